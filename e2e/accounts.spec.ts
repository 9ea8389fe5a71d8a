import { expect, test, type Page } from '@playwright/test';
import { DEMO, fillLogin, loginAs, newDepot, PASSWORD, SESSION, uniqueName } from './support';

// The e2e server is shared by every spec: these tests change only owners of their own.
test.use({ storageState: SESSION.admin });

async function openAccount(page: Page, username: string) {
  await page.goto('/admin/manage-accounts');
  await expect(page.getByRole('heading', { name: 'Manajemen Akun' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Cari akun' }).fill(username);
  const row = page.getByTestId(`account-${username}`);
  await expect(row).toBeVisible();
  return row;
}

test('a super admin renames an owner, who logs in with the new name to the same depot', async ({
  page,
  browser,
  request,
}) => {
  const oldName = await newDepot(request, 'ganti');
  const newName = uniqueName('baru');
  const row = await openAccount(page, oldName);
  await expect(row).toContainText('Pemilik');
  await expect(row).toContainText(`Depot ${oldName}`);

  await row.getByRole('button', { name: 'Ubah Username' }).click();
  const dialog = page.getByRole('dialog', { name: `Ubah Username — ${oldName}` });
  const field = dialog.getByRole('textbox', { name: 'Username baru' });
  await expect(field).toHaveValue(oldName);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toContainText('Username tidak berubah.');
  await field.fill('');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toContainText('Username baru tidak boleh kosong.');
  await field.fill(DEMO.owner[0]);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText(`Username "${DEMO.owner[0]}" sudah dipakai`)).toBeVisible();
  await field.fill(newName);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Username diubah menjadi "${newName}"`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Cari akun' }).fill(newName);
  await expect(page.getByTestId(`account-${newName}`)).toContainText(`Depot ${oldName}`);

  const owner = await browser.newPage({ storageState: { cookies: [], origins: [] } });
  await fillLogin(owner, oldName, PASSWORD);
  await expect(owner.getByRole('alert')).toHaveText(
    'Login gagal! Periksa kembali username dan password.',
  );
  await loginAs(owner, newName, PASSWORD);
  await expect(owner.getByRole('heading', { name: `Dashboard - ${newName}` })).toBeVisible();
  const tank = owner.getByRole('region', { name: 'Tangki Tangki Depan' });
  await expect(tank).toContainText('750,00 L dari 1.000 L');
  await expect(tank).toContainText('Tinggi air 75 cm dari 100 cm');
  await owner.close();
});

test('a switched-off owner cannot log in until switched on again', async ({
  page,
  browser,
  request,
}) => {
  const username = await newDepot(request, 'mati');
  const row = await openAccount(page, username);
  await row.getByRole('button', { name: 'Nonaktifkan' }).click();
  const confirm = page.getByRole('dialog', { name: 'Nonaktifkan akun' });
  await expect(confirm).toContainText(`Nonaktifkan akun "${username}"?`);
  await confirm.getByRole('button', { name: 'Ya, nonaktifkan' }).click();
  await expect(page.getByText(`Akun "${username}" dinonaktifkan.`)).toBeVisible();
  await expect(row).toContainText('Nonaktif');

  const owner = await browser.newPage({ storageState: { cookies: [], origins: [] } });
  await fillLogin(owner, username, PASSWORD);
  // Answered like a wrong password: the answer never confirms a guessed one.
  await expect(owner.getByRole('alert')).toHaveText(
    'Login gagal! Periksa kembali username dan password.',
  );

  await row.getByRole('button', { name: 'Aktifkan' }).click();
  await page
    .getByRole('dialog', { name: 'Aktifkan akun' })
    .getByRole('button', {
      name: 'Ya, aktifkan',
    })
    .click();
  await expect(row).toContainText('Aktif');
  await loginAs(owner, username, PASSWORD);
  await expect(owner.getByRole('region', { name: 'Tangki Tangki Depan' })).toContainText(
    '750,00 L dari 1.000 L',
  );
  await owner.close();
});

test('the password form checks length and confirmation before sending', async ({
  page,
  browser,
  request,
}) => {
  const username = await newDepot(request, 'sandi');
  const row = await openAccount(page, username);
  await row.getByRole('button', { name: 'Ubah Password' }).click();
  const dialog = page.getByRole('dialog', { name: `Ubah Password — ${username}` });
  const password = dialog.getByLabel(/^Password baru/);
  const confirm = dialog.getByLabel('Konfirmasi password baru');
  await password.fill('12345');
  await confirm.fill('12345');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toContainText('Password baru tidak valid. Minimal 6 karakter.');
  await password.fill('sandi-baru-9');
  await confirm.fill('sandi-baru-8');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toContainText('Konfirmasi password tidak cocok.');
  await confirm.fill('sandi-baru-9');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Password berhasil diubah.')).toBeVisible();

  const owner = await browser.newPage({ storageState: { cookies: [], origins: [] } });
  await fillLogin(owner, username, PASSWORD);
  await expect(owner.getByRole('alert')).toHaveText(
    'Login gagal! Periksa kembali username dan password.',
  );
  await loginAs(owner, username, 'sandi-baru-9');
  await owner.close();
});
