import {
  DEFAULT_PRICE_PER_GALLON,
  formatDay,
  formatInteger,
  formatRupiah,
  messages,
} from '@depot/contract';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { cutElements } from './overflow';
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

/** The cashier on a phone, its owner logged in. */
async function openCashier(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  const depot = await freshOwner(page);
  await page.goto('/dashboard/pos');
  await expect(page.getByRole('heading', { name: `Kasir - ${depot.username}` })).toBeVisible();
  return depot;
}

/** 'Pelanggan baru' in the picker of `scope`, saved and chosen. */
async function newCustomer(scope: Locator, name: string, phone: string) {
  await scope.getByRole('button', { name: 'Pelanggan baru' }).click();
  const form = scope.getByRole('form', { name: 'Pelanggan baru' });
  await form.getByRole('textbox', { name: 'Nama' }).fill(name);
  await form.getByRole('textbox', { name: 'Nomor WhatsApp' }).fill(phone);
  await form.getByRole('button', { name: 'Simpan Pelanggan' }).click();
  await expect(scope.getByRole('region', { name: 'Pelanggan terpilih' })).toContainText(name);
}

const paymentPanel = (page: Page) => page.getByRole('dialog', { name: 'Pembayaran' });

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

  // A Diantar sale needs its customer: made on the spot in the payment panel.
  await page.getByRole('button', { name: 'Simpan Transaksi' }).click();
  const panel = paymentPanel(page);
  const save = panel.getByRole('button', { name: 'Terima Tunai & Simpan' });
  await panel.getByRole('button', { name: 'Uang pas' }).click();
  await expect(save).toBeDisabled();
  await expect(panel).toContainText(messages.pos.deliveryNeedsCustomer);
  await newCustomer(panel, 'Bu Sri', '0812-3456-7001');
  await save.dblclick();
  await expect(page.getByRole('status')).toHaveText(
    '✅ Berhasil disimpan transaksi ke-1 hari ini!',
  );
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toContainText('Rp 19.000');
  await expect(receipt).toContainText(/No\. \d{6}/);
  await expect(receipt).toContainText('Bu Sri');
  const whatsapp = page.getByRole('link', { name: 'Kirim via WhatsApp' });
  const link = new URL((await whatsapp.getAttribute('href')) ?? '');
  expect(link.pathname).toBe('/6281234567001');
  const text = link.searchParams.get('text') ?? '';
  expect(text).toContain('2 × Galon 19L (Diantar) @ Rp 7.000 = Rp 14.000');
  expect(text).toContain('Total: Rp 19.000');
  expect(text).toContain('Pembayaran: Tunai');
  await page.keyboard.press('Escape');

  const todayList = page.getByRole('region', { name: 'Transaksi Hari Ini' });
  await expect(todayList).toContainText('Transaksi ke-1');
  await expect(todayList).toContainText(
    '2 × Galon 19L (Diantar) @ Rp 7.000, 1 × Galon 15L (Tidak Diantar) @ Rp 5.000',
  );
  await expect(todayList).toContainText('Tunai · Bu Sri');
  // The double click stored one transaction.
  await expect(todayList.getByText(/^Transaksi ke-/)).toHaveCount(1);

  await page.goto('/dashboard/pendapatan');
  await expect(page.getByRole('heading', { name: 'Total Pendapatan' })).toBeVisible();
  // The headline and today's Tunai.
  await expect(page.getByText('Rp 19.000', { exact: true })).toHaveCount(2);
  await expect(page.getByTestId('today-tunai')).toContainText('Rp 19.000');

  await page.goto('/dashboard/pos');
  await todayList.getByRole('button', { name: 'Hapus transaksi ke-1' }).click();
  await page.getByRole('button', { name: 'Hapus', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('🗑️ Transaksi berhasil dihapus!');
  await expect(page.getByText('Tidak ada transaksi hari ini.')).toBeVisible();
});

