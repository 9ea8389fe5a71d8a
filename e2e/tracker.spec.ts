import { readFileSync } from 'node:fs';
import {
  formatNumber,
  formatSpeed,
  fuelLitres,
  messages,
  type Geofence,
  type TrackerSummary,
} from '@depot/contract';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { serveTilesLocally, SESSION, uniqueName } from './support';

const KNOT_KMH = 1.852;
/** Issue #12: a phone's fix shows on the owner's map within 5 s. */
const LIVE_BOUND_MS = 5000;

/** The bearer token of a role's saved session, for the calls a test makes as that role. */
function tokenOf(session: string): string {
  const state = JSON.parse(readFileSync(session, 'utf8')) as {
    origins: { localStorage: { name: string; value: string }[] }[];
  };
  const token = state.origins.flatMap((o) => o.localStorage).find((e) => e.name === 'token');
  if (!token) throw new Error(`no token in ${session}`);
  return token.value;
}
const as = (session: string) => ({ authorization: `Bearer ${tokenOf(session)}` });

interface Bike {
  id: string;
  key: string;
  name: string;
}

/**
 * Motorbike trackers of the demo depot, added by the super admin for one test alone and deleted
 * with their history after it: left behind, they would go offline and notify the depot while
 * other specs watch its notifications.
 */
const test = base.extend<{ addBike: (prefix: string) => Promise<Bike> }>({
  addBike: async ({ request }, use) => {
    const added: Bike[] = [];
    await use(async (prefix) => {
      const name = uniqueName(`${prefix} `);
      const res = await request.post('/api/superadmin/trackers', {
        headers: as(SESSION.admin),
        data: { username: 'depot1', name },
      });
      expect(res.status()).toBe(201);
      const { id, key } = ((await res.json()) as { data: Bike }).data;
      added.push({ id, key, name });
      return { id, key, name };
    });
    for (const { id } of added) {
      const res = await request.delete(`/api/superadmin/trackers/${encodeURIComponent(id)}`, {
        headers: as(SESSION.admin),
      });
      expect(res.status()).toBe(200);
    }
  },
});

interface Fix {
  lat: number;
  lon: number;
  /** Epoch ms. */
  at: number;
  kmh?: number;
}

/** One fix as Traccar Client sends it (OsmAnd protocol): the key as `id`, seconds, knots. */
async function sendFix(request: APIRequestContext, bike: Bike, fix: Fix) {
  const res = await request.get('/api/osmand', {
    params: {
      id: bike.key,
      lat: fix.lat,
      lon: fix.lon,
      timestamp: Math.floor(fix.at / 1000),
      speed: (fix.kmh ?? 0) / KNOT_KMH,
      accuracy: 5,
    },
  });
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ accepted: 1, rejected: 0, errors: [] });
}

/** A browser of its own signed in as a role, map tiles answered locally. */
async function signedIn(browser: Browser, session: string) {
  // A service worker would fetch outside the route's sight.
  const context = await browser.newContext({ storageState: session, serviceWorkers: 'block' });
  await serveTilesLocally(context);
  return context.newPage();
}

async function openTracker(browser: Browser, session: string, path: string) {
  const page = await signedIn(browser, session);
  await page.goto(path);
  await expect(trackerMap(page)).toBeVisible();
  return page;
}

const trackerMap = (page: Page) => page.getByRole('region', { name: messages.tracker.mapLabel });
/** A bike's marker: a button named by the bike's label beneath it. */
const marker = (page: Page, name: string) =>
  trackerMap(page).getByRole('button', { name, exact: true });
const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Chooses an option of a Mantine select by its label. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/**
 * Where one bike's marker stands on screen relative to another's, both read in the same frame:
 * the map may be panning to follow the bike meanwhile.
 */
const offset = (page: Page, from: string, to: string) =>
  trackerMap(page)
    .locator('.leaflet-marker-icon[title]')
    .evaluateAll(
      (icons, [a, b]) => {
        const box = (name: string) => {
          const icon = icons.find((i) => i.getAttribute('title') === name);
          if (!icon) throw new Error(`no marker ${name}`);
          return icon.getBoundingClientRect();
        };
        const [p, q] = [box(a!), box(b!)];
        return { dx: Math.round(p.x - q.x), dy: Math.round(p.y - q.y) };
      },
      [from, to],
    );

