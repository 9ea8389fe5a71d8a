import { messages } from '@depot/contract';
import { expect, test, type Page } from '@playwright/test';
import { loginAs, newOwnerLoggedIn, PASSWORD, storage, uniqueName } from './support';

/** Sells one 19 L gallon at the till, the `n`th sale of the depot today, and closes the receipt. */
async function sellOneGallon(page: Page, n: number) {
  await page
    .getByRole('navigation', { name: 'Menu utama' })
    .getByRole('link', { name: 'Kasir POS' })
    .click();
  await page
    .getByRole('article', { name: 'Galon 19L' })
    .getByRole('button', { name: 'Tidak Diantar · Rp 6.000' })
    .click();
  await page.getByRole('button', { name: 'Simpan Transaksi' }).click();
  const payment = page.getByRole('dialog', { name: 'Pembayaran' });
  await payment.getByRole('button', { name: 'Uang pas' }).click();
  await payment.getByRole('button', { name: 'Terima Tunai & Simpan' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `✅ Berhasil disimpan transaksi ke-${n} hari ini!`,
  );
  await page.keyboard.press('Escape');
}

test('an owner adds an employee who sells, cannot open income, and is sent to login when disabled', async ({
  page,
  browser,
}) => {
  const { username: owner } = await newOwnerLoggedIn(page, 'pemilik');
  await page.getByRole('link', { name: 'Karyawan' }).click();
  await expect(page.getByRole('heading', { name: 'Karyawan' })).toBeVisible();
  await expect(page.getByText('Belum ada karyawan.')).toBeVisible();

  // Add: the confirmation must match, then the employee is listed.
  const employee = uniqueName('kasir');
  await page.getByRole('button', { name: 'Tambah Karyawan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Karyawan' });
  await dialog.getByRole('textbox', { name: 'Nama karyawan' }).fill('Siti Rahma');
  await dialog.getByRole('textbox', { name: 'Username' }).fill(employee);
  await dialog.getByLabel(/^Password/).fill(PASSWORD);
  await dialog.getByLabel(/^Konfirmasi password/).fill('lain-lain');
  await dialog.getByRole('button', { name: 'Tambah' }).click();
  await expect(dialog.getByText('Konfirmasi password tidak cocok.')).toBeVisible();
  await dialog.getByLabel(/^Konfirmasi password/).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Tambah' }).click();
  await expect(page.getByText(`Karyawan ${employee} berhasil ditambahkan.`)).toBeVisible();
  const row = page.getByTestId(`employee-${employee}`);
  await expect(row).toContainText('Siti Rahma');
  await expect(row).toContainText('Aktif');

  // The employee, in a browser of their own, works for the owner's depot.
  const staff = await (await browser.newContext()).newPage();
  const refused: string[] = [];
  staff.on('response', (r) => r.status() === 403 && refused.push(r.url()));
  await loginAs(staff, employee, PASSWORD);
  expect(await storage(staff, 'role')).toBe('employee');
  expect(await storage(staff, 'username')).toBe(owner);
  // The frame names the employee, not the depot's owner.
  const header = staff.getByRole('banner');
  await expect(header.getByRole('heading', { name: 'Dashboard - Siti Rahma' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Menu profil' })).toHaveText('SR');
  await expect(header).not.toContainText(owner);
  await expect(staff.getByRole('heading', { name: 'Selamat datang, Siti Rahma!' })).toBeVisible();
  await expect(staff.getByRole('link', { name: 'Pendapatan hari ini' })).toHaveAttribute(
    'href',
    '/dashboard/pos',
  );
  const sidebar = staff.getByRole('navigation', { name: 'Menu utama' });
  await expect(sidebar.getByRole('link', { name: 'Kasir POS' })).toBeVisible();
  for (const hidden of [
    'Total Pendapatan',
    'Produk & Harga',
    'Perhitungan Tagihan PDAM',
    'Karyawan',
  ]) {
    await expect(sidebar.getByRole('link', { name: hidden })).toHaveCount(0);
  }

  // Every screen they have offers only what the server lets them do.
  await sidebar.getByRole('link', { name: 'Profil' }).click();
  await expect(staff.getByTestId('employee-note')).toContainText('Siti Rahma');
  await expect(staff.getByRole('heading', { name: 'Ganti Password' })).toBeVisible();
  await expect(staff.getByText('Pengaturan Depot')).toHaveCount(0);
  await sidebar.getByRole('link', { name: 'CCTV' }).click();
  await expect(staff.getByText(messages.cctv.noSourceEmployee).first()).toBeVisible();
  await expect(staff.getByRole('button', { name: messages.cctv.setSource })).toHaveCount(0);
  await sidebar.getByRole('link', { name: 'Selisih Galon' }).click();
  await expect(staff.getByText('Anda melihat angka shift Anda sendiri.')).toBeVisible();
  await sidebar.getByRole('link', { name: 'Trek Motor & Lokasi Depot' }).click();
  await expect(staff.getByRole('region', { name: messages.tracker.mapLabel })).toBeVisible();

  await sellOneGallon(staff, 1);
  const todayList = staff.getByRole('region', { name: 'Transaksi Hari Ini' });
  await expect(todayList).toContainText('Kasir: Siti Rahma');

  // The owner's sale shows in the employee's list without a 'Hapus': only their own has one.
  await sellOneGallon(page, 2);
  await expect(todayList).toContainText('Transaksi ke-2');
  await expect(todayList.getByRole('button', { name: 'Hapus transaksi ke-1' })).toBeVisible();
  await expect(todayList.getByRole('button', { name: 'Hapus transaksi ke-2' })).toHaveCount(0);
  expect(refused).toEqual([]);

  // Income is the owner's: a typed address is refused with a message, not a screen.
  await staff.goto('/dashboard/pendapatan');
  await expect(staff.getByRole('alert')).toContainText(
    'Akses ditolak. Halaman ini hanya untuk pemilik depot.',
  );
  await expect(staff.getByRole('heading', { name: 'Total Pendapatan' })).toHaveCount(0);
  await staff.getByRole('link', { name: 'Kembali ke Dashboard' }).click();
  await expect(staff).toHaveURL(/\/dashboard$/);

  // The owner sees the sale under the employee's name, then disables the employee.
  await page.getByRole('link', { name: 'Kasir POS' }).click();
  await expect(page.getByRole('region', { name: 'Transaksi Hari Ini' })).toContainText(
    'Kasir: Siti Rahma',
  );
  await page.getByRole('link', { name: 'Karyawan' }).click();
  await row.getByRole('button', { name: 'Nonaktifkan' }).click();
  await page.getByRole('button', { name: 'Ya, nonaktifkan' }).click();
  await expect(page.getByText(`Akun karyawan ${employee} dinonaktifkan.`)).toBeVisible();
  await expect(row).toContainText('Nonaktif');

  // The employee's open page: its next call is refused and the browser goes to /login.
  await staff.getByRole('navigation').getByRole('link', { name: 'Kasir POS' }).click();
  await expect(staff).toHaveURL(/\/login$/);
  expect(await storage(staff, 'token')).toBeNull();
  await staff.context().close();
});
