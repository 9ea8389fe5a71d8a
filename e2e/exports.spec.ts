import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { newOwnerLoggedIn } from './support';

/** Today in Jakarta, as the files write days. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());

/** Clicks a screen's CSV button with the chosen separator; the file's text and name. */
async function download(page: Page, subject: string, separator: ';' | ',') {
  const button = page.getByRole('button', { name: `Unduh CSV ${subject}` });
  await button.locator('xpath=ancestor::div[1]').getByLabel('Pemisah CSV').selectOption(separator);
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
}

test('the owner downloads sales, the daily report and the reconciliation as CSV', async ({
  page,
}) => {
  const { username, keys } = await newOwnerLoggedIn(page, 'ekspor', (u) => [
    { id: `${u}-tap-a`, name: 'Keran A', kind: 'flow_a' },
  ]);
  // Five gallons at tap A, two of them sold at the till (Rp 6.000 each, picked up).
  const sent = await page.request.post(`/api/ingest/${username}-tap-a`, {
    headers: { authorization: `Bearer ${keys[`${username}-tap-a`]}` },
    data: Array.from({ length: 5 }, () => ({ volume_l: 18.9, ts: Date.now() })),
  });
  expect(sent.status()).toBe(200);
  await page.goto('/dashboard/pos');
  const g19 = page.getByRole('article', { name: 'Galon 19L' });
  await g19.getByRole('button', { name: 'Tidak Diantar · Rp 6.000' }).click();
  await g19.getByRole('button', { name: 'Tidak Diantar · Rp 6.000' }).click();
  await page.getByRole('button', { name: 'Simpan Transaksi' }).click();
  const payment = page.getByRole('dialog', { name: 'Pembayaran' });
  await payment.getByRole('button', { name: 'Uang pas' }).click();
  await payment.getByRole('button', { name: 'Terima Tunai & Simpan' }).click();
  await expect(page.getByRole('status')).toHaveText(
    '✅ Berhasil disimpan transaksi ke-1 hari ini!',
  );

  await page.goto('/dashboard/pendapatan');
  // The headline and today's Tunai.
  await expect(page.getByText('Rp 12.000', { exact: true })).toHaveCount(2);
  await expect(page.getByTestId('today-tunai')).toContainText('Rp 12.000');
  await expect(page.getByText('Perkiraan dari keran', { exact: true })).toBeVisible();
  const sales = await download(page, 'penjualan', ';');
  expect(sales.name).toMatch(
    new RegExp(`^penjualan-${username}-\\d{4}-\\d{2}-\\d{2}-${today()}\\.csv$`),
  );
  const [header, row] = sales.text.slice(1).split('\r\n');
  expect(sales.text.charCodeAt(0)).toBe(0xfeff);
  expect(header).toBe(
    'Tanggal;Jam (WIB);Transaksi ke-;Kasir;Rincian;Jumlah Galon;Total (Rp);No.;Metode;Diterima (Rp);Kembalian (Rp);Pelanggan',
  );
  // Paid with 'Uang pas': Tunai, 12.000 received, no change, no customer.
  expect(row).toMatch(
    new RegExp(
      `^${today()};\\d{2}:\\d{2};1;${username};2 × Galon 19L \\(Tidak Diantar\\) @ Rp 6\\.000;2;12000;\\d+;Tunai;12000;0;$`,
    ),
  );

  await page.goto('/dashboard');
  const report = await download(page, 'laporan harian', ',');
  const lines = report.text.slice(1).split('\r\n');
  expect(lines[0]).toBe(
    'Tanggal,Volume (L),Total Galon,Keran A (Galon),Keran B (Galon),Keran C (Galon)',
  );
  expect(lines).toContain(`${today()},94.5,5,5,0,0`);

  await page.goto('/dashboard/selisih-galon');
  const gap = await download(page, 'selisih galon', ';');
  const days = gap.text.slice(1).split('\r\n');
  expect(days[0]).toBe('Tanggal;Keran (galon);Kasir (galon);Selisih (galon);Selisih (Rp)');
  // Three gallons left the taps without a sale, at the till's Rp 6.000.
  expect(days).toContain(`${today()};5;2;3;18000`);
  expect(days.filter(Boolean)).toHaveLength(31);
});
