import { join } from 'node:path';
import type { ApproveResponse, PendingRegistration, RegisterRequest } from '@depot/contract';
import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type Request,
} from '@playwright/test';

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

/** Answers the map tiles of a page (or of every page of a context) locally; `seen` collects their paths. */
export const serveTilesLocally = (target: Page | BrowserContext, seen?: string[]) =>
  target.route(`https://${TILE_HOST}/**`, (route) => {
    seen?.push(new URL(route.request().url()).pathname);
    return route.fulfill({ contentType: 'image/png', body: TILE });
  });

/**
 * A registration a test sends through the API comes from an address of its own (the e2e server
 * trusts 127.0.0.1 as a proxy, so `X-Forwarded-For` names the client): together the specs would
 * pass the hourly per-address limit that registration.spec.ts meets as a browser does.
 */
export const ownAddress = () => ({
  'x-forwarded-for': `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`,
});

/** The password of every depot `newDepot` registers. */
export const PASSWORD = 'rahasia123';

/** Fills every required field of the open register form validly, for `username`. */
export async function fillRegisterForm(page: Page, username: string) {
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Username').fill(username);
  await field('Password').fill(PASSWORD);
  await field('Konfirmasi password').fill(PASSWORD);
  await field('Nama Depot').fill(`Depot ${username}`);
  await field('Alamat').fill('Jl. Kenanga No. 5, Bogor');
  await field('ID Sensor Utama').fill(`${username}-level`);
  await field('Nama Sensor Utama').fill('Sensor Level');
  await field('Nama Tangki').fill('Tangki Depan');
  await field('Kapasitas Tangki (liter)').fill('1500');
  await field('Tinggi Tangki (cm)').fill('150');
}

/** A depot name as long as some real ones, for screens that must wrap it rather than cut it. */
export const LONG_DEPOT_NAME =
  'Depot Air Minum Isi Ulang Tirta Sejahtera Makmur Abadi Kabupaten Bogor';

/**
 * A registration request for `username` sent through the API, waiting for the super admin;
 * `fields` replace the form's values (a long `depot_name`, the optional sensors).
 */
export async function sendRegistration(
  request: APIRequestContext,
  username: string,
  fields: Partial<RegisterRequest> = {},
) {
  const register = await request.post('/api/auth/register', {
    headers: ownAddress(),
    data: {
      username,
      password: PASSWORD,
      depot_name: `Depot ${username}`,
      address: 'Jl. Kenanga No. 5, Bogor',
      tank_name: 'Tangki Depan',
      capacity: 1000,
      height_cm: 100,
      sensor_id_main: `${username}-level`,
      sensor_name_main: 'Sensor Level',
      ...fields,
    },
  });
  expect(register.status()).toBe(202);
}

/** A depot registered and approved through the API, its tank at 750 of 1000 L. */
export async function newDepot(request: APIRequestContext, prefix: string) {
  return (await newDepotWithSensors(request, prefix)).username;
}

/**
 * `newDepot` with optional sensors of its own, named after the depot (e.g.
 * `(u) => [{ id: `${u}-tap-a`, name: 'Keran A', kind: 'flow_a' }]`), and every sensor's device
 * key, so that a spec sends readings to a depot no other spec touches.
 */
export async function newDepotWithSensors(
  request: APIRequestContext,
  prefix: string,
  optionalSensors: (username: string) => RegisterRequest['optional_sensors'] = () => [],
) {
  const username = uniqueName(prefix);
  await sendRegistration(request, username, { optional_sensors: optionalSensors(username) });
  const login = await request.post('/api/auth/login', {
    data: { username: DEMO.admin[0], password: DEMO.admin[1] },
  });
  const headers = { authorization: `Bearer ${(await login.json()).token as string}` };
  const pending = (await (
    await request.get('/api/admin/pending-registrations', { headers })
  ).json()) as PendingRegistration[];
  const id = pending.find((p) => p.username === username)?.id;
  const approved = await request.post(`/api/admin/approve-registration/${id}`, { headers });
  expect(approved.status()).toBe(200);
  const keys = ((await approved.json()) as ApproveResponse).device_keys;
  const reading = await request.post(`/api/ingest/${username}-level`, {
    headers: { authorization: `Bearer ${keys[`${username}-level`]}` },
    data: { water_level_cm: 75 },
  });
  expect(reading.status()).toBe(200);
  return { username, keys };
}

/** A new employee of the demo owner's depot, created through the API; returns its username. */
export async function newDemoEmployee(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    data: { username: DEMO.owner[0], password: DEMO.owner[1] },
  });
  const username = uniqueName('kasir');
  const created = await request.post(`/api/employees/${DEMO.owner[0]}`, {
    headers: { authorization: `Bearer ${(await login.json()).token as string}` },
    data: { username, password: PASSWORD, name: 'Siti Rahma' },
  });
  expect(created.status()).toBe(200);
  return username;
}

/** `newDepotWithSensors`, its owner logged in on `page`. */
export async function newOwnerLoggedIn(
  page: Page,
  prefix: string,
  optionalSensors?: (username: string) => RegisterRequest['optional_sensors'],
) {
  const depot = await newDepotWithSensors(page.request, prefix, optionalSensors);
  await loginAs(page, depot.username, PASSWORD);
  return depot;
}
