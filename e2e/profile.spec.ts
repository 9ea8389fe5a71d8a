import { MAP_CENTER, messages, TRACKER_ZOOM } from '@depot/contract';
import { expect, test, type Page } from '@playwright/test';
import { fillLogin, loginAs, newDepot, PASSWORD, serveTilesLocally, storage } from './support';

// Fresh depots of their own: the demo owner's profile and password stay as other specs expect.

/** A point's position in pixels on the whole Web Mercator world at a zoom (256-pixel tiles). */
function worldPixel(lat: number, lon: number, zoom: number) {
  const size = 256 * 2 ** zoom;
  const rad = (lat * Math.PI) / 180;
  return {
    x: ((lon + 180) / 360) * size,
    y: ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * size,
  };
}

const settingsForm = (page: Page) => page.getByRole('form', { name: 'Pengaturan Depot' });
const passwordForm = (page: Page) => page.getByRole('form', { name: 'Ganti Password' });

test("the owner sets the depot's location on the profile and sees 'Lokasi Depot' there on the tracker map", async ({
  page,
  request,
}) => {
  const username = await newDepot(request, 'lokasi');
  await serveTilesLocally(page);
  await loginAs(page, username, PASSWORD);
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { name: 'Profil Pengguna' })).toBeVisible();
  const form = settingsForm(page);
  await expect(form.getByRole('textbox', { name: 'Nama Depot' })).toHaveValue(`Depot ${username}`);
  await expect(form.getByTestId('picked-location')).toHaveText('Lokasi belum dipilih.');

  // Consent without a location is refused in the form.
  await form.getByRole('switch', { name: /Tampilkan depot/ }).check();
  await form.getByRole('button', { name: 'Simpan Pengaturan' }).click();
  await expect(form.getByText(messages.profile.consentNeedsLocation)).toBeVisible();

  await form.getByRole('textbox', { name: 'Telepon' }).fill('0251-123456');
  await form.getByRole('textbox', { name: 'Jam Buka' }).fill('07.00–20.00');
  const picker = form.getByTestId('location-picker');
  const box = (await picker.boundingBox())!;
  // A little north-east of the picker's centre (the default map centre): on the tracker's
  // closer zoom the point is still on screen.
  await picker.click({ position: { x: box.width / 2 + 12, y: box.height / 2 - 10 } });
  await expect(form.getByTestId('picked-location')).toContainText(/^Lat /);
  await form.getByRole('textbox', { name: 'Tangki Depan' }).fill('30');
  await form.getByRole('button', { name: 'Simpan Pengaturan' }).click();
  await expect(page.getByText(messages.profile.saved)).toBeVisible();

  const token = await storage(page, 'token');
  const profile = await (
    await request.get(`/api/profile/${username}`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect(profile).toMatchObject({
    phone: '0251-123456',
    opening_hours: '07.00–20.00',
    show_on_public_map: true,
    tanks: [{ name: 'Tangki Depan', low_stock_pct: 30 }],
  });
  // Not the default centre: the click moved the point north-east of it.
  expect(profile.latitude).toBeGreaterThan(-6.366);
  expect(profile.longitude).toBeGreaterThan(106.88);
  await expect(page.getByRole('cell', { name: 'Ditampilkan' })).toBeVisible();

  // The public map lists the depot now.
  const listed = (await (await request.get('/api/public/depot-public')).json()) as {
    nama: string;
  }[];
  expect(listed.map((d) => d.nama)).toContain(`Depot ${username}`);

  await page.goto('/dashboard/trek-motor');
  const map = page.getByRole('region', { name: messages.tracker.mapLabel });
  const depot = map.locator(`.leaflet-marker-icon[title="${messages.tracker.depotLocation}"]`);
  await expect(depot).toBeVisible();
  // A depot without bikes keeps the map at its default centre: the marker stands where the
  // saved point lies from there (the icon is anchored at its middle).
  const marker = (await depot.boundingBox())!;
  const area = (await map.boundingBox())!;
  const at = worldPixel(profile.latitude, profile.longitude, TRACKER_ZOOM);
  const centre = worldPixel(MAP_CENTER.lat, MAP_CENTER.lon, TRACKER_ZOOM);
  const placed = {
    x: marker.x + marker.width / 2 - (area.x + area.width / 2),
    y: marker.y + marker.height / 2 - (area.y + area.height / 2),
  };
  expect(Math.abs(placed.x - (at.x - centre.x))).toBeLessThan(3);
  expect(Math.abs(placed.y - (at.y - centre.y))).toBeLessThan(3);
});

test('everyone changes their own password: this session goes on, the new password logs in', async ({
  page,
  browser,
  request,
}) => {
  const username = await newDepot(request, 'sandiku');
  await loginAs(page, username, PASSWORD);
  // A second device, whose session the change ends.
  const other = await request.post('/api/auth/login', { data: { username, password: PASSWORD } });
  const otherToken = (await other.json()).token as string;

  await page.goto('/dashboard/profile');
  const form = passwordForm(page);
  const current = form.getByRole('textbox', { name: 'Password saat ini', exact: true });
  const fresh = form.getByRole('textbox', { name: 'Password baru', exact: true });
  const confirm = form.getByRole('textbox', { name: 'Konfirmasi password baru', exact: true });
  await current.fill(PASSWORD);
  await fresh.fill('sandi-baru-7');
  await confirm.fill('sandi-baru-8');
  await form.getByRole('button', { name: 'Ganti Password' }).click();
  await expect(form.getByText(messages.accounts.passwordMismatch)).toBeVisible();

  await current.fill('bukan-sandinya');
  await confirm.fill('sandi-baru-7');
  await form.getByRole('button', { name: 'Ganti Password' }).click();
  await expect(page.getByText(messages.profile.currentPasswordWrong)).toBeVisible();

  await current.fill(PASSWORD);
  await form.getByRole('button', { name: 'Ganti Password' }).click();
  await expect(page.getByText(messages.profile.passwordChanged)).toBeVisible();
  await expect(current).toHaveValue('');

  // This page stays signed in; the other device's token is refused.
  await page.reload();
  await expect(page.getByRole('cell', { name: username, exact: true })).toBeVisible();
  const refused = await request.get(`/api/profile/${username}`, {
    headers: { authorization: `Bearer ${otherToken}` },
  });
  expect(refused.status()).toBe(401);

  const next = await browser.newPage();
  await fillLogin(next, username, PASSWORD);
  await expect(next.getByText(messages.login.failed)).toBeVisible();
  await loginAs(next, username, 'sandi-baru-7');
  await next.close();
});
