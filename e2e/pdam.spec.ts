import {
  formatRupiah,
  messages,
  type CalculateBillResponse,
  type TotalUsage,
} from '@depot/contract';
import { expect, test, type Page } from '@playwright/test';
import { SESSION } from './support';

test.use({ storageState: SESSION.owner });

/** Chooses an option of a Mantine select by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Last month in Asia/Jakarta: the demo depot's history covers all of it. */
function lastMonth() {
  const [y, m] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Jakarta',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  const year = m === 1 ? y - 1 : y;
  const month = m === 1 ? 12 : m - 1;
  const label = new Intl.DateTimeFormat('id-ID', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );
  return { year: String(year), month: String(month).padStart(2, '0'), label };
}

const token = (page: Page) => page.evaluate(() => localStorage.getItem('token') ?? '');

test('the demo depot estimates last month’s PDAM bill from its sensors and from its own meter', async ({
  page,
}) => {
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Menu utama' });
  // PDAM ends the spec's entries; the demo depot's farm comes in after them once its query answers.
  await expect(nav.getByRole('link')).toHaveText([
    'Dashboard',
    'Kasir POS',
    'Tutup Kasir',
    'Pelanggan',
    'Produk & Harga',
    'Total Pendapatan',
    'Selisih Galon',
    'Absensi',
    'Trek Motor & Lokasi Depot',
    'CCTV',
    'Karyawan',
    'Profil',
    'Perhitungan Tagihan PDAM',
    'Smart Farming',
  ]);
  await nav.getByRole('link', { name: 'Perhitungan Tagihan PDAM' }).click();
  await expect(page).toHaveURL(/\/dashboard\/pdam-bill$/);
  await expect(page.getByRole('heading', { name: messages.pdam.title })).toBeVisible();
  await expect(page.getByText(messages.pdam.disclaimer)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('depot1');
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveAttribute('readonly', '');
  // The first PDAM and its first golongan are picked.
  await expect(page.getByRole('combobox', { name: 'PDAM' })).toHaveValue('PAM Jaya (DKI Jakarta)');
  await expect(page.getByRole('combobox', { name: 'Golongan' })).toHaveValue(
    'Rumah Tangga Menengah 1',
  );

  const { year, month, label } = lastMonth();
  const usageResponse = page.waitForResponse(
    (r) => r.url().includes(`/api/pdam/total-usage/depot1?month=${month}&year=${year}`) && r.ok(),
  );
  await choose(page, 'Tahun', year);
  await choose(page, 'Bulan', label);
  const usage = ((await (await usageResponse).json()) as TotalUsage).data;
  // A depot selling tens of gallons a day buys some tens of m³ a month.
  expect(usage.total_m3).toBeGreaterThan(5);
  expect(usage.total_m3).toBeLessThan(500);
  expect(usage.dispensed_m3).toBeGreaterThan(5);
  const shown = new Intl.NumberFormat('id-ID', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(usage.total_m3);
  await expect(page.getByTestId('pdam-usage')).toHaveText(`${shown} m³`);

  const expected = await page.request.post('/api/pdam/calculate-bill', {
    headers: { authorization: `Bearer ${await token(page)}` },
    data: { pdamId: 'pam-jaya', golonganId: 'rt-menengah-1', usageM3: usage.total_m3 },
  });
  const bill = ((await expected.json()) as CalculateBillResponse).data;
  await expect(page.getByTestId('pdam-total')).toHaveText(formatRupiah(bill.total_tagihan));
  await expect(page.getByRole('table', { name: 'Rincian blok pemakaian' })).toContainText(
    '0–10 m³',
  );

  // The owner's own meter figure: both stay on screen, the bill follows the chosen one.
  await page.getByRole('textbox', { name: /Angka meter PDAM Anda/ }).fill('25');
  await page.getByText('Hitung dari meter PDAM').click();
  await expect(page.getByTestId('pdam-total')).toHaveText('Rp 206.500');
  await expect(page.getByTestId('pdam-usage')).toHaveText(`${shown} m³`);
  await expect(page.getByText(/Selisih meter PDAM − air terjual/)).toBeVisible();

  // Another golongan recalculates at once.
  await choose(page, 'Golongan', 'Kios Air');
  // 10 × 3.550 + 10 × 4.000 + 5 × 4.500
  await expect(page.getByTestId('pdam-total')).toHaveText('Rp 98.000');

  await expect(page.getByRole('img', { name: /Grafik air dibeli dan terjual/ })).toBeVisible();
});

test('a zero meter figure shows the zero-usage message; the page fits a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/pdam-bill');
  await expect(page.getByTestId('pdam-usage')).not.toHaveText('–');
  await page.getByRole('textbox', { name: /Angka meter PDAM Anda/ }).fill('0');
  await page.getByText('Hitung dari meter PDAM').click();
  await expect(page.getByText(messages.pdam.zeroUsage)).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
