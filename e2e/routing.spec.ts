import { expect, test } from '@playwright/test';
import { SESSION, storage } from './support';

test.describe('a visitor', () => {
  for (const path of ['/dashboard', '/dashboard/profile', '/dashboard/pos']) {
    test(`opening ${path} goes to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  test('opening /admin goes to /login with the access message', async ({ page }) => {
    await page.goto('/admin/register');
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByText('Akses ditolak. Anda bukan Super Admin atau belum login.'),
    ).toBeVisible();
  });

  test('an unknown path shows a not-found page with a way home', async ({ page }) => {
    await page.goto('/tidak-ada-halaman-ini');
    await expect(page.getByText('Halaman yang Anda cari tidak ditemukan.')).toBeVisible();
    await page.getByRole('link', { name: 'Ke Beranda' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('a logged-in owner', () => {
  test.use({ storageState: SESSION.owner });
  test.beforeEach(async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard - depot1' })).toBeVisible();
  });

  test('on an unknown path goes to /dashboard', async ({ page }) => {
    await page.goto('/halaman-acak');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/dashboard/tidak-ada');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('opening /admin is refused and goes to /dashboard', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Akses ditolak. Anda bukan Super Admin.')).toBeVisible();
  });

  test('a forged super-admin flag in storage gets no admin data from the server', async ({
    page,
  }) => {
    await page.evaluate(() => window.localStorage.setItem('is_super_admin', 'true'));
    await page.goto('/admin/register');
    // The server refuses the owner's token: the session is cleared and the browser sent to login.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(/Anda akan diarahkan ke halaman login\./)).toBeVisible();
    expect(await storage(page, 'token')).toBeNull();
  });

  test('the sidebar opens with the menu button and closes when a link is chosen on a phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const menu = page.getByRole('navigation', { name: 'Menu utama' });
    // A closed sidebar slides off the screen.
    await expect(menu).not.toBeInViewport();
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await expect(menu).toBeInViewport();
    await menu.getByRole('link', { name: 'Profil' }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(menu).not.toBeInViewport();
    await expect(page.getByRole('button', { name: 'Buka menu' })).toBeVisible();
  });
});

test.describe('a logged-in super admin', () => {
  test.use({ storageState: SESSION.admin });

  test('is not given /dashboard', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/admin\/register$/);
    await page.goto('/halaman-acak');
    await expect(page).toHaveURL(/\/admin\/register$/);
  });
});
