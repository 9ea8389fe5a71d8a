import { expect, test } from '@playwright/test';
import { DEMO, fillLogin, loginAs, storage, uniqueName } from './support';

test('an owner logs in and lands on the dashboard', async ({ page }) => {
  await loginAs(page, ...DEMO.owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard - depot1' })).toBeVisible();
  await expect(page.getByText('Login berhasil!')).toBeVisible();
  expect(await storage(page, 'username')).toBe('depot1');
  expect(await storage(page, 'is_super_admin')).toBe('false');
  expect(await storage(page, 'token')).toBeTruthy();
});

test('the username is sent trimmed, as the contract reads it', async ({ page }) => {
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/auth/login'));
  await loginAs(page, '  depot1 ', DEMO.owner[1]);
  expect((await sent).postDataJSON()).toEqual({ username: 'depot1', password: DEMO.owner[1] });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a super admin logs in and lands on the admin panel', async ({ page }) => {
  await loginAs(page, ...DEMO.admin);
  await expect(page).toHaveURL(/\/admin\/register$/);
  await expect(page.getByRole('heading', { name: 'Panel Admin - admin' })).toBeVisible();
  expect(await storage(page, 'is_super_admin')).toBe('true');
});

test('a wrong password shows the login failure message and stores nothing', async ({ page }) => {
  await fillLogin(page, 'depot1', 'salah-sekali');
  await expect(page.getByRole('alert')).toHaveText(
    'Login gagal! Periksa kembali username dan password.',
  );
  await expect(page).toHaveURL(/\/login$/);
  expect(await storage(page, 'token')).toBeNull();
});

test('a failed login does not end a session still stored', async ({ page }) => {
  await loginAs(page, ...DEMO.owner);
  const token = await storage(page, 'token');
  await fillLogin(page, 'depot1', 'salah-sekali');
  await expect(page.getByRole('alert')).toHaveText(
    'Login gagal! Periksa kembali username dan password.',
  );
  await expect(page.getByText(/Anda akan diarahkan ke halaman login/)).toHaveCount(0);
  expect(await storage(page, 'token')).toBe(token);
});

test('empty fields are refused in the browser without a call', async ({ page }) => {
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/auth/login')) calls++;
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Username dan password harus diisi!');
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(uniqueName('u'));
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Username dan password harus diisi!');
  expect(calls).toBe(0);
});

test('the login page links back home and to registration', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Daftar di sini' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.goto('/login');
  await page.getByRole('link', { name: /Kembali ke Beranda/ }).click();
  await expect(page).toHaveURL(/\/$/);
});