/** The Asia/Jakarta day of a moment, as the date inputs take it. */
const jakartaDay = (at: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(at));

test('live mode: a fix sent like Traccar Client moves the bike on the owner’s map within 5 s', async ({
  browser,
  request,
  addBike,
}) => {
  const moving = await addBike('Motor Uji');
  const parked = await addBike('Motor Parkir');
  const start = Date.now() - 120_000;
  // East of the demo depot's delivery-area fence: no geofence notice for depot1 from this test.
  await sendFix(request, parked, { lat: -6.369, lon: 106.899, at: start });
  await sendFix(request, moving, { lat: -6.37, lon: 106.9, at: start });

  const page = await signedIn(browser, SESSION.owner);
  const stream = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events');
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Trek Motor & Lokasi Depot' }).click();
  await expect(page).toHaveURL(/\/dashboard\/trek-motor$/);
  expect((await stream).status()).toBe(200);
  // Owners see no drawing tools.
  await expect(trackerMap(page)).toBeVisible();
  await expect(page.getByTitle(messages.tracker.drawGeofence)).toHaveCount(0);

  await choose(page, messages.tracker.pickBike, `${moving.name} (Online)`);
  const status = card(page, messages.tracker.status);
  await expect(status).toContainText(moving.name);
  await expect(status).toContainText('Online');
  const bike = marker(page, moving.name);
  const other = marker(page, parked.name);
  await expect(bike).toBeVisible();
  await expect(other).toBeVisible();
  const before = await offset(page, moving.name, parked.name);

  // About 220 m north, a minute on: a plausible ride, so no filter drops it.
  const sentAt = Date.now();
  await sendFix(request, moving, { lat: -6.368, lon: 106.9, at: sentAt - 1000, kmh: 15 });
  await expect
    .poll(async () => (await offset(page, moving.name, parked.name)).dy, {
      timeout: LIVE_BOUND_MS,
    })
    .toBeLessThan(before.dy - 20);
  console.info(`fix sent → marker moved: ${Date.now() - sentAt} ms`);
  expect((await offset(page, moving.name, parked.name)).dx).toBe(before.dx);

  await bike.click();
  const popup = trackerMap(page).locator('.leaflet-popup');
  await expect(popup).toContainText(messages.tracker.lastPosition);
  await expect(popup).toContainText(moving.name);
  await expect(popup).toContainText('WIB');
  await expect(status.getByTestId('last-seen')).toContainText(messages.tracker.lastSeen);
  await page.context().close();
});

