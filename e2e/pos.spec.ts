import { DEFAULT_PRICE_PER_GALLON, formatDay, formatInteger, formatRupiah } from '@depot/contract';
import { expect, test, type Page } from '@playwright/test';
import { newOwnerLoggedIn } from './support';

/**
 * A depot of its own (a tank, and a flow meter at tap A), so its figures start empty whatever
 * else runs in parallel; its owner logged in. Returns its name and the flow meter's id and key.
 */
async function freshOwner(page: Page) {
  const { username, keys } = await newOwnerLoggedIn(page, 'kasir', (u) => [
    { id: `${u}-tap-a`, name: 'Keran A', kind: 'flow_a' },
  ]);
  const tapA = `${username}-tap-a`;
  return { username, tapA, key: keys[tapA] ?? '' };
}

test('a cashier rings up, corrects, saves, sees the income and deletes a sale on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { username } = await freshOwner(page);
  await page.getByRole('button', { name: 'Buka menu' }).click();
  await page.getByRole('link', { name: 'Kasir POS' }).click();
  await expect(page.getByRole('heading', { name: `Kasir - ${username}` })).toBeVisible();
  await expect(page.getByText('Tidak ada transaksi hari ini.')).toBeVisible();

  await page.getByRole('button', { name: 'Simpan Transaksi' }).click();
  await expect(page.getByRole('status')).toHaveText('⚠️ Keranjang masih kosong!');

  const g19 = page.getByRole('article', { name: 'Galon 19L' });
  const g15 = page.getByRole('article', { name: 'Galon 15L' });
  await g19.getByRole('button', { name: 'Diantar · Rp 7.000' }).click();
  await g19.getByRole('button', { name: 'Diantar · Rp 7.000' }).click();
  await g15.getByRole('button', { name: 'Tidak Diantar · Rp 5.000' }).click();
  await g15.getByRole('button', { name: 'Tidak Diantar · Rp 5.000' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('cart-total')).toHaveText('Rp 24.000');
  // X takes away one unit.
  await page.getByRole('button', { name: 'Kurangi Galon 15L Tidak Diantar' }).click();
  await expect(page.getByTestId('cart-total')).toHaveText('Rp 19.000');

  await page.getByRole('button', { name: 'Simpan Transaksi' }).dblclick();
  await expect(page.getByRole('status')).toHaveText(
    '✅ Berhasil disimpan transaksi ke-1 hari ini!',
  );
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toContainText('Rp 19.000');
  const whatsapp = page.getByRole('link', { name: 'Kirim via WhatsApp' });
  const text = decodeURIComponent(
    new URL((await whatsapp.getAttribute('href')) ?? '').searchParams.get('text') ?? '',
  );
  expect(text).toContain('2 × Galon 19L (Diantar) @ Rp 7.000 = Rp 14.000');
  expect(text).toContain('Total: Rp 19.000');
  await page.keyboard.press('Escape');

  const todayList = page.getByRole('region', { name: 'Transaksi Hari Ini' });
  await expect(todayList).toContainText('Transaksi ke-1');
  await expect(todayList).toContainText(
    '2 × Galon 19L (Diantar) @ Rp 7.000, 1 × Galon 15L (Tidak Diantar) @ Rp 5.000',
  );
  // The double click stored one transaction.
  await expect(todayList.getByText(/^Transaksi ke-/)).toHaveCount(1);

  await page.goto('/dashboard/pendapatan');
  await expect(page.getByRole('heading', { name: 'Total Pendapatan' })).toBeVisible();
  await expect(page.getByText('Rp 19.000', { exact: true })).toBeVisible();

  await page.goto('/dashboard/pos');
  await todayList.getByRole('button', { name: 'Hapus transaksi ke-1' }).click();
  await page.getByRole('button', { name: 'Hapus', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('🗑️ Transaksi berhasil dihapus!');
  await expect(page.getByText('Tidak ada transaksi hari ini.')).toBeVisible();
});

/** A calendar day (YYYY-MM-DD) in Jakarta, where the depot's days are cut. */
const jakartaDay = (ms: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(ms));

test('the income screen shows the gallons a depot filled times the price per gallon', async ({
  page,
}) => {
  const { tapA, key } = await freshOwner(page);
  // Three gallons today and two yesterday (24 h ago is always yesterday in Jakarta).
  const now = Date.now();
  const yesterday = now - 86_400_000;
  const gallons = [yesterday, yesterday, now, now, now];
  const sent = await page.request.post(`/api/ingest/${tapA}`, {
    headers: { authorization: `Bearer ${key}` },
    data: gallons.map((ts) => ({ volume_l: 18.9, ts })),
  });
  expect(sent.status()).toBe(200);
  expect(await sent.json()).toEqual({ accepted: 5, rejected: 0, errors: [] });

  await page.goto('/dashboard/pendapatan');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Periode',
    'Jumlah Galon',
    'Pendapatan (Rp)',
  ]);
  await expect(table.getByRole('row')).toHaveCount(31);
  const expectRows = async (price: number) => {
    const days = [
      [jakartaDay(now), 3],
      [jakartaDay(yesterday), 2],
    ] as const;
    for (const [day, count] of days) {
      await expect(table.getByRole('row', { name: formatDay(day) }).getByRole('cell')).toHaveText([
        formatDay(day),
        formatInteger(count),
        formatRupiah(count * price),
      ]);
    }
    await expect(page.getByText(`5 galon × ${formatRupiah(price)}`)).toBeVisible();
    await expect(page.getByText(formatRupiah(5 * price), { exact: true })).toBeVisible();
  };
  await expectRows(DEFAULT_PRICE_PER_GALLON);
  await page.getByRole('textbox', { name: 'Harga per galon (Rp)' }).fill('5000');
  await expectRows(5000);
});
