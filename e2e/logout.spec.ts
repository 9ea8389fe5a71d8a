import { expect, test, type Page } from '@playwright/test';
import { DEMO, loginAs, storage } from './support';

const SESSION_KEYS = ['token', 'username', 'is_super_admin'];
const UNAUTHORIZED = 'Anda belum login atau sesi telah berakhir. Silakan login kembali.';

const storedSession = (page: Page) =>
  page.evaluate((keys) => keys.map((k) => window.localStorage.getItem(k)), SESSION_KEYS);

/** What the server answers a call carrying `token` now. */
async function profileWith(page: Page, token: string) {
  const response = await page.request.get('/api/profile/depot1', {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status(), body: (await response.json()) as unknown };
}

async function loginAsOwner(page: Page) {
  await loginAs(page, ...DEMO.owner);
  const token = await storage(page, 'token');
  if (!token) throw new Error('no token stored after login');
  // The token works before logout, so its refusal afterwards is the logout's doing.
  expect((await profileWith(page, token)).status).toBe(200);
  return token;
}

test('logout from the dashboard menu revokes the token and clears the session', async ({
  page,
}) => {
  const token = await loginAsOwner(page);
  const logout = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
  await page.getByRole('button', { name: 'Menu profil' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  const answer = await logout;
  expect(answer.request().method()).toBe('POST');
  expect(answer.request().headers().authorization).toBe(`Bearer ${token}`);
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toEqual([null, null, null]);
  expect(await profileWith(page, token)).toEqual({
    status: 401,
    body: { success: false, message: UNAUTHORIZED },
  });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('logout from the profile page revokes the token and clears the session', async ({ page }) => {
  const token = await loginAsOwner(page);
  await page.getByRole('button', { name: 'Menu profil' }).click();
  await page.getByRole('menuitem', { name: 'Profil' }).click();
  await expect(page.getByRole('heading', { name: 'Profil Pengguna' })).toBeVisible();
  await expect(page.getByText('Depot Air Tirta Segar')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toEqual([null, null, null]);
  expect((await profileWith(page, token)).status).toBe(401);
});

test('logout from the admin panel clears the session without an access-denied alert', async ({
  page,
}) => {
  await loginAs(page, ...DEMO.admin);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toEqual([null, null, null]);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(page.getByText(/Akses ditolak/)).toHaveCount(0);
  await page.goto('/admin/register');
  await expect(page).toHaveURL(/\/login$/);
});

test('logout clears the session even when the server cannot be reached', async ({ page }) => {
  await loginAs(page, ...DEMO.owner);
  await page.route('**/api/auth/logout', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Menu profil' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toEqual([null, null, null]);
});

test('a logout in another tab signs this tab out too', async ({ page }) => {
  await loginAs(page, ...DEMO.owner);
  const other = await page.context().newPage();
  await other.goto('/dashboard/profile');
  await other.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  await expect(other).toHaveURL(/\/login$/);
  await expect(page).toHaveURL(/\/login$/);
});

test('a token the server refuses ends the session once, from any screen', async ({ page }) => {
  await loginAs(page, ...DEMO.owner);
  // The dashboard asks for reports, tanks and notifications at once: every one is refused.
  await page.evaluate(() => window.localStorage.setItem('token', 'bukan-token-yang-sah'));
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText(`${UNAUTHORIZED} Anda akan diarahkan ke halaman login.`, { exact: true }),
  ).toHaveCount(1);
  expect(await storedSession(page)).toEqual([null, null, null]);
});
