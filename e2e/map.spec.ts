import {
  formatInteger,
  formatOneDecimal,
  MAP_PAGE_META,
  SUBSCRIPTION_LABELS,
  type PublicDepot,
} from '@depot/contract';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { serveTilesLocally, TILE_HOST } from './support';

/** Every test: tiles answered locally, and no request may leave 127.0.0.1 otherwise. */
const test = base.extend<{ localOnly: void }>({
  localOnly: [
    async ({ page }, use) => {
      const foreign: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.protocol === 'data:' || url.hostname === '127.0.0.1') return;
        if (url.hostname !== TILE_HOST) foreign.push(r.url());
      });
      await serveTilesLocally(page);
      await use();
      expect(foreign).toEqual([]);
    },
    { auto: true },
  ],
});
// A service worker would fetch outside page.route's sight.
test.use({ serviceWorkers: 'block' });

const mapRegion = (page: Page) =>
  page.getByRole('region', { name: 'Peta sebaran depot air minum' });
const legend = (page: Page) => page.getByRole('region', { name: /depot di peta$/ });
/** Single depots carry a title; cluster icons do not. */
const depotMarkers = (page: Page) => mapRegion(page).locator('.leaflet-marker-icon[title]');
const clusters = (page: Page) => mapRegion(page).locator('.leaflet-marker-icon:not([title])');

/** The item nearest the map's centre: clear of the legend, the controls and the chat button. */
async function nearestToCentre(page: Page, items: Locator) {
  const map = await mapRegion(page).boundingBox();
  if (!map) throw new Error('map not shown');
  const [cx, cy] = [map.x + map.width / 2, map.y + map.height / 2];
  const centres = await items.evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return [r.x + r.width / 2, r.y + r.height / 2] as const;
    }),
  );
  const distances = centres.map(([x, y]) => Math.hypot(x - cx, y - cy));
  return items.nth(distances.indexOf(Math.min(...distances)));
}

const getDepots = async (page: Page): Promise<PublicDepot[]> =>
  (await page.request.get('/api/public/depot-public')).json();

const ratingText = (d: PublicDepot) =>
  d.rating === null
    ? 'Belum ada ulasan'
    : `${formatOneDecimal(d.rating)} ★ (${formatInteger(d.jumlah_ulasan)} ulasan)`;

test('the navigation bar leads to the map, in the article style', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Navigasi utama' })
    .first()
    .getByRole('link', { name: 'Peta Sebaran' })
    .click();
  await expect(page).toHaveURL(/\/sebaran-depot$/);
  await expect(page).toHaveTitle(MAP_PAGE_META.title);
  await expect(page.getByRole('heading', { level: 1, name: 'Peta Sebaran Depot' })).toBeVisible();
  await expect(page.locator('header')).toHaveAttribute('data-article', 'true');
  await expect(page.locator('footer a[href="/sebaran-depot"]')).toHaveText('Peta Sebaran');
});

test('markers and clusters appear, the legend counts the API’s depots and names no status', async ({
  page,
}) => {
  const depots = await getDepots(page);
  expect(depots.length).toBeGreaterThan(0);
  await page.goto('/sebaran-depot');
  await expect(clusters(page).first()).toBeVisible();
  await expect(legend(page)).toHaveAccessibleName(`${depots.length} depot di peta`);
  await expect(legend(page)).toHaveText(`${formatInteger(depots.length)} depot di peta`);
  // Where a depot stands in the sales pipeline stays in WebGIS.
  for (const label of Object.values(SUBSCRIPTION_LABELS)) {
    await expect(page.getByText(label, { exact: true })).toHaveCount(0);
  }
  // Every depot is on the map: the cluster counts and single markers add up to the list.
  await expect
    .poll(async () => {
      const counts = await clusters(page).allInnerTexts();
      const inClusters = counts.reduce((sum, text) => sum + Number.parseInt(text, 10), 0);
      return inClusters + (await depotMarkers(page).count());
    })
    .toBe(depots.length);
});

test('clicking a marker opens a popup with the depot’s name and rating', async ({ page }) => {
  const depots = await getDepots(page);
  await page.goto('/sebaran-depot');
  await expect(clusters(page).first()).toBeVisible();
  // Zoom into clusters until single depots show.
  const settled = async () => {
    // Leaflet marks the map while a zoom animates; the clusters are redrawn when it ends.
    await expect(page.locator('.leaflet-zoom-anim')).toHaveCount(0);
  };
  for (let i = 0; i < 8 && (await depotMarkers(page).count()) === 0; i++) {
    await (await nearestToCentre(page, clusters(page))).click();
    await settled();
  }
  await settled();
  const marker = await nearestToCentre(page, depotMarkers(page));
  const title = (await marker.getAttribute('title')) ?? '';
  const depot = depots.find((d) => title === d.nama);
  expect(depot, title).toBeDefined();
  await marker.click();
  const popup = page.locator('.leaflet-popup');
  await expect(popup).toContainText(depot!.nama);
  await expect(popup).toContainText(ratingText(depot!));
});

