import type { DailyReport } from '@depot/contract';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SESSION, storage } from './support';

test.use({ storageState: SESSION.owner });

/** One reading as a demo sensor sends it over HTTP (docs/devices.md); the demo's key is demo-key. */
const ingest = (request: APIRequestContext, sensorId: string, data: object) =>
  request.post(`/api/ingest/${sensorId}`, {
    headers: { authorization: 'Bearer demo-key' },
    data,
  });

/** Today's gallons per tap as the server counts them. */
async function tapsToday(page: Page) {
  const res = await page.request.get('/api/reports/depot1/daily', {
    headers: { authorization: `Bearer ${await storage(page, 'token')}` },
  });
  expect(res.status()).toBe(200);
  const { tapA, tapB, tapC } = (await res.json()) as DailyReport;
  return { A: tapA, B: tapB, C: tapC };
}

const tapBox = (page: Page, tap: string, gallons: number) =>
  page.getByTestId(`tap-${tap}`).getByLabel(`Keran ${tap}: ${gallons} galon`);

// The e2e server runs without the demo's live simulator (SIMULATOR=false): the tank and taps of
// depot1 change only with the readings these tests send.
test.describe('the demo owner dashboard', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard - depot1' })).toBeVisible();
  });

  test('shows a year of history in the daily, weekly and monthly reports', async ({ page }) => {
    await expect(page.getByText('Trend Penggunaan Air (Harian)')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Grafik penggunaan air harian' })).toBeVisible();
    const daily = page.getByRole('table');
    await expect(daily.getByRole('columnheader')).toHaveText([
      'Tanggal',
      'Volume (L)',
      'Total Galon',
      'Keran A (Galon)',
      'Keran B (Galon)',
      'Keran C (Galon)',
    ]);
    expect(await daily.getByRole('row').count()).toBeGreaterThan(1);
    await expect(page.getByRole('region', { name: 'Tangki Tangki Utama' })).toContainText(
      'dari 1.000 L',
    );

    await page.getByText('Mingguan', { exact: true }).click();
    const weekly = page.getByRole('table');
    await expect(weekly.getByRole('columnheader')).toHaveText([
      'Minggu',
      'Volume (L)',
      'Total Galon',
    ]);
    await expect(weekly.getByRole('row')).toHaveCount(13);
    // The latest week is marked.
    await expect(weekly.locator('tr[aria-current="true"]')).toHaveCount(1);

    await page.getByText('Bulanan', { exact: true }).click();
    const monthly = page.getByRole('table');
    await expect(monthly.getByRole('columnheader')).toHaveText([
      'Bulan',
      'Volume (L)',
      'Total Galon',
    ]);
    const month = Number(
      new Intl.DateTimeFormat('en', { month: 'numeric', timeZone: 'Asia/Jakarta' }).format(
        new Date(),
      ),
    );
    await expect(monthly.getByRole('row')).toHaveCount(month + 1);
    await expect(page.getByText('Data bulan ini kosong.')).toBeHidden();
  });

  test('a new reading changes the tank card and the tap block without a reload', async ({
    page,
    request,
  }) => {
    const before = await tapsToday(page);
    for (const [tap, gallons] of Object.entries(before)) {
      await expect(tapBox(page, tap, gallons)).toBeVisible();
    }
    // 12 cm from the top of the 120 cm tank: 108 cm of water, 90 % of 1000 L.
    expect((await ingest(request, 'depot1-level', { distance_cm: 12 })).status()).toBe(200);
    const gallon = { volume_l: 18.9 };
    const sent = { A: 2, B: 1, C: 0 };
    expect((await ingest(request, 'depot1-tap-a', [gallon, gallon])).status()).toBe(200);
    expect((await ingest(request, 'depot1-tap-b', gallon)).status()).toBe(200);

    await page.clock.fastForward('01:05');
    const tank = page.getByRole('region', { name: 'Tangki Tangki Utama' });
    await expect(page.getByTestId('tank-percent')).toHaveText('90,0%');
    await expect(tank).toContainText('900,00 L dari 1.000 L');
    await expect(tank).toContainText('Tinggi air 108 cm dari 120 cm');
    for (const tap of ['A', 'B', 'C'] as const) {
      await expect(tapBox(page, tap, before[tap] + sent[tap])).toBeVisible();
    }
  });

  test('notifications show in the bell and can all be marked read', async ({ page, request }) => {
    expect((await ingest(request, 'depot1-quality', { ph: 9.4, tds: 60 })).ok()).toBe(true);
    await page.clock.fastForward('01:05');
    const bell = page.getByRole('button', { name: /Notifikasi, [1-9]\d* belum dibaca/ });
    await expect(bell).toBeVisible();
    await bell.click();
    await expect(page.getByRole('list', { name: 'Daftar notifikasi' })).toContainText('pH 9,4');
    await page.getByRole('button', { name: 'Mark All Read' }).click();
    await expect(page.getByRole('button', { name: 'Notifikasi, 0 belum dibaca' })).toBeVisible();
    // A click outside closes the dropdown.
    await page.getByRole('heading', { name: /Selamat datang/ }).click();
    await expect(page.getByRole('list', { name: 'Daftar notifikasi' })).toBeHidden();
  });
});

