import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, loginAs } from './support';

const ingest = (request: APIRequestContext, sensorId: string, data: object) =>
  request.post(`/api/ingest/${sensorId}`, {
    headers: { authorization: 'Bearer demo-key' },
    data,
  });

test.describe('the demo owner dashboard', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await loginAs(page, ...DEMO.owner);
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
    const tapA = page.getByTestId('tap-A');
    await expect(tapA).toBeVisible();
    const before = Number((await tapA.getByText(/^[\d.]+$/).textContent())?.replaceAll('.', ''));
    expect((await ingest(request, 'depot1-tap-a', { tap: 'A', volume_l: 18.9 })).ok()).toBe(true);
    // 12 cm from the top of a 120 cm tank is 90 % full. The live demo simulator reports the
    // level every 30 s too, so ours is sent again until the card shows it before a newer one.
    await expect
      .poll(async () => {
        expect((await ingest(request, 'depot1-level', { distance_cm: 12 })).ok()).toBe(true);
        await page.clock.fastForward('01:05');
        return page.getByTestId('tank-percent').textContent();
      })
      .toBe('90,0%');
    await expect
      .poll(async () =>
        Number((await tapA.getByText(/^[\d.]+$/).textContent())?.replaceAll('.', '')),
      )
      .toBeGreaterThan(before);
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