test('the list shows every depot and opens a depot’s popup on the map', async ({ page }) => {
  const depots = await getDepots(page);
  const depot = depots.find((d) => d.telepon && d.jam_buka && d.kelurahan && d.rating !== null)!;
  await page.goto('/sebaran-depot');
  for (const { nama } of depots) {
    await expect(page.getByRole('article').filter({ hasText: nama })).toBeVisible();
  }
  // The demo owner has not agreed to be shown: its profile says 'Tidak ditampilkan'.
  await expect(page.getByRole('article').filter({ hasText: 'Depot Air Tirta Segar' })).toHaveCount(
    0,
  );
  await page.getByRole('button', { name: `Lihat ${depot.nama} di peta` }).click();
  const popup = page.locator('.leaflet-popup');
  await expect(popup).toContainText(depot.nama);
  await expect(popup).toContainText(depot.alamat);
  await expect(popup).toContainText(
    `${depot.kelurahan}, ${depot.kecamatan}, ${depot.kota_kabupaten}`,
  );
  await expect(popup).toContainText(`Jam buka: ${depot.jam_buka}`);
  await expect(popup).toContainText(ratingText(depot));
  await expect(popup.getByRole('link')).toHaveAttribute('href', /^tel:\d+$/);
});

test('on a phone the menu has the map link and closes on it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Buka menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Navigasi utama' }).last();
  await menu.getByRole('link', { name: 'Peta Sebaran' }).click();
  await expect(page).toHaveURL(/\/sebaran-depot$/);
  await expect(menu).toBeHidden();
  // The map fits the screen below the 64 px bar.
  const box = await mapRegion(page).boundingBox();
  expect(box && box.y >= 64 && box.y + box.height <= 844 && box.width > 300).toBe(true);
  await expect(clusters(page).first()).toBeVisible();
});

test('the landing page loads no Leaflet code or styles', async ({ page }) => {
  const leaflet: string[] = [];
  page.on('response', async (r) => {
    if (!/\.(js|css)$/.test(new URL(r.url()).pathname)) return;
    if (/leaflet/i.test(await r.text())) leaflet.push(r.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(leaflet).toEqual([]);
  // The check itself works: the map page does bring Leaflet.
  await page.goto('/sebaran-depot');
  await expect(clusters(page).first()).toBeVisible();
  await expect.poll(() => leaflet.length).toBeGreaterThan(0);
});

test('a failed load says so and retries; depots with invalid coordinates stay off the map', async ({
  page,
}) => {
  const api = '**/api/public/depot-public';
  await page.route(api, (route) => route.fulfill({ status: 500, json: { success: false } }));
  await page.goto('/sebaran-depot');
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(/Gagal memuat peta sebaran depot\./);
  const real = await getDepots(page);
  const [first, second] = real as [PublicDepot, PublicDepot];
  await page.unroute(api);
  await page.route(api, (route) =>
    route.fulfill({ json: [first, { ...second, latitude: 0, longitude: 0 }] }),
  );
  await alert.getByRole('button', { name: 'Coba lagi' }).click();
  await expect(legend(page)).toHaveAccessibleName('1 depot di peta');
  await expect(depotMarkers(page)).toHaveCount(1);
  // The skipped depot is still in the list, without a way to show it on the map.
  await expect(page.getByRole('article').filter({ hasText: second.nama })).toBeVisible();
  await expect(page.getByRole('button', { name: `Lihat ${second.nama} di peta` })).toHaveCount(0);
});

test('with no depots the map says so', async ({ page }) => {
  await page.route('**/api/public/depot-public', (route) => route.fulfill({ json: [] }));
  await page.goto('/sebaran-depot');
  await expect(page.getByText('Belum ada depot yang tampil di peta.')).toBeVisible();
  await expect(mapRegion(page)).toBeVisible();
});

test('still draws OpenStreetMap tiles when the tile configuration cannot be read', async ({
  page,
}) => {
  const tiles: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith('https://tile.openstreetmap.org/')) tiles.push(r.url());
  });
  await page.route('**/api/public/map-config', (route) => route.fulfill({ status: 500, json: {} }));
  await page.goto('/sebaran-depot');
  await expect(clusters(page).first()).toBeVisible();
  await expect.poll(() => tiles.length).toBeGreaterThan(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