test('history mode: stats, fuel, the speed chart and a replayable trip of a hand-made ride', async ({
  browser,
  request,
  addBike,
}) => {
  const bike = await addBike('Motor Riwayat');
  // A second bike, so the depot has the picker whatever other specs add meanwhile.
  await addBike('Motor Lain');
  // Twelve fixes 30 s apart riding north at 30 km/h (250 m each), then four minutes parked:
  // one trip of 11 × 250 m, east of the demo depot's delivery-area fence (no geofence notice).
  const start = Date.now() - 40 * 60_000;
  const step = 250 / 111_320;
  for (let i = 0; i < 12; i++) {
    await sendFix(request, bike, {
      lat: -6.38 + i * step,
      lon: 106.9,
      at: start + i * 30_000,
      kmh: 30,
    });
  }
  for (let i = 1; i <= 8; i++) {
    await sendFix(request, bike, {
      lat: -6.38 + 11 * step,
      lon: 106.9,
      at: start + (11 + i) * 30_000,
    });
  }
  const range = { start_date: jakartaDay(start), end_date: jakartaDay(Date.now()) };
  const res = await request.get('/api/tracker/summary/depot1', {
    headers: as(SESSION.owner),
    params: { ...range, tracker: bike.id },
  });
  expect(res.status()).toBe(200);
  const summary = ((await res.json()) as { data: TrackerSummary }).data;
  expect(summary.trip_count).toBe(1);
  expect(summary.total_distance_km).toBeCloseTo(2.75, 1);

  const page = await openTracker(browser, SESSION.owner, '/dashboard/trek-motor');
  await choose(page, messages.tracker.pickBike, new RegExp(`^${bike.name} `));
  const controls = card(page, messages.tracker.controls);

  // Spec §5: both dates are needed.
  await controls.getByLabel(messages.tracker.fromDate).fill('');
  await controls.getByRole('button', { name: messages.tracker.showHistory }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: messages.tracker.datesRequired }),
  ).toBeVisible();

  await controls.getByLabel(messages.tracker.fromDate).fill(range.start_date);
  await controls.getByLabel(messages.tracker.toDate).fill(range.end_date);
  await controls.getByRole('button', { name: messages.tracker.showHistory }).click();

  const stats = card(page, messages.tracker.stats);
  const distance = `${formatNumber(summary.total_distance_km)} km`;
  await expect(stats).toContainText(distance);
  await expect(stats).toContainText(/\d+ jam \d+ menit \d+ detik/);
  await expect(stats).toContainText(formatSpeed(summary.average_speed_kmh));
  await expect(stats).toContainText(`${formatNumber(fuelLitres(summary.total_distance_km, 10))} L`);
  const efficiency = stats.getByLabel(messages.tracker.fuelEfficiency);
  await expect(efficiency).toHaveValue('10');
  await efficiency.fill('5');
  await expect(stats).toContainText(`${formatNumber(fuelLitres(summary.total_distance_km, 5))} L`);

  const chart = card(page, messages.tracker.speedChart);
  await expect(chart.getByRole('img', { name: messages.tracker.speedChart })).toBeVisible();
  await expect(chart.locator('canvas')).toHaveCount(1);

  const trips = card(page, messages.tracker.trips);
  const replay = trips.getByRole('button', { name: new RegExp(`^${messages.tracker.replay} `) });
  await expect(replay).toHaveCount(1);
  // The trip list shows two decimals always, so its column lines up.
  const tripKm = summary.total_distance_km.toLocaleString('id-ID', { minimumFractionDigits: 2 });
  await expect(trips).toContainText(`${tripKm} km`);
  await replay.click();
  await expect(
    page.getByRole('status').filter({ hasText: /Memutar ulang perjalanan/ }),
  ).toBeVisible();
  // The replayed bike rides on the map (orange pin, no label).
  await expect(trackerMap(page).locator('.leaflet-marker-icon:not([title])')).toHaveCount(1);
  await page.getByRole('button', { name: messages.tracker.stopReplay }).click();
  await expect(trackerMap(page).locator('.leaflet-marker-icon:not([title])')).toHaveCount(0);

  // 'Pelacakan Langsung' goes back to live and clears the history.
  await controls.getByRole('button', { name: messages.tracker.liveTracking }).click();
  await expect(stats).toHaveCount(0);
  await expect(card(page, messages.tracker.status)).toContainText(messages.tracker.liveMode);
  await page.context().close();
});

test('a tracker page loads every image of its own it asks for, Leaflet’s marker images too', async ({
  browser,
  request,
  addBike,
}) => {
  const bike = await addBike('Motor Gambar');
  await sendFix(request, bike, { lat: -6.31, lon: 106.81, at: Date.now() - 30_000 });
  const page = await signedIn(browser, SESSION.admin);
  // Before the fix: 404 for /admin/marker-icon.png and /admin/marker-shadow.png.
  const failed: string[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'image' && res.status() >= 400)
      failed.push(`${res.status()} ${new URL(res.url()).pathname}`);
  });
  page.on('requestfailed', (req) => {
    if (req.resourceType() === 'image') failed.push(`failed ${req.url()}`);
  });
  await page.goto('/admin/gps-tracker');
  await expect(trackerMap(page)).toBeVisible();
  await page.getByRole('combobox', { name: messages.tracker.pickTracker }).fill(bike.name);
  await page.getByRole('option', { name: new RegExp(`^${bike.name} `) }).click();
  await expect(marker(page, bike.name)).toBeVisible();
  // The next poll's answer: the marker's images, asked for before it showed, have answered too.
  await page.waitForResponse((res) => res.url().includes('/api/tracker/'));
  expect(failed).toEqual([]);
  await page.context().close();
});

