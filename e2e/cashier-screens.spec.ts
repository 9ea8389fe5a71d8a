import { join } from 'node:path';
import {
  messages,
  QRIS_MAX_BYTES,
  type CustomerResult,
  type SaleRequest,
  type SaleResponse,
} from '@depot/contract';
import { expect, test, type Page } from '@playwright/test';
import { newOwnerLoggedIn, storage } from './support';

// The counter's other screens (issue 26) on a phone, each on a depot of its own.
test.use({ viewport: { width: 390, height: 844 } });

/** Opens a screen from the sidebar, as a phone user does ('Buka menu', then its entry). */
async function openFromMenu(page: Page, entry: string, heading = entry) {
  await page.getByRole('button', { name: 'Buka menu' }).click();
  await page
    .getByRole('navigation', { name: 'Menu utama' })
    .getByRole('link', { name: entry })
    .click();
  await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
}

/** The signed-in owner's API calls, with their token. */
async function ownerApi(page: Page, username: string) {
  const headers = { authorization: `Bearer ${await storage(page, 'token')}` };
  return {
    addCustomer: async (name: string, phone: string) => {
      const res = await page.request.post(`/api/customers/${username}`, {
        headers,
        data: { name, phone },
      });
      // 201: a new number.
      expect(res.status()).toBe(201);
      return ((await res.json()) as CustomerResult).customer;
    },
    sell: async (sale: Omit<SaleRequest, 'username'>) => {
      const res = await page.request.post('/api/sales', {
        headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
        data: { username, ...sale },
      });
      expect(res.status()).toBe(200);
      return ((await res.json()) as SaleResponse).sale;
    },
  };
}

