import { expect, test, type Page } from '@playwright/test';
import { DEMO, loginAs, uniqueName } from './support';

async function submitRegistration(page: Page, username: string) {
  await page.goto('/register');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Username').fill(username);
  await field('Password').fill('rahasia123');
  await field('Nama Depot').fill(`Depot ${username}`);
  await field('Alamat').fill('Jl. Kenanga No. 5, Bogor');
  await field('ID Sensor Utama').fill(`${username}-level`);
  await field('Nama Sensor Utama').fill('Sensor Level');
  await field('Nama Tangki').fill('Tangki Depan');
  await page.getByRole('textbox', { name: 'Kapasitas Tangki (liter)' }).fill('1500');
  await page.getByRole('textbox', { name: 'Tinggi Tangki (cm)' }).fill('150');
  await page.getByRole('textbox', { name: 'ID Sensor 2' }).fill(`${username}-tap-a`);
  await page.getByRole('textbox', { name: 'Nama Sensor 2' }).fill('Flow Keran A');
  await page.getByRole('button', { name: 'Kirim Permintaan' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Permintaan registrasi terkirim. Tunggu persetujuan Super Admin sebelum login.',
  );
  // The form is cleared after success.
  await expect(field('Username')).toHaveValue('');
}

test('register, the admin approves, and the new owner logs in', async ({ page, browser }) => {
  const username = uniqueName('depot');
  await submitRegistration(page, username);

  const admin = await browser.newPage();
  await loginAs(admin, ...DEMO.admin);
  const card = admin.getByRole('article', { name: `Permintaan ${username}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText(`${username}-tap-a`);
  await expect(card).toContainText('Aliran Keran A');
  await card.getByRole('button', { name: 'Setujui' }).click();
  const confirm = admin.getByRole('dialog');
  await expect(confirm).toContainText('Apakah Anda yakin ingin MENYETUJUI permintaan ini?');
  await confirm.getByRole('button', { name: 'Ya, setujui' }).click();
  const keys = admin.getByRole('dialog', { name: 'Kunci perangkat' });
  await expect(keys.getByTestId(`device-key-${username}-level`)).toHaveText(/^[\w-]{40,}$/);
  await expect(keys.getByTestId(`device-key-${username}-tap-a`)).toBeVisible();
  await admin.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await admin.close();

  await loginAs(page, username, 'rahasia123');
  await expect(page.getByRole('heading', { name: `Dashboard - ${username}` })).toBeVisible();
  await page.goto('/dashboard/profile');
  await expect(page.getByText(`Depot ${username}`)).toBeVisible();
});

test('the admin rejects a request and it is gone', async ({ page }) => {
  const username = uniqueName('tolak');
  await submitRegistration(page, username);
  await loginAs(page, ...DEMO.admin);
  const card = page.getByRole('article', { name: `Permintaan ${username}` });
  await card.getByRole('button', { name: 'Tolak' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(
    'Apakah Anda yakin ingin MENOLAK permintaan ini? Data akan dihapus permanen.',
  );
  await confirm.getByRole('button', { name: 'Ya, tolak' }).click();
  await expect(card).toBeHidden();
  await page.getByRole('button', { name: 'Muat Ulang' }).click();
  await expect(card).toBeHidden();
});

test('the register form shows the spec messages for missing and invalid fields', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Kirim Permintaan' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Semua kolom wajib (Username, Password, Nama Depot, Alamat, ID Sensor Utama, Nama Sensor Utama, Nama Tangki, Kapasitas Tangki, Tinggi Tangki) harus diisi!',
  );
});

test('registering a username that is taken shows the server message', async ({ page }) => {
  await page.goto('/register');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Username').fill('depot1');
  await field('Password').fill('rahasia123');
  await field('Nama Depot').fill('Depot Kembar');
  await field('Alamat').fill('Jl. Mawar 1');
  await field('ID Sensor Utama').fill(uniqueName('s'));
  await field('Nama Sensor Utama').fill('Level');
  await field('Nama Tangki').fill('Tangki');
  await page.getByRole('textbox', { name: 'Kapasitas Tangki (liter)' }).fill('1000');
  await page.getByRole('textbox', { name: 'Tinggi Tangki (cm)' }).fill('0');
  await page.getByRole('button', { name: 'Kirim Permintaan' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Nama Tangki, Kapasitas Tangki, dan Tinggi Tangki harus diisi dengan nilai yang valid.',
  );
  await expect(page.getByRole('textbox', { name: 'Tinggi Tangki (cm)' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByRole('textbox', { name: 'Kapasitas Tangki (liter)' })).not.toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await page.getByRole('textbox', { name: 'Tinggi Tangki (cm)' }).fill('120');
  await page.getByRole('button', { name: 'Kirim Permintaan' }).click();
  await expect(page.getByRole('alert')).toContainText('Username "depot1" sudah dipakai');
});