test.describe('the home at a glance', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  test("shows today's cards, each opening its page, and the depot's name", async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard - depot1' })).toBeVisible();
    await expect(page.getByTestId('depot-name')).not.toBeEmpty();
    const cards = page.getByLabel('Ringkasan hari ini');
    const expected = [
      ['Pendapatan hari ini', '/dashboard/pendapatan'],
      ['Galon terjual', '/dashboard/pos'],
      ['Selisih keran vs kasir', '/dashboard/selisih-galon'],
      ['Stok tangki', '/dashboard#laporan'],
      ['Kualitas air', '/dashboard/kualitas-air'],
      ['Status perangkat', '/dashboard/kualitas-air#perangkat'],
    ] as const;
    for (const [name, href] of expected) {
      const card = cards.getByRole('link', { name, exact: true });
      await expect(card).toHaveAttribute('href', href);
      expect((await card.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
    await expect(cards.getByRole('link', { name: 'Pendapatan hari ini' })).toContainText('Rp');
    await cards.getByRole('link', { name: 'Kualitas air' }).click();
    await expect(page).toHaveURL(/\/dashboard\/kualitas-air$/);
    await expect(page.getByRole('heading', { name: 'Kualitas Air' })).toBeVisible();
  });

  test('a reading outside the drinking-water limits raises the red banner and turns its parameter red', async ({
    page,
    request,
  }) => {
    expect((await ingest(request, 'depot1-quality', { turbidity: 6.5 })).ok()).toBe(true);
    await page.goto('/dashboard');
    const banner = page.getByRole('alert').filter({ hasText: 'Air belum aman diminum' });
    await expect(banner).toContainText('Kekeruhan 6,5 NTU');
    await expect(page.getByRole('link', { name: 'Kualitas air', exact: true })).toContainText(
      'Tidak aman',
    );
    await banner.getByRole('link', { name: 'Lihat kualitas air' }).click();
    const turbidity = page.getByRole('region', { name: 'Kekeruhan' });
    await expect(turbidity).toContainText('Di luar batas');
    await expect(turbidity).toContainText('maks. 3 NTU');
    await expect(page.getByRole('img', { name: /Riwayat Kekeruhan per jam/ })).toBeVisible();
  });
});

test('the bell counts every unread notification, not only the 50 listed', async ({ page }) => {
  // A depot with 60 unread, as the server answers it: the latest 50 and the count in a header
  // (apps/server/test/api/notifications.test.ts checks the server's side).
  const listed = Array.from({ length: 50 }, (_, i) => ({
    id: 1000 - i,
    kind: 'low_stock',
    message: `Stok rendah ke-${60 - i}`,
    timestamp: new Date(Date.UTC(2026, 10, 20, 5, 0, 60 - i)).toISOString(),
    read: false,
  }));
  await page.route('**/api/notifications/depot1', (route) =>
    route.fulfill({ json: listed, headers: { 'x-unread-count': '60' } }),
  );
  await page.goto('/dashboard');
  const bell = page.getByRole('button', { name: 'Notifikasi, 60 belum dibaca' });
  await expect(bell).toBeVisible();
  await bell.click();
  const list = page.getByRole('list', { name: 'Daftar notifikasi' });
  await expect(list.getByRole('listitem')).toHaveCount(50);
  await expect(list.getByRole('listitem').first()).toContainText('Stok rendah ke-60');
});
