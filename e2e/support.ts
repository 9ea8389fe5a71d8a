import { expect, type Page } from '@playwright/test';

export const DEMO = {
  admin: ['admin', 'admin123'],
  owner: ['depot1', 'depot123'],
} as const;

let counter = 0;
/** A username no other test uses, so tests run in any order and in parallel. */
export const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}${Math.floor(Math.random() * 1e4)}`;

export async function fillLogin(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

export async function loginAs(page: Page, username: string, password: string) {
  await fillLogin(page, username, password);
  await expect(page).toHaveURL(/\/(dashboard|admin\/register)$/);
}

export const storage = (page: Page, key: string) =>
  page.evaluate((k) => window.localStorage.getItem(k), key);