test('the owner edits a price and removes a product; the cashier sells at the new price', async ({
  page,
}) => {
  const { username } = await newOwnerLoggedIn(page, 'harga');
  await openFromMenu(page, 'Produk & Harga');
  const row = page.getByTestId('product-1');
  await expect(row).toContainText('Galon 19L');
  await expect(row).toContainText('Rp 6.000');

  await row.getByRole('button', { name: 'Ubah' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ubah Produk — Galon 19L' });
  const pickup = dialog.getByRole('textbox', { name: 'Harga Tidak Diantar' });
  await expect(pickup).toHaveValue('Rp 6.000');
  // An emptied price is refused in the form, with the contract's message.
  await pickup.fill('');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByText(messages.pos.productPrice)).toBeVisible();
  await pickup.fill('6500');
  await dialog.getByRole('textbox', { name: 'Promo beli N gratis 1' }).fill('10');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText(messages.pos.productSaved)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Rp 6.500');
  await expect(row).toContainText('Beli 10 gratis 1');

  await page.getByTestId('product-2').getByRole('button', { name: 'Hapus' }).click();
  await page.getByRole('button', { name: 'Ya, hapus' }).click();
  await expect(page.getByText(messages.pos.productDeleted)).toBeVisible();
  await expect(page.getByTestId('product-2')).toHaveCount(0);

  // The depot's QRIS: a file over 512 KB is refused before it is sent; a PNG is kept and shown.
  const pickQris = async (file: string | { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /Gambar QRIS$/ }).click();
    await (await chooser).setFiles(file);
  };
  await expect(page.getByText(messages.pos.qrisMissing)).toBeVisible();
  await pickQris({
    name: 'besar.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(QRIS_MAX_BYTES + 1),
  });
  await expect(page.getByText(messages.pos.qrisImage)).toBeVisible();
  await pickQris(join(import.meta.dirname, '../apps/web/public/icon-192.png'));
  await expect(page.getByText(messages.pos.qrisSaved)).toBeVisible();
  await expect(page.getByRole('img', { name: 'QRIS depot' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ganti Gambar QRIS' })).toBeVisible();

  // The cashier prices from the depot's own catalogue.
  await openFromMenu(page, 'Kasir POS', `Kasir - ${username}`);
  await expect(
    page
      .getByRole('article', { name: 'Galon 19L' })
      .getByRole('button', { name: 'Tidak Diantar · Rp 6.500' }),
  ).toBeVisible();
});

test('a customer is added, runs up Utang and pays part of it off', async ({ page }) => {
  const { username } = await newOwnerLoggedIn(page, 'utang');
  const api = await ownerApi(page, username);
  const sari = await api.addCustomer('Bu Sari', '0812-3456-7890');
  // Three 19 L gallons on credit: Rp 18.000 owed.
  await api.sell({
    cart: [{ id: 1, isDelivery: false, quantity: 3 }],
    payment: { method: 'utang' },
    customer_id: sari.id,
  });

  await openFromMenu(page, 'Pelanggan');
  const sariRow = page.getByTestId(`customer-${sari.id}`);
  await expect(sariRow).toContainText('0812-3456-7890');
  await expect(sariRow.getByTestId('customer-balance')).toHaveText('Rp 18.000');
  await expect(sariRow.getByRole('link', { name: '0812-3456-7890' })).toHaveAttribute(
    'href',
    'https://wa.me/6281234567890',
  );

  // A new customer through the form; the number is checked before it is sent.
  await page.getByRole('button', { name: 'Tambah Pelanggan' }).click();
  const form = page.getByRole('dialog', { name: 'Tambah Pelanggan' });
  await form.getByRole('textbox', { name: 'Nama pelanggan' }).fill('Pak Budi');
  await form.getByRole('textbox', { name: 'Nomor WhatsApp' }).fill('12345');
  await form.getByRole('button', { name: 'Tambah' }).click();
  await expect(form.getByText(messages.customers.phone)).toBeVisible();
  await form.getByRole('textbox', { name: 'Nomor WhatsApp' }).fill('+62 857 1112 2233');
  await form.getByRole('textbox', { name: 'Alamat' }).fill('Jl. Melati 12');
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: -6.2001, longitude: 106.8166 });
  await form.getByRole('button', { name: 'Pakai lokasi saat ini' }).click();
  await expect(form.getByTestId('customer-location')).toHaveText('Lat -6,2001 · Lon 106,8166');
  await form.getByRole('button', { name: 'Tambah' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('table', { name: 'Daftar pelanggan' })).toContainText('Pak Budi');

  // The search finds by name.
  await page.getByRole('searchbox', { name: 'Cari pelanggan' }).fill('sari');
  await expect(page.getByRole('table', { name: 'Daftar pelanggan' })).not.toContainText('Pak Budi');
  await expect(sariRow).toBeVisible();

  await sariRow.getByRole('button', { name: 'Riwayat' }).click();
  const drawer = page.getByRole('dialog', { name: 'Bu Sari' });
  await expect(drawer.getByRole('region', { name: 'Transaksi' })).toContainText('Utang (kasbon)');
  const amount = drawer.getByRole('textbox', { name: 'Jumlah dibayar' });
  await expect(amount).toHaveValue('Rp 18.000');
  await amount.fill('10000');
  await drawer.getByRole('button', { name: 'Bayar Utang' }).click();
  await expect(page.getByText(messages.customers.paid)).toBeVisible();
  await expect(drawer.getByTestId('customer-balance')).toHaveText('Rp 8.000');
  await expect(drawer.getByTestId('customer-payment')).toContainText('Rp 10.000');
  await page.keyboard.press('Escape');
  await expect(sariRow.getByTestId('customer-balance')).toHaveText('Rp 8.000');
});

test('tutup kasir: the counted cash shows its difference, and the close is listed', async ({
  page,
}) => {
  const { username } = await newOwnerLoggedIn(page, 'tutup');
  const api = await ownerApi(page, username);
  // Rp 12.000 in cash (Rp 20.000 received, Rp 8.000 change) and Rp 7.000 by QRIS.
  await api.sell({
    cart: [{ id: 1, isDelivery: false, quantity: 2 }],
    payment: { method: 'tunai', received: 20_000 },
  });
  await api.sell({
    cart: [{ id: 1, isDelivery: false, quantity: 1 }],
    payment: { method: 'qris' },
  });

  await openFromMenu(page, 'Tutup Kasir');
  await expect(page.getByTestId('expected-cash')).toContainText('Rp 12.000');
  const counted = page.getByRole('textbox', { name: 'Uang tunai dihitung' });
  const difference = page.getByTestId('cash-difference');
  await counted.fill('12000');
  await expect(difference).toContainText('Pas');
  await counted.fill('15000');
  await expect(difference).toContainText('Lebih Rp 3.000');
  await counted.fill('10000');
  await expect(difference).toContainText('Kurang Rp 2.000');
  await page.getByRole('textbox', { name: 'Catatan' }).fill('Uang kembalian salah');
  await page.getByRole('button', { name: 'Tutup Kasir' }).click();
  // The server words the difference ('Selisih: …'); the list below shows it as the screen does.
  await expect(page.getByText(/^Tutup kasir dicatat\. Selisih: /)).toBeVisible();

  const close = page.getByTestId('cash-close');
  await expect(close).toHaveCount(1);
  await expect(close).toContainText('Rp 12.000');
  await expect(close).toContainText('Rp 10.000');
  await expect(close).toContainText('Kurang Rp 2.000');
  await expect(close).toContainText('Uang kembalian salah');
  // A new period starts empty.
  await expect(page.getByTestId('expected-cash')).toContainText('Rp 0');
  await expect(counted).toHaveValue('');
});
