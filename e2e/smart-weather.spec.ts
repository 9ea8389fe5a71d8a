import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, newDepot, SESSION, uniqueName } from './support';

test.use({ storageState: SESSION.admin });

const MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    data: { username: DEMO.admin[0], password: DEMO.admin[1] },
  });
  return { authorization: `Bearer ${(await login.json()).token as string}` };
}

/** Two months back in Asia/Jakarta: a past month with history. */
function pastMonth() {
  const wib = new Date(Date.now() + 7 * 3_600_000);
  const d = new Date(Date.UTC(wib.getUTCFullYear(), wib.getUTCMonth() - 2, 1));
  return { month: d.getUTCMonth() + 1, year: d.getUTCFullYear() };
}

/** A weather station with one temperature sensor (limits 20–30 °C), its readings sent. */
async function stationWithHistory(request: APIRequestContext) {
  const owner = await newDepot(request, 'cuaca');
  const headers = await adminHeaders(request);
  const deviceName = `Stasiun ${uniqueName('Atap')}`;
  const device = await request.post('/api/superadmin/iot/devices', {
    headers,
    data: {
      device_name: deviceName,
      location: 'Atap',
      device_type: 'weather_station',
      username: owner,
    },
  });
  expect(device.status()).toBe(201);
  const sensorId = `${owner}-suhu`;
  const sensorName = `Suhu ${uniqueName('Atap')}`;
  const sensor = await request.post(
    `/api/superadmin/iot/devices/${(await device.json()).id}/sensors`,
    {
      headers,
      data: {
        sensor_id: sensorId,
        sensor_name: sensorName,
        sensor_type: 'temperature_DHT11',
        min_value: 20,
        max_value: 30,
      },
    },
  );
  expect(sensor.status()).toBe(201);
  const key = (await sensor.json()).device_key as string;
  const { month, year } = pastMonth();
  // 12:00 WIB on the 10th and 11th of the past month, then one reading now, above the limit.
  const noon = (day: number) => new Date(Date.UTC(year, month - 1, day, 5)).toISOString();
  const sent = await request.post(`/api/ingest/${sensorId}`, {
    headers: { authorization: `Bearer ${key}` },
    data: [
      { value: 21.5, ts: noon(10) },
      { value: 24.5, ts: noon(11) },
      { value: 35.2, ts: new Date(Date.now() - 60_000).toISOString() },
    ],
  });
  expect((await sent.json()).accepted).toBe(3);
  return { deviceName, sensorId, sensorName, month, year };
}

test('the dashboard shows a station, its alert box, and the sensor history per month', async ({
  page,
  request,
}) => {
  const station = await stationWithHistory(request);
  await page.goto('/admin/smart-weather');
  const card = page.getByRole('article', { name: station.deviceName });
  await expect(card).toBeVisible();
  await expect(card.getByText('Online')).toBeVisible();
  const box = card.getByRole('link', {
    name: `Lihat detail sensor ${station.sensorName} (Di luar batas)`,
  });
  await expect(box).toContainText('35,2 °C');
  await box.click();

  await expect(page).toHaveURL(new RegExp(`/admin/smart-weather/sensor/${station.sensorId}$`));
  await expect(
    page.getByRole('heading', { name: `Detail Sensor: ${station.sensorName}` }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Grafik Pembacaan' })).toBeVisible();

  await page.getByText('Per Bulan', { exact: true }).click();
  await page.getByRole('combobox', { name: 'Bulan', exact: true }).click();
  await page.getByRole('option', { name: MONTHS[station.month - 1], exact: true }).click();
  await page.getByRole('combobox', { name: 'Tahun', exact: true }).click();
  await page.getByRole('option', { name: String(station.year), exact: true }).click();
  const table = page.getByRole('region', { name: 'Pembacaan Terbaru' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(1)).toContainText('24,5 °C');
  await expect(table.getByRole('row').nth(2)).toContainText('21,5 °C');
  await expect(page.getByRole('img', { name: 'Grafik Pembacaan' })).toBeVisible();
  await expect(page.getByText('setiap pembacaan')).toBeVisible();

  // The month before holds nothing.
  const before = station.month === 1 ? 12 : station.month - 1;
  await page.getByRole('combobox', { name: 'Bulan', exact: true }).click();
  await page.getByRole('option', { name: MONTHS[before - 1], exact: true }).click();
  await expect(
    page.getByText('Tidak ada data pembacaan historis untuk periode ini.').first(),
  ).toBeVisible();
});

test('an unknown sensor id says so', async ({ page }) => {
  await page.goto('/admin/smart-weather/sensor/tidak-ada-sensor-ini');
  await expect(page.getByText('Sensor tidak ditemukan. Pastikan ID sensor valid.')).toBeVisible();
});

test('a device added on the screen gets a sensor whose key is shown once', async ({
  page,
  request,
}) => {
  const owner = await newDepot(request, 'perangkat');
  const deviceName = `Stasiun ${uniqueName('Baru')}`;
  const sensorId = `${owner}-hujan`;
  await page.goto('/admin/smart-weather');
  await page.getByRole('button', { name: 'Tambah Perangkat' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Nama Perangkat' }).fill(deviceName);
  await dialog.getByRole('textbox', { name: 'Lokasi' }).fill('Kebun Belakang');
  await dialog.getByRole('textbox', { name: 'Username Pemilik' }).fill(owner);
  await dialog.getByRole('button', { name: 'Simpan' }).click();

  // The new device goes straight on to its first sensor.
  await expect(dialog.getByRole('form', { name: 'Tambah Sensor' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'ID Sensor' }).fill(sensorId);
  await dialog.getByRole('textbox', { name: 'Nama Sensor' }).fill('Kelembapan');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  const key = dialog.getByTestId(`device-key-${sensorId}`);
  await expect(key).toHaveText(/^[A-Za-z0-9_-]{40,}$/);
  await expect(dialog.getByText(`sensors/${sensorId}/data`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Selesai' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const card = page.getByRole('article', { name: deviceName });
  await expect(card.getByText('Offline')).toBeVisible();
  await expect(
    card.getByRole('link', { name: 'Lihat detail sensor Kelembapan (Tidak ada data)' }),
  ).toContainText('Belum ada data');
  // Shown once: nowhere on the page any more.
  await expect(page.getByTestId(`device-key-${sensorId}`)).toHaveCount(0);
});