test('a phone cashier sets quantities with − / + and by typing, and takes cash with change', async ({
  page,
}) => {
  await openCashier(page);
  const g19 = page.getByRole('article', { name: 'Galon 19L' });
  await g19.getByRole('button', { name: 'Tidak Diantar · Rp 6.000' }).click();
  const quantity = page.getByRole('textbox', { name: 'Jumlah Galon 19L Tidak Diantar' });
  await page.getByRole('button', { name: 'Tambah Galon 19L Tidak Diantar' }).click();
  await page.getByRole('button', { name: 'Tambah Galon 19L Tidak Diantar' }).click();
  await expect(quantity).toHaveValue('3');
  await page.getByRole('button', { name: 'Kurangi Galon 19L Tidak Diantar' }).click();
  await expect(quantity).toHaveValue('2');
  await expect(page.getByTestId('cart-total')).toHaveText('Rp 12.000');
  await quantity.fill('10');
  await expect(page.getByTestId('cart-total')).toHaveText('Rp 60.000');
  await quantity.fill('3');
  await quantity.blur();
  await expect(page.getByTestId('cart-total')).toHaveText('Rp 18.000');
  // The total bar stays in reach at the bottom of the screen, above the bottom navigation.
  const bar = await page.getByRole('region', { name: 'Total belanja' }).boundingBox();
  const nav = await page.getByRole('navigation', { name: 'Navigasi bawah' }).boundingBox();
  expect(bar && nav && bar.y + bar.height <= nav.y && bar.y > 844 / 2).toBe(true);
  expect(await cutElements(page)).toEqual([]);

  await page.getByRole('button', { name: 'Simpan Transaksi' }).click();
  const panel = paymentPanel(page);
  const save = panel.getByRole('button', { name: 'Terima Tunai & Simpan' });
  await panel.getByRole('textbox', { name: 'Uang diterima' }).fill('10000');
  await expect(panel).toContainText(messages.pos.receivedTooLow('Rp 18.000'));
  await expect(save).toBeDisabled();
  await panel.getByRole('button', { name: 'Rp 20.000' }).click();
  await expect(panel.getByTestId('change')).toHaveText('Rp 2.000');
  expect(await cutElements(page)).toEqual([]);
  await save.click();
  await expect(page.getByRole('status')).toHaveText(
    '✅ Berhasil disimpan transaksi ke-1 hari ini!',
  );
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toContainText('3 × Rp 6.000');
  await expect(receipt).toContainText(/Diterima\s*Rp 20\.000/);
  await expect(receipt).toContainText(/Kembalian\s*Rp 2\.000/);
});

test('Utang needs a customer: one made in the picker owes the sale afterwards', async ({
  page,
}) => {
  await openCashier(page);
  await page
    .getByRole('article', { name: 'Galon 15L' })
    .getByRole('button', { name: 'Tidak Diantar · Rp 5.000' })
    .click();
  await page.getByRole('button', { name: 'Simpan Transaksi' }).click();
  const panel = paymentPanel(page);
  await panel.getByRole('radio', { name: 'Utang (kasbon)' }).click();
  const save = panel.getByRole('button', { name: 'Catat Utang & Simpan' });
  await expect(save).toBeDisabled();
  await expect(panel).toContainText(messages.pos.utangNeedsCustomer);
  await newCustomer(panel, 'Pak Joko', '+62 812 3456 7002');
  await expect(panel.getByTestId('balance')).toHaveText('Sisa utang: Rp 0');
  await expect(panel.getByTestId('utang-after')).toContainText('Rp 5.000');
  expect(await cutElements(page)).toEqual([]);
  await save.click();
  await expect(page.getByRole('status')).toHaveText(
    '✅ Berhasil disimpan transaksi ke-1 hari ini!',
  );
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toContainText('Utang (kasbon)');
  await expect(receipt).toContainText(/Sisa utang\s*Rp 5\.000/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: 'Transaksi Hari Ini' })).toContainText(
    'Utang (kasbon) · Pak Joko',
  );

  // The next sale finds the customer by typing, with the balance.
  await page
    .getByRole('article', { name: 'Galon 15L' })
    .getByRole('button', { name: 'Tidak Diantar · Rp 5.000' })
    .click();
  await page.getByRole('textbox', { name: 'Pelanggan' }).fill('joko');
  await page.getByRole('option', { name: /Pak Joko/ }).click();
  await expect(page.getByTestId('balance')).toHaveText('Sisa utang: Rp 5.000');
});

test('QRIS without an uploaded image says so; the cashier still confirms the payment', async ({
  page,
}) => {
  await openCashier(page);
  await page
    .getByRole('article', { name: 'Galon 19L' })
    .getByRole('button', { name: 'Tidak Diantar · Rp 6.000' })
    .click();
  await page.getByRole('button', { name: 'Simpan Transaksi' }).click();
  const panel = paymentPanel(page);
  await panel.getByRole('radio', { name: 'QRIS' }).click();
  await panel.getByRole('button', { name: 'Tampilkan QRIS' }).click();
  const qris = page.getByRole('dialog', { name: 'Bayar dengan QRIS' });
  await expect(qris.getByTestId('qris-amount')).toHaveText('Rp 6.000');
  await expect(qris.getByRole('alert')).toHaveText(messages.pos.qrisMissing);
  expect(await cutElements(page)).toEqual([]);
  await qris.getByRole('button', { name: 'Sudah dibayar' }).click();
  await expect(page.getByRole('status')).toHaveText(
    '✅ Berhasil disimpan transaksi ke-1 hari ini!',
  );
  await expect(page.getByTestId('receipt')).toContainText(/Pembayaran\s*QRIS/);
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
