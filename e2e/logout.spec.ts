import { expect, test } from '@playwright/test';
import { DEMO, loginAs, storage } from './support';

test('logout from the dashboard menu removes only the username', async ({ page }) => {
  await loginAs(page, ...DEMO.owner);
  await page.getByRole('button', { name: 'Menu profil' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storage(page, 'username')).toBeNull();
  expect(await storage(page, 'token')).toBeTruthy();
  expect(await storage(page, 'is_super_admin')).toBe('false');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('logout from the profile page clears the username and token', async ({ page }) => {
  await loginAs(page, ...DEMO.owner);
  await page.getByRole('button', { name: 'Menu profil' }).click();
  await page.getByRole('menuitem', { name: 'Profil' }).click();
  await expect(page.getByRole('heading', { name: 'Profil Pengguna' })).toBeVisible();
  await expect(page.getByText('Depot Air Tirta Segar')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storage(page, 'username')).toBeNull();
  expect(await storage(page, 'token')).toBeNull();
});

test('logout from the admin panel clears the session', async ({ page }) => {
  await loginAs(page, ...DEMO.admin);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storage(page, 'token')).toBeNull();
  await page.goto('/admin/register');
  await expect(page).toHaveURL(/\/login$/);
});
