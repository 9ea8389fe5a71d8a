import type { Profile } from '@depot/contract';
import { expect, test, type Page } from '@playwright/test';
import { loginAs, newOwnerLoggedIn, PASSWORD, storage, uniqueName } from './support';

// Absensi on a phone: the owner sets a shift and shows the PIN, an employee clocks by the
// phone's position (or the PIN when too far), and the owner reads and exports the month.
test.use({ viewport: { width: 390, height: 844 } });

/** The depot stands in Bogor; 0.01° of latitude north of it is about 1,1 km away. */
const DEPOT = { latitude: -6.5971, longitude: 106.806 };
const FAR = { latitude: DEPOT.latitude + 0.01, longitude: DEPOT.longitude };

/** Opens Absensi through the bottom bar's 'Menu', as a phone user reaches it. */
async function openAttendance(page: Page) {
  await page
    .getByRole('navigation', { name: 'Navigasi bawah' })
    .getByRole('button', { name: 'Menu' })
    .click();
  await page
    .getByRole('navigation', { name: 'Menu utama' })
    .getByRole('link', { name: 'Absensi' })
    .click();
  await expect(page).toHaveTitle('Absensi · Depot Pintar');
}

test('a shift, clocking in by location and out with the PIN, and the month as CSV', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { username: owner } = await newOwnerLoggedIn(page, 'absen');
  const headers = { authorization: `Bearer ${await storage(page, 'token')}` };
  const profile = (await (
    await page.request.get(`/api/profile/${owner}`, { headers })
  ).json()) as Profile;
  const placed = await page.request.put(`/api/profile/${owner}`, {
    headers,
    data: {
      depot_name: profile.depot_name,
      address: profile.address,
      phone: profile.phone,
      opening_hours: profile.opening_hours,
      show_on_public_map: false,
      ...DEPOT,
    },
  });
  expect(placed.status()).toBe(200);
  const employee = uniqueName('kasir');
  const created = await page.request.post(`/api/employees/${owner}`, {
    headers,
    data: { username: employee, password: PASSWORD, name: 'Siti Rahma' },
  });
  expect(created.status()).toBe(200);

  // The owner adds Pagi for Siti; a shift without a name is refused in Indonesian.
  await openAttendance(page);
  await page.getByRole('button', { name: 'Tambah Shift' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Shift' });
  await dialog.getByRole('button', { name: 'Tambah' }).click();
  await expect(dialog.getByText('Nama shift harus diisi.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Nama shift' }).fill('Pagi');
  await dialog.getByLabel('Jam mulai (WIB)').fill('06:00');
  await dialog.getByLabel('Jam selesai (WIB)').fill('14:00');
  await dialog.getByRole('checkbox', { name: 'Siti Rahma' }).check();
  await dialog.getByRole('button', { name: 'Tambah' }).click();
  await expect(page.getByText('Shift Pagi berhasil ditambahkan.')).toBeVisible();
  await expect(page.getByTestId('shift-Pagi')).toContainText('06.00–14.00');
  await expect(page.getByTestId('shift-Pagi')).toContainText('Siti Rahma');

  // The employee's phone at the depot clocks in, then out.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(DEPOT);
  const staff = await context.newPage();
  await loginAs(staff, employee, PASSWORD);
  await openAttendance(staff);
  await expect(staff.getByText('Anda belum absen masuk.')).toBeVisible();
  await expect(staff.getByText('Shift Pagi (06.00–14.00 WIB)')).toBeVisible();
  await staff.getByRole('button', { name: 'Absen Masuk' }).click();
  await expect(staff.getByRole('alert')).toContainText(
    /^Absen masuk tercatat pukul \d\d\.\d\d WIB\.$/,
  );
  await expect(staff.getByText(/^Anda absen masuk pukul \d\d\.\d\d WIB$/)).toBeVisible();
  await staff.getByRole('button', { name: 'Absen Pulang' }).click();
  await expect(staff.getByRole('alert')).toContainText(/^Absen pulang tercatat pukul/);
  await expect(staff.getByRole('button', { name: 'Absen Masuk' })).toBeVisible();

  // Far from the depot the server refuses; the owner's PIN clocks in instead.
  await context.setGeolocation(FAR);
  await staff.getByRole('button', { name: 'Absen Masuk' }).click();
  await expect(staff.getByRole('alert')).toContainText(
    /^Anda berada 1\.\d{3} m dari depot \(batas 150 m\)/,
  );
  const pinInput = staff.getByRole('textbox', { name: 'PIN dari pemilik depot' });
  await pinInput.fill('12');
  await staff.getByRole('button', { name: 'Kirim PIN' }).click();
  await expect(
    staff.getByText('PIN salah atau sudah kedaluwarsa.', { exact: false }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Tampilkan PIN' }).click();
  const pin = (await page.getByTestId('attendance-pin').textContent()) ?? '';
  expect(pin).toMatch(/^\d{6}$/);
  await expect(page.getByText(/^Berlaku sampai pukul \d\d\.\d\d WIB \(5 menit\)/)).toBeVisible();
  await pinInput.fill(pin);
  await staff.getByRole('button', { name: 'Kirim PIN' }).click();
  await expect(staff.getByRole('alert')).toContainText(/^Absen masuk tercatat pukul/);
  await expect(staff.getByRole('button', { name: 'Absen Pulang' })).toBeVisible();
  await expect(pinInput).toHaveCount(0);
  // The employee sees their own line only.
  await expect(staff.getByTestId(`attendance-${employee}`)).toContainText('Pagi');
  await expect(staff.getByTestId(/^attendance-/)).toHaveCount(1);
  await context.close();

  // The owner's month: Siti present today, clocked in now; the CSV has `;` by default.
  await page.reload();
  const row = page.getByTestId(`attendance-${employee}`);
  await expect(row).toContainText('Pagi');
  await expect(row).toContainText(/Masuk \d\d\.\d\d WIB/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Unduh CSV absensi' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^absensi-${owner}-\\d{4}-\\d{2}\\.csv$`),
  );
  const csv = await (await download.createReadStream()).toArray();
  const lines = Buffer.concat(csv)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/);
  expect(lines[0]).toBe(
    'Nama;Username;Shift;Hari hadir;Hari terlambat;Menit terlambat;Hari tidak hadir;Jam kerja',
  );
  expect(lines.find((l) => l.includes(employee))).toMatch(/^Siti Rahma;.+;Pagi;1;/);

  await page.getByLabel('Pemisah CSV').selectOption(',');
  const [comma] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Unduh CSV absensi' }).click(),
  ]);
  const commaCsv = Buffer.concat(await (await comma.createReadStream()).toArray()).toString('utf8');
  expect(commaCsv).toContain('Nama,Username,Shift,Hari hadir');
});
