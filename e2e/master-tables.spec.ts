import type { ApproveResponse, PendingRegistration } from '@depot/contract';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, fillLogin, ownAddress, SESSION, uniqueName } from './support';

test.use({ storageState: SESSION.admin });

/**
 * A depot of its own (registered, approved, one level reading of half the tank), so editing its
 * tank never disturbs the demo depot other specs look at.
 */
async function newDepot(request: APIRequestContext) {
  const username = uniqueName('tbl');
  const sensor = `${username}-level`;
  const registered = await request.post('/api/auth/register', {
    headers: ownAddress(),
    data: {
      username,
      password: 'rahasia123',
      depot_name: 'Depot Uji Tabel',
      address: 'Jl. Uji 2',
      tank_name: 'Tangki Uji',
      capacity: 1000,
      height_cm: 100,
      sensor_id_main: sensor,
      sensor_name_main: 'Sensor Level',
      optional_sensors: [],
    },
  });
  expect(registered.status()).toBe(202);
  const login = await request.post('/api/auth/login', {
    data: { username: DEMO.admin[0], password: DEMO.admin[1] },
  });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const pending = (await (
    await request.get('/api/admin/pending-registrations', { headers })
  ).json()) as PendingRegistration[];
  const id = pending.find((p) => p.username === username)!.id;
  const approved = await request.post(`/api/admin/approve-registration/${id}`, { headers });
  const keys = ((await approved.json()) as ApproveResponse).device_keys;
  const reading = await request.post(`/api/ingest/${sensor}`, {
    headers: { authorization: `Bearer ${keys[sensor]}` },
    data: { water_level_cm: 50 },
  });
  expect(reading.status()).toBe(200);
  return username;
}

test("a super admin edits a tank's capacity and the owner's dashboard shows it", async ({
  page,
  browser,
}) => {
  const username = await newDepot(page.request);
  await page.goto('/admin/tables');
  await expect(page.getByRole('heading', { name: 'Kelola Data Master' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kelola Data Master' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Tabel' }).click();
  await page.getByRole('option', { name: 'Tangki', exact: true }).click();
  await page.getByRole('textbox', { name: 'Cari' }).fill(username);
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId('table-total')).toHaveText('Menampilkan 1–1 dari 1 baris');
  await expect(row).toContainText('1.000');

  await row.getByRole('button', { name: 'Edit' }).click();
  const capacity = row.getByRole('textbox', { name: 'Ubah Kapasitas (L)' });
  await capacity.fill('2000');
  await row.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data berhasil diperbarui.')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(row).toContainText('2.000');

  const owner = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const ownerPage = await owner.newPage();
  await fillLogin(ownerPage, username, 'rahasia123');
  const tank = ownerPage.getByRole('region', { name: 'Tangki Tangki Uji' });
  await expect(tank).toContainText('500,00 L dari 2.000 L');
  await expect(ownerPage.getByTestId('tank-percent')).toHaveText('25,0%');
  await owner.close();
});

test('search is debounced, a sort asks for page 1, an empty result says so', async ({ page }) => {
  await page.goto('/admin/tables');
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/superadmin/tables/')) requests.push(r.url());
  });
  await page.getByRole('textbox', { name: 'Cari' }).pressSequentially('admin', { delay: 30 });
  await expect(page.getByRole('row').filter({ hasText: 'admin' }).first()).toBeVisible();
  await expect.poll(() => requests.filter((u) => u.includes('_q=')).length).toBe(1);
  expect(requests.at(-1)).toContain('_q=admin');

  await page.getByRole('button', { name: 'Urutkan menurut Username' }).click();
  await expect.poll(() => requests.at(-1)).toContain('_sort=username&_order=asc');
  expect(requests.at(-1)).toContain('_offset=0');

  await page.getByRole('textbox', { name: 'Cari' }).fill('tidak-ada-akun-seperti-ini');
  await expect(page.getByText('Tidak ada data untuk tabel ini.')).toBeVisible();
});
