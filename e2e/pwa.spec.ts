import { expect, test, type Page } from '@playwright/test';
import { DEMO, loginAs } from './support';

/** Waits until the service worker registered after load controls the page. */
async function controlledBy(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((done) =>
        navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }),
      );
    }
    return new URL(registration.active?.scriptURL ?? '').pathname;
  });
}

/** Every URL in every cache of this origin, by cache name. */
const cached = (page: Page) =>
  page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      all[name] = keys.map((request) => new URL(request.url).pathname);
    }
    return all;
  });

test('the generated service worker makes the app installable and start offline', async ({
  page,
  context,
}) => {
  await page.goto('/');
  expect(await controlledBy(page)).toBe('/sw.js');
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(await manifest.json()).toMatchObject({ start_url: '/dashboard', display: 'standalone' });

  // The precache (with revisions) holds the files whose names do not change; built chunks are
  // kept as pages fetch them, so a visitor of the landing page downloads nothing more for it.
  const precache = Object.entries(await cached(page)).find(([name]) => name.includes('precache'));
  expect(precache?.[1].sort()).toEqual([
    '/favicon.svg',
    '/icon-192.png',
    '/icon-512.png',
    '/icon.svg',
    '/index.html',
    '/manifest.webmanifest',
  ]);

  // A second visit goes through the service worker, which keeps what the page loads.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Coba Gratis Sekarang' })).toBeVisible();
  const entry = await page.evaluate(() =>
    [...document.querySelectorAll('script[src], link[rel="stylesheet"]')].map(
      (el) => new URL((el as HTMLScriptElement).src || (el as HTMLLinkElement).href).pathname,
    ),
  );
  await expect
    .poll(async () => (await cached(page))['depot-chunks'])
    .toEqual(expect.arrayContaining(entry));

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Coba Gratis Sekarang' })).toBeVisible();
  await context.setOffline(false);
});

test('/api answers are never cached and /api pages are not the app', async ({ page }) => {
  await loginAs(page, ...DEMO.owner);
  expect(await controlledBy(page)).toBe('/sw.js');
  await expect(page.getByRole('table')).toBeVisible();
  await page.goto('/dashboard/pendapatan');
  await expect(page.getByRole('table')).toBeVisible();
  const urls = Object.values(await cached(page)).flat();
  expect(urls.length).toBeGreaterThan(0);
  expect(urls.filter((path) => path.startsWith('/api'))).toEqual([]);

  const response = await page.goto('/api/tidak-ada');
  expect(response?.status()).toBe(404);
  expect(await response?.json()).toEqual({
    success: false,
    message: 'Alamat API tidak ditemukan.',
  });
});
