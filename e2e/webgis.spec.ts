import { readFile } from 'node:fs/promises';
import { DEPOT_CSV_COLUMNS, parseCsv, type WebgisDepot } from '@depot/contract';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, SESSION, serveTilesLocally, uniqueName } from './support';

test.use({ storageState: SESSION.admin, serviceWorkers: 'block' });
test.beforeEach(({ page }) => serveTilesLocally(page));

const adminMap = (page: Page) => page.getByRole('region', { name: 'Peta WebGIS depot air minum' });
const settled = (page: Page) => expect(page.locator('.leaflet-zoom-anim')).toHaveCount(0);

async function adminHeaders(page: Page) {
  const login = await page.request.post('/api/auth/login', {
    data: { username: DEMO.admin[0], password: DEMO.admin[1] },
  });
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/** A point of the admin map, near its centre, where neither a marker nor a control lies. */
async function bareSpot(page: Page) {
  const box = (await adminMap(page).boundingBox())!;
  for (const fy of [0.3, 0.4, 0.5, 0.6, 0.7]) {
    for (const fx of [0.3, 0.4, 0.5, 0.6, 0.7]) {
      const position = { x: box.width * fx, y: box.height * fy };
      const bare = await page.evaluate(
        ({ x, y }) => {
          const hit = document.elementFromPoint(x, y);
          return !!hit && !hit.closest('.leaflet-marker-icon, .leaflet-control, .leaflet-popup');
        },
        { x: box.x + position.x, y: box.y + position.y },
      );
      if (bare) return position;
    }
  }
  throw new Error('no bare spot on the admin map');
}

async function openWebgis(page: Page) {
  await page.goto('/admin/register');
  await page.getByRole('link', { name: 'WebGIS Depots' }).click();
  await expect(page).toHaveURL(/\/admin\/webgis$/);
  await expect(adminMap(page).locator('.leaflet-marker-icon').first()).toBeVisible();
}

test('the admin sidebar lists its screens in order, WebGIS Depots among them', async ({ page }) => {
  await page.goto('/admin/register');
  const links = page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link');
  await expect(links.filter({ hasText: 'WebGIS Depots' })).toBeVisible();
  expect(await links.allInnerTexts()).toEqual([
    'Registrasi Admin',
    'Kelola Data Master',
    'WebGIS Depots',
    'Manajemen Akun',
    'smart-weather',
    'smart-farming',
    'gps-tracker',
    'Testimoni',
  ]);
});

test('a depot added by clicking the map is a prospect in WebGIS, never on the public map', async ({
  page,
}) => {
  const name = `Depot ${uniqueName('Peta')}`;
  await openWebgis(page);
  await page.getByRole('button', { name: 'Tambah Titik' }).click();
  const form = page.getByRole('form', { name: 'Tambah titik depot' });
  // The map opens on Jakarta: a click near its centre is inside Indonesia, on the map itself
  // rather than on a depot's marker that other tests may have put there.
  await settled(page);
  await adminMap(page).click({ position: await bareSpot(page) });
  await expect(form.getByRole('textbox', { name: 'Latitude' })).toHaveValue(/^-6,\d+$/);
  await expect(form.getByRole('textbox', { name: 'Longitude' })).toHaveValue(/^106,\d+$/);
  await form.getByRole('textbox', { name: 'Nama depot' }).fill(name);
  await form.getByRole('textbox', { name: 'Alamat' }).fill('Jl. Uji Peta No. 1');
  await form.getByRole('textbox', { name: 'Telepon' }).fill('0812-3456-7890');
  await form.getByRole('button', { name: 'Simpan Titik' }).click();
  await expect(page.getByText('Titik berhasil ditambahkan.')).toBeVisible();
  await expect(form).toBeHidden();

  await page.getByRole('textbox', { name: 'Cari depot menurut nama atau alamat' }).fill(name);
  await expect(page.getByRole('region', { name: '1 depot di peta' })).toBeVisible();
  await expect(
    adminMap(page).locator(`.leaflet-marker-icon[title="${name} (Prospek)"]`),
  ).toBeVisible();

  // Sales data stays in WebGIS: only an owner's consent puts a depot on the public map.
  const listed = (await (await page.request.get('/api/public/depot-public')).json()) as {
    nama: string;
  }[];
  expect(listed.map((d) => d.nama)).not.toContain(name);
  await page.goto('/sebaran-depot');
  await expect(page.getByRole('region', { name: /depot di peta$/ })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: name })).toHaveCount(0);
  await expect(page.getByText('Prospek', { exact: true })).toHaveCount(0);
});

