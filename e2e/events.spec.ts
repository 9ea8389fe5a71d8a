import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { fillLogin, newDepotWithSensors, PASSWORD } from './support';

/** Spec owner-app §9: the dashboard's data otherwise refreshes every 60 s. */
const POLLING_MS = 60_000;
/** Well under the polling interval: only the live stream can meet it. */
const LIVE_BOUND_MS = 5_000;

/** The depot signed in, in a browser context of its own, its live stream open. */
async function dashboard(browser: Browser, username: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const stream = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events');
  await fillLogin(page, username, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await stream).status()).toBe(200);
  await expect(page.getByTestId('tank-percent')).toBeVisible();
  await expect(page.getByTestId('tap-A')).toBeVisible();
  return page;
}

const tapA = (page: Page, gallons: number) =>
  page.getByTestId('tap-A').getByLabel(`Keran A: ${gallons} galon`);

/** Notes in the page when the tank card first shows `text`, by the page's own clock. */
const watchTank = (page: Page, text: string) =>
  page.evaluate((wanted) => {
    const w = window as unknown as { shownAt?: number };
    const card = document.querySelector('[data-testid="tank-percent"]')?.closest('section');
    if (!card) throw new Error('no tank card');
    const observer = new MutationObserver(() => {
      if (card.querySelector('[data-testid="tank-percent"]')?.textContent !== wanted) return;
      w.shownAt = Date.now();
      observer.disconnect();
    });
    observer.observe(card, { subtree: true, childList: true, characterData: true });
  }, text);

const shownAt = (page: Page) =>
  page.evaluate(() => (window as unknown as { shownAt?: number }).shownAt ?? NaN);

// A depot of its own (tank 1000 L, 100 cm, at 75 cm; a flow meter on tap A): no other spec sends
// readings to it, so the tank and the tap show exactly what this test sends.
test('a reading sent over HTTP appears in two signed-in dashboards at once', async ({
  browser,
  request,
}) => {
  const { username, keys } = await newDepotWithSensors(request, 'live', (u) => [
    { id: `${u}-tap-a`, name: 'Flow Meter Keran A', kind: 'flow_a' },
  ]);
  const ingest = async (api: APIRequestContext, sensorId: string, data: object) => {
    const res = await api.post(`/api/ingest/${sensorId}`, {
      headers: { authorization: `Bearer ${keys[sensorId]}` },
      data,
    });
    expect(res.status()).toBe(200);
  };
  const pages = [await dashboard(browser, username), await dashboard(browser, username)];
  for (const page of pages) {
    await expect(page.getByTestId('tank-percent')).toHaveText('75,0%');
    await expect(tapA(page, 0)).toBeVisible();
  }

  // 20 cm from the top of the 100 cm tank: 80 cm of water, 80 % of 1000 L.
  for (const page of pages) await watchTank(page, '80,0%');
  const sentAt = Date.now();
  await ingest(request, `${username}-level`, { distance_cm: 20 });
  await ingest(request, `${username}-tap-a`, { volume_l: 18.9 });
  for (const page of pages) {
    await expect(page.getByTestId('tank-percent')).toHaveText('80,0%', { timeout: LIVE_BOUND_MS });
    await expect(tapA(page, 1)).toBeVisible({ timeout: LIVE_BOUND_MS });
  }
  const delays = await Promise.all(pages.map(async (page) => (await shownAt(page)) - sentAt));
  console.info(`reading sent → tank card updated: ${delays.map((d) => `${d} ms`).join(', ')}`);
  for (const delay of delays) expect(delay).toBeLessThan(POLLING_MS);
});
