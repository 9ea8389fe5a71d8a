import { expect, test, type Page } from '@playwright/test';
import { DEMO, fillLogin, fillRegisterForm, loginAs, PASSWORD, uniqueName } from './support';

// A visitor registers from a phone.
test.use({ viewport: { width: 390, height: 844 } });

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const submit = (page: Page) => page.getByRole('button', { name: 'Kirim Permintaan' }).click();

/** The field is focused, on screen, and says `message` beside it. */
async function expectWrong(page: Page, name: string, message: string) {
  const input = field(page, name);
  await expect(input).toBeFocused();
  await expect(input).toBeInViewport();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(new RegExp(escape(message)));
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function register(page: Page, username: string) {
  await page.goto('/register');
  await fillRegisterForm(page, username);
  await submit(page);
  await expect(page.getByRole('heading', { name: 'Permintaan terkirim' })).toBeVisible();
}

test('register from a pricing button, wait for approval, then log in', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const username = uniqueName('depot');
  await page.goto('/');
  await page
    .getByLabel('Paket Optimal', { exact: true })
    .getByRole('link', { name: 'Pilih Paket Ini' })
    .click();
  await expect(page).toHaveURL(/\/register\?paket=optimal$/);
  const paket = page.getByRole('combobox', { name: 'Paket' });
  await expect(paket).toHaveValue('Paket Optimal · Rp 2.000.000');
  // The visitor may change their mind.
  await paket.click();
  await page.getByRole('option', { name: 'Paket Lengkap · Rp 3.500.000' }).click();
  await fillRegisterForm(page, username);
  await field(page, 'Nomor WhatsApp').fill('0812-3456-7890');
  await field(page, 'ID Sensor 2').fill(`${username}-tap-a`);
  await field(page, 'Nama Sensor 2').fill('Flow Keran A');
  await submit(page);

  const heading = page.getByRole('heading', { name: 'Permintaan terkirim' });
  await expect(heading).toBeFocused();
  await expect(page.getByRole('status')).toContainText(
    'Permintaan registrasi terkirim. Tunggu persetujuan Super Admin sebelum login.',
  );
  await expect(page.getByText(`Username: ${username}`)).toBeVisible();
  await expect(page.getByText('Paket pilihan: Paket Lengkap')).toBeVisible();
  await page.getByRole('link', { name: 'Ke halaman Login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await fillLogin(page, username, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Akun Anda masih menunggu persetujuan admin.');
  await fillLogin(page, username, 'bukan-ini');
  await expect(page.getByRole('alert')).toHaveText(
    'Login gagal! Periksa kembali username dan password.',
  );

  const admin = await browser.newPage();
  await loginAs(admin, ...DEMO.admin);
  const card = admin.getByRole('article', { name: `Permintaan ${username}` });
  await expect(card).toContainText(`${username}-tap-a`);
  await expect(card).toContainText('Aliran Keran A');
  await expect(card.getByRole('link', { name: '+6281234567890' })).toHaveAttribute(
    'href',
    'https://wa.me/6281234567890',
  );
  await expect(card).toContainText('Paket: Paket Lengkap');
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

  await loginAs(page, username, PASSWORD);
  await expect(page.getByRole('heading', { name: `Dashboard - ${username}` })).toBeVisible();
  await page.goto('/dashboard/profile');
  await expect(page.getByText(`Depot ${username}`)).toBeVisible();
});

test('the admin rejects a request: it is gone, and its login is told so', async ({ page }) => {
  const username = uniqueName('tolak');
  await register(page, username);
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

  await page.evaluate(() => window.localStorage.clear());
  await fillLogin(page, username, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(
    'Pendaftaran Anda ditolak admin. Hubungi kami untuk keterangan.',
  );
});

test('an empty form says beside each field what is missing, from the first', async ({ page }) => {
  await page.goto('/register');
  await submit(page);
  await expectWrong(page, 'Username', 'Username harus diisi.');
  for (const message of ['Password harus diisi.', 'Nama Depot harus diisi.']) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the page scrolls to the first wrong field, wherever it is', async ({ page }) => {
  await page.goto('/register');
  await fillRegisterForm(page, uniqueName('salah'));
  await field(page, 'Konfirmasi password').fill('lain-lagi');
  await field(page, 'Nomor WhatsApp').fill('021 555 1234');
  await field(page, 'Tinggi Tangki (cm)').fill('0');
  await submit(page);
  await expectWrong(page, 'Konfirmasi password', 'Konfirmasi password tidak cocok.');
  await expect(field(page, 'Nomor WhatsApp')).toHaveAccessibleDescription(
    /Nomor WhatsApp tidak valid/,
  );
  await expect(field(page, 'Tinggi Tangki (cm)')).toHaveAttribute('aria-invalid', 'true');

  await field(page, 'Konfirmasi password').fill(PASSWORD);
  await field(page, 'Nomor WhatsApp').fill('+62 812 3456 7890');
  await field(page, 'Tinggi Tangki (cm)').fill('150');
  await field(page, 'ID Sensor 5').fill(uniqueName('s'));
  await page.evaluate(() => window.scrollTo({ top: 0 }));
  await submit(page);
  await expectWrong(
    page,
    'Nama Sensor 5',
    'Sensor 5: isi ID dan nama sensor, atau kosongkan keduanya.',
  );
});

test('a username that is taken is said beside the username', async ({ page }) => {
  await page.goto('/register');
  await fillRegisterForm(page, 'depot1');
  await field(page, 'ID Sensor Utama').fill(uniqueName('s'));
  await submit(page);
  await expectWrong(page, 'Username', 'Username "depot1" sudah dipakai');
});
