import { join } from 'node:path';
import { expect, type BrowserContext, type Page, type Request } from '@playwright/test';

export const DEMO = {
  admin: ['admin', 'admin123'],
  owner: ['depot1', 'depot123'],
} as const;

/**
 * Each demo role's browser session, saved by auth.setup.ts on every run:
 * `test.use({ storageState: SESSION.owner })` starts a spec logged in as the demo owner.
 */
export const SESSION = {
  owner: join(import.meta.dirname, '.auth', 'owner.json'),
  admin: join(import.meta.dirname, '.auth', 'admin.json'),
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

/**
 * Every request a page makes, for checks that something was NOT fetched. `settled()` waits
 * until the page has rendered two frames (lazy images and observers have decided what to
 * load for what is on screen now) and no request is in flight, so such a check comes after
 * everything the page was going to fetch instead of after a guessed sleep.
 */
export function trackRequests(page: Page) {
  const urls: string[] = [];
  const inFlight = new Set<Request>();
  page.on('request', (r) => {
    urls.push(r.url());
    inFlight.add(r);
  });
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => inFlight.delete(r));
  return {
    urls,
    async settled() {
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      await expect.poll(() => [...inFlight].map((r) => r.url())).toEqual([]);
    },
  };
}

// A 1×1 transparent PNG for every map tile: the tests never reach OpenStreetMap.
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
export const TILE_HOST = 'tile.openstreetmap.org';

/** Answers the map tiles of a page (or of every page of a context) locally. */
export const serveTilesLocally = (target: Page | BrowserContext) =>
  target.route(`https://${TILE_HOST}/**`, (route) =>
    route.fulfill({ contentType: 'image/png', body: TILE }),
  );
