import { expect, test, type Page } from '@playwright/test';
import { DEMO, loginAs, ownAddress, storage, uniqueName } from './support';

const PASSWORD = 'rahasia123';

/** A depot of its own, registered and approved through the API; its owner logged in on `page`. */
async function freshOwner(page: Page) {
  const username = uniqueName('pemilik');
  const register = await page.request.post('/api/auth/register', {
    headers: ownAddress(),
    data: {
      username,
      password: PASSWORD,
      depot_name: `Depot ${username}`,
      address: 'Jl. Mawar 3',
      tank_name: 'Tangki',
      capacity: 1000,
      height_cm: 100,
      sensor_id_main: `${username}-level`,
      sensor_name_main: 'Level',
      optional_sensors: [],
    },
  });
  expect(register.status()).toBe(202);
  const admin = await page.request.post('/api/auth/login', {
    data: { username: DEMO.admin[0], password: DEMO.admin[1] },
  });
  const headers = { authorization: `Bearer ${(await admin.json()).token as string}` };
  const pending = await (
    await page.request.get('/api/admin/pending-registrations', { headers })
  ).json();
  const id = pending.find((p: { username: string }) => p.username === username).id;
  const approved = await page.request.post(`/api/admin/approve-registration/${id}`, { headers });
  expect(approved.status()).toBe(200);
  await loginAs(page, username, PASSWORD);
  return username;
}

test('an owner adds an employee who sells, cannot open income, and is sent to login when disabled', async ({
  page,
  browser,
}) => {
  const owner = await freshOwner(page);
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
  await loginAs(staff, employee, PASSWORD);
  expect(await storage(staff, 'role')).toBe('employee');
  expect(await storage(staff, 'username')).toBe(owner);
  const sidebar = staff.getByRole('navigation');
  await expect(sidebar.getByRole('link', { name: 'Kasir POS' })).toBeVisible();
  for (const hidden of ['Total Pendapatan', 'Perhitungan Tagihan PDAM', 'Karyawan']) {
    await expect(sidebar.getByRole('link', { name: hidden })).toHaveCount(0);
  }

  await sidebar.getByRole('link', { name: 'Kasir POS' }).click();
  await staff
    .getByRole('article', { name: 'Galon 19L' })
    .getByRole('button', { name: 'Tidak Diantar · Rp 6.000' })
    .click();
  await staff.getByRole('button', { name: 'Simpan Transaksi' }).click();
  await expect(staff.getByRole('status')).toHaveText(
    '✅ Berhasil disimpan transaksi ke-1 hari ini!',
  );
  await staff.keyboard.press('Escape');
  const todayList = staff.getByRole('region', { name: 'Transaksi Hari Ini' });
  await expect(todayList).toContainText('Kasir: Siti Rahma');

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