test('the export downloads depot_data.csv with a BOM and 13 columns', async ({ page }) => {
  await openWebgis(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Ekspor CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('depot_data.csv');
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = parseCsv(text);
  expect(header!.cells).toEqual([...DEPOT_CSV_COLUMNS]);
  const depots = (await (
    await page.request.get('/api/webgis/depot', { headers: await adminHeaders(page) })
  ).json()) as WebgisDepot[];
  // Other tests add depots meanwhile: every exported row is a stored depot, the demo's included.
  const names = new Set(depots.map((d) => d.nama));
  expect(rows.length).toBeGreaterThanOrEqual(50);
  expect(rows.filter((r) => !names.has(r.cells[0]!))).toEqual([]);
  for (const row of rows) expect(row.cells).toHaveLength(13);
  const demo = rows.find((r) => r.cells[0] === 'Depot Air Tirta Segar')!;
  expect(demo.cells).toEqual([
    'Depot Air Tirta Segar',
    'Jl. Margonda Raya No. 21, Depok',
    '(021) 0000-0021',
    '07.00–21.00',
    '-6.3712',
    '106.8322',
    'Kemiri Muka',
    'Beji',
    'Kota Depok',
    'admin',
    'Ya',
    '4.6',
    '128',
  ]);
});

test('changing the subscription in a popup changes the marker colour', async ({ page }) => {
  const name = `Depot ${uniqueName('Warna')}`;
  const created = await page.request.post('/api/webgis/depot', {
    headers: await adminHeaders(page),
    data: {
      nama: name,
      alamat: 'Jl. Warna 2',
      latitude: -6.2,
      longitude: 106.84,
      is_subscribed: 'Tidak',
    },
  });
  expect(created.status()).toBe(201);
  await openWebgis(page);
  await page.getByRole('textbox', { name: 'Cari depot menurut nama atau alamat' }).fill(name);
  const marker = adminMap(page).locator(`.leaflet-marker-icon[title^="${name} ("]`);
  await expect(marker).toHaveAttribute('title', `${name} (Belum berlangganan)`);
  await expect(marker.locator('[data-kind]')).toHaveAttribute('data-kind', 'Tidak');
  await settled(page);
  await marker.click();
  const form = page.getByRole('form', { name: `Ubah ${name}` });
  await form.getByRole('textbox', { name: 'Surveyor' }).fill('surveyor-e2e');
  await form.getByRole('combobox', { name: 'Status berlangganan' }).selectOption('Ya');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data berhasil diperbarui.')).toBeVisible();
  await expect(marker).toHaveAttribute('title', `${name} (Berlangganan)`);
  await expect(marker.locator('[data-kind]')).toHaveAttribute('data-kind', 'Ya');
  await expect(marker.locator('[data-kind]')).toHaveCSS('background-color', 'rgb(47, 158, 68)');
  await marker.click();
  await expect(form.getByRole('textbox', { name: 'Surveyor' })).toHaveValue('surveyor-e2e');
});

test('an imported CSV stores the good rows and lists the bad ones', async ({ page }) => {
  const name = `Depot ${uniqueName('Impor')}`;
  await openWebgis(page);
  await page.getByRole('button', { name: 'Impor CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Impor CSV depot' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'survei.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `nama,alamat,latitude,longitude,rating\n${name},Jl. Impor 1,-6.21,106.85,4\n${name} 2,Jl. Impor 2,-6.22,106.86,6\n`,
    ),
  });
  await expect(dialog.getByRole('status')).toHaveText('1 titik ditambahkan, 1 baris ditolak.');
  const report = dialog.getByRole('table', { name: 'Baris yang ditolak' });
  await expect(report.getByRole('row').nth(1)).toHaveText('3Rating harus antara 0 dan 5.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('textbox', { name: 'Cari depot menurut nama atau alamat' }).fill(name);
  await expect(page.getByRole('region', { name: '1 depot di peta' })).toBeVisible();
});

test('on a phone the controls stack and the map stays large', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/webgis');
  await expect(adminMap(page).locator('.leaflet-marker-icon').first()).toBeVisible();
  const map = (await adminMap(page).boundingBox())!;
  expect(map.width).toBe(390);
  expect(map.height).toBeGreaterThan(500);
  await page.getByRole('button', { name: 'Tambah Titik' }).click();
  const form = page.getByRole('form', { name: 'Tambah titik depot' });
  await expect(form).toBeVisible();
  // The sheet covers the lower part only: the map above it still takes the click.
  await adminMap(page).click({ position: { x: 200, y: 60 } });
  await expect(form.getByRole('textbox', { name: 'Latitude' })).not.toHaveValue('');
});