test('a super admin draws a geofence with the polygon tool, names it, and deletes it', async ({
  browser,
  request,
  addBike,
}) => {
  // Far from where the other specs ride, so no bike of theirs crosses this fence.
  const bike = await addBike('Motor Pagar');
  await sendFix(request, bike, { lat: -6.3, lon: 106.8, at: Date.now() - 30_000 });
  const fenceName = uniqueName('Area Uji ');

  const page = await openTracker(browser, SESSION.admin, '/admin/gps-tracker');
  await page.getByRole('combobox', { name: messages.tracker.pickTracker }).fill(bike.name);
  await page.getByRole('option', { name: new RegExp(`^${bike.name} `) }).click();
  await expect(marker(page, bike.name)).toBeVisible();
  const box = await trackerMap(page).boundingBox();
  if (!box) throw new Error('map not shown');
  // A band across the top of the map: clear of the controls, the bike and the panel.
  const corners = [
    [0.35, 90],
    [0.65, 90],
    [0.65, 170],
    [0.35, 170],
  ].map(([x, y]) => ({ x: box.x + box.width * x!, y: box.y + y! }));
  const draw = async () => {
    await page.getByTitle(messages.tracker.drawGeofence).click();
    for (const { x, y } of corners) await page.mouse.click(x, y);
    // Clicking the first corner again closes the polygon.
    await page.mouse.click(corners[0]!.x, corners[0]!.y);
  };
  const fences = async () => {
    const res = await request.get('/api/tracker/geofence/depot1', { headers: as(SESSION.admin) });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { data: Geofence[] }).data;
  };

  // The tool speaks Indonesian: its hint beside the pointer and its buttons while drawing.
  const drawing = messages.tracker.geofenceDrawing;
  const tool = (text: string) => trackerMap(page).getByText(text, { exact: true });
  await page.getByTitle(messages.tracker.drawGeofence).click();
  await page.mouse.move(corners[0]!.x, corners[0]!.y);
  await expect(tool(drawing.tooltips.firstVertex)).toBeVisible();
  await expect(tool(drawing.actions.cancel)).toBeVisible();
  await page.mouse.click(corners[0]!.x, corners[0]!.y);
  await page.mouse.move(corners[1]!.x, corners[1]!.y);
  await expect(tool(drawing.tooltips.continueLine)).toBeVisible();
  await expect(tool(drawing.actions.removeLastVertex)).toBeVisible();
  await tool(drawing.actions.cancel).click();
  await expect(tool(drawing.tooltips.continueLine)).toHaveCount(0);

  // Cancelling the name prompt discards the shape (spec §5).
  const shapes = trackerMap(page).locator('path.leaflet-interactive');
  const shapesBefore = await shapes.count();
  page.once('dialog', (dialog) => dialog.dismiss());
  await draw();
  await expect(shapes).toHaveCount(shapesBefore);
  expect((await fences()).map((f) => f.name)).not.toContain(fenceName);

  const prompted = new Promise<string>((done) =>
    page.once('dialog', async (dialog) => {
      done(dialog.message());
      await dialog.accept(fenceName);
    }),
  );
  await draw();
  expect(await prompted).toBe(messages.tracker.geofencePrompt);
  await expect(page.getByText(messages.tracker.geofenceSaved)).toBeVisible();
  const saved = (await fences()).find((f) => f.name === fenceName);
  expect(saved).toBeDefined();
  expect(JSON.parse(saved!.coordinates)).toHaveLength(4);

  // The saved fence is drawn in blue and named in its popup, with the delete button.
  const blue = trackerMap(page).locator('path.leaflet-interactive[stroke="#1c7ed6"]');
  await expect(blue).toHaveCount((await fences()).length);
  const fencesBefore = await blue.count();
  await page.mouse.click(box.x + box.width * 0.5, box.y + 130);
  const popup = trackerMap(page).locator('.leaflet-popup');
  await expect(popup).toContainText(fenceName);
  await popup.getByRole('button', { name: messages.tracker.deleteGeofence }).click();
  await expect(page.getByText(messages.tracker.confirmDeleteGeofence(fenceName))).toBeVisible();
  await page.getByRole('button', { name: 'Ya, hapus' }).click();
  await expect(page.getByText(messages.tracker.geofenceDeleted)).toBeVisible();
  await expect(blue).toHaveCount(fencesBefore - 1);
  expect((await fences()).map((f) => f.name)).not.toContain(fenceName);
  await page.context().close();
});

