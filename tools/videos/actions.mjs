// What the scenes do on screen, paced for a viewer: captions, a visible pointer moving to what it
// presses, smooth scrolling and typing, and readings sent as a device would send them.
export const DEMO_OWNER = { username: 'depot1', password: 'depot123' };
const DEVICE_KEY = 'demo-key';

export const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Shows `text` in the caption bar and leaves it there for `ms`. */
export async function say(page, text, ms = 0) {
  await page.evaluate((t) => window.recCaption(t), text);
  await pause(ms);
}

/** Scrolls `locator` smoothly to the middle of the screen (or its top to the top). */
export async function scrollTo(locator, block = 'center') {
  await locator.evaluate((el, b) => el.scrollIntoView({ behavior: 'smooth', block: b }), block);
  await pause(800);
}

/** Scrolls only when `locator` is not wholly on screen (above the caption bar). */
async function bringIntoView(locator) {
  const hidden = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top < 0 || r.bottom > innerHeight - 150;
  });
  if (hidden) await scrollTo(locator);
}

/** Moves the pointer to `locator` as a hand would, then clicks it (a tap on a phone). */
export async function press(page, locator, { phone = false } = {}) {
  await locator.waitFor();
  await bringIntoView(locator);
  if (phone) {
    await pause(200);
    await locator.tap();
  } else {
    const box = await locator.boundingBox();
    if (!box) throw new Error(`nothing to press: ${locator}`);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 12 });
    await pause(150);
    await locator.click();
  }
  await pause(400);
}

export async function type(page, locator, text, options) {
  await press(page, locator, options);
  await locator.pressSequentially(text, { delay: 45 });
}

/** Waits until the dashboard shows its figures, so no half-loaded screen is recorded. */
export async function dashboardReady(page) {
  await page.getByTestId('tap-A').waitFor();
  await page.getByTestId('tank-percent').first().waitFor();
  await page.locator('canvas').first().waitFor();
  await pause(800);
}

/** Signs the demo owner in from the login page. */
export async function login(page, options) {
  await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
  const field = (name) => page.getByRole('textbox', { name, exact: true });
  await type(page, field('Username'), DEMO_OWNER.username, options);
  await type(page, field('Password'), DEMO_OWNER.password, options);
  await press(page, page.getByRole('button', { name: 'Login', exact: true }), options);
  await page.waitForURL(/\/dashboard$/);
  await dashboardReady(page);
}

/** One message from a device over HTTP ingestion (docs/devices.md), as the demo sensors send. */
export async function send(origin, sensorId, body) {
  const response = await fetch(`${origin}/api/ingest/${sensorId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${DEVICE_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok || answer.rejected) {
    throw new Error(`${sensorId} refused ${JSON.stringify(body)}: ${JSON.stringify(answer)}`);
  }
}

export const DEMO_SENSORS = ['level', 'tap-a', 'tap-b', 'tap-c', 'quality'].map(
  (s) => `${DEMO_OWNER.username}-${s}`,
);
