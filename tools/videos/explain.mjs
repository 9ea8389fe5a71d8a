// 'Cara Kerja Depot Pintar': the landing page's three steps, then the owner's dashboard while
// the demo depot's sensors send real readings: gallons at the taps, the tank going down, and
// cloudy water that raises a notification.
import { DEMO_OWNER, DEMO_SENSORS, login, pause, press, say, scrollTo, send } from './actions.mjs';

/** The seeded demo tank (apps/server/src/demo/seed.ts): 1000 L, 120 cm high. */
const TANK = { capacity: 1000, heightCm: 120 };
const GALLON_L = 18.9;
const levelAt = (litres) => ({
  water_level_cm: Number(((litres / TANK.capacity) * TANK.heightCm).toFixed(1)),
});

/**
 * Before the camera rolls: every sensor heard from (the live simulator is off), and a
 * just-refilled tank, so the drop we record is the taps'.
 */
export async function prepareDepot(origin) {
  for (const id of DEMO_SENSORS) await send(origin, id, { heartbeat: true });
  await send(origin, `${DEMO_OWNER.username}-level`, levelAt(850));
}

export async function explain(page, { origin, capture }) {
  const sensor = (s) => `${DEMO_OWNER.username}-${s}`;
  // The dashboard polls every minute; the recording skips those waits with the page's clock.
  await page.clock.install();
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await say(page, 'Depot Pintar: depot air minum terpantau dari mana saja', 2500);
  await scrollTo(page.locator('#workflow'), 'start');
  await say(page, '① Sensor di tandon dan keran mengukur air dan galon', 2800);
  await say(page, '② Data dikirim aman ke server (cloud) dan disimpan', 2800);
  await say(page, '③ Dasbor menampilkannya di ponsel dan komputer', 2500);

  await say(page, 'Pemilik depot membuka dasbornya');
  await press(page, page.getByRole('banner').getByRole('link', { name: 'Login' }));
  await login(page, {});
  await say(page, 'Galon per keran hari ini dan isi tandon, dari sensor', 2500);

  let litres = 850;
  await say(page, 'Flow meter keran A dan B mengirim setiap galon');
  for (const tap of ['A', 'B', 'A', 'A', 'B']) {
    await send(origin, sensor(`tap-${tap.toLowerCase()}`), {
      tap,
      volume_l: GALLON_L,
    });
    litres -= GALLON_L;
    await send(origin, sensor('level'), levelAt(litres));
    await pause(500);
  }
  await pause(500);
  const tapA = await page.getByTestId('tap-A').innerText();
  await say(page, 'Satu menit kemudian: dasbor diperbarui sendiri', 1200);
  await page.clock.fastForward(60_000);
  await page.waitForFunction(
    (before) => document.querySelector('[data-testid="tap-A"]')?.textContent !== before,
    tapA,
  );
  await pause(2500);

  await say(page, 'Sensor kualitas air mendeteksi air keruh…');
  await send(origin, sensor('quality'), {
    temperature: 27.6,
    ph: 7.2,
    tds: 68,
    salinity: 0.05,
    turbidity: 4.8,
  });
  await pause(1500);
  await page.clock.fastForward(60_000);
  const bell = page.getByRole('button', { name: /^Notifikasi, [1-9]/ });
  await bell.waitFor();
  await say(page, '…dan pemilik langsung mendapat notifikasi', 1500);
  const box = await bell.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 18 });
  await bell.click();
  await pause(1000);
  capture.mark();
  await pause(2000);
  await say(page, 'Sensor → server → dasbor → notifikasi', 2500);
}