test('a super admin adds a tracker in “Kelola Tracker”, reads its key once, sees it Online and deletes it', async ({
  browser,
  request,
}) => {
  const page = await openTracker(browser, SESSION.admin, '/admin/gps-tracker');
  const name = uniqueName('Motor Baru ');
  const openManager = async () => {
    await page.getByRole('button', { name: messages.tracker.manage }).click();
    const drawer = page.getByRole('dialog', { name: messages.tracker.manage });
    await expect(drawer).toBeVisible();
    return drawer;
  };
  let drawer = await openManager();
  const form = drawer.getByRole('form', { name: messages.tracker.addTracker });
  const submit = form.getByRole('button', { name: messages.tracker.addTracker });
  await form.getByRole('combobox', { name: messages.tracker.depotUsername }).fill('depot1');

  // Checked in the browser with the contract's schema: the name is required.
  await submit.click();
  await expect(form.getByText(messages.tracker.trackerName)).toBeVisible();
  // The server's refusal of a taken id stands under the id.
  await form.getByLabel(messages.tracker.trackerNameLabel).fill(name);
  const idInput = form.getByLabel(messages.tracker.trackerIdLabel);
  await idInput.fill('depot1-motor-1');
  await submit.click();
  await expect(form.getByText(messages.tracker.trackerTaken('depot1-motor-1'))).toBeVisible();

  await idInput.fill('');
  await submit.click();
  const keys = drawer.getByRole('region', { name: messages.deviceKeys.title });
  const shown = keys.locator('[data-testid^="device-key-"]');
  await expect(shown).toHaveText(/^[\w-]{40,}$/);
  const key = (await shown.textContent())!;
  const id = (await shown.getAttribute('data-testid'))!.replace('device-key-', '');
  expect(id).toMatch(/^depot1-motor-\d+$/);
  await expect(keys).toContainText(`${new URL(page.url()).origin}/api/osmand`);
  await expect(keys).toContainText(`trackers/${id}/position`);
  const bike = { id, key, name };
  try {
    const row = drawer
      .getByRole('region', { name: messages.tracker.trackerList })
      .getByRole('listitem', { name });
    await expect(row).toContainText(id);
    await expect(row).toContainText(messages.tracker.neverSeen);

    // The phone sends one fix with the key, as Traccar Client would; east of the demo fence.
    await sendFix(request, bike, { lat: -6.41, lon: 106.93, at: Date.now() - 1000 });
    await expect(row).toContainText('Online');
    await expect(row).toContainText(messages.tracker.lastSeen);

    // Shown once: closed and opened again, the drawer has the form back and no key.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.getByRole('combobox', { name: messages.tracker.pickTracker }).click();
    await expect(page.getByRole('option', { name: `${name} – Online` })).toBeVisible();
    await page.getByRole('option', { name: `${name} – Online` }).click();
    await expect(marker(page, name)).toBeVisible();
    await expect(card(page, messages.tracker.status)).toContainText('Online');

    drawer = await openManager();
    await expect(drawer.locator('[data-testid^="device-key-"]')).toHaveCount(0);
    await expect(drawer.getByRole('form', { name: messages.tracker.addTracker })).toBeVisible();

    await drawer
      .getByRole('listitem', { name })
      .getByRole('button', { name: messages.tracker.deleteTrackerNamed(name) })
      .click();
    await expect(page.getByText(messages.tracker.confirmDeleteTracker(name, id))).toBeVisible();
    await page.getByRole('button', { name: messages.tracker.yesDelete }).click();
    await expect(page.getByText(messages.tracker.trackerDeleted)).toBeVisible();
    await expect(drawer.getByRole('listitem', { name })).toHaveCount(0);
    // The deleted bike was on screen: the page falls back to the first bike.
    await expect(marker(page, name)).toHaveCount(0);
  } finally {
    // Left behind, the bike would go offline and notify the depot while other specs watch.
    await request.delete(`/api/superadmin/trackers/${encodeURIComponent(id)}`, {
      headers: as(SESSION.admin),
    });
  }
  await page.context().close();
});

test('a refused tracker call ends the super admin’s session and opens the login page', async ({
  browser,
}) => {
  const page = await openTracker(browser, SESSION.admin, '/admin/gps-tracker');
  await page.route('**/api/superadmin/trackers', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message: messages.api.adminOnly }),
        })
      : route.continue(),
  );
  await page.getByRole('button', { name: messages.tracker.manage }).click();
  const form = page.getByRole('form', { name: messages.tracker.addTracker });
  await form.getByRole('combobox', { name: messages.tracker.depotUsername }).fill('depot1');
  await form.getByLabel(messages.tracker.trackerNameLabel).fill('Motor Ditolak');
  await form.getByRole('button', { name: messages.tracker.addTracker }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(messages.api.adminOnly)).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  await page.context().close();
});
