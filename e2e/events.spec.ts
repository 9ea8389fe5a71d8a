import { expect, test, type Browser, type Page } from '@playwright/test';
import { SESSION } from './support';

/** Spec owner-app §9: the dashboard's data otherwise refreshes every 60 s. */
const POLLING_MS = 60_000;
/** Well under the polling interval: only the live stream can meet it. */
const LIVE_BOUND_MS = 5_000;

/** depot1 signed in, in a browser context of its own, its live stream open. */
async function dashboard(browser: Browser) {
  const context = await browser.newContext({ storageState: SESSION.owner });
  const page = await context.newPage();
  const stream = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events');
  await page.goto('/dashboard');
  expect((await stream).status()).toBe(200);
  await expect(page.getByTestId('tank-percent')).toBeVisible();
  await expect(page.getByTestId('tap-A')).toBeVisible();
  return page;
}

const tapA = async (page: Page) =>
  Number(
    (
      await page
        .getByTestId('tap-A')
        .getByText(/^[\d.]+$/)
        .textContent()
    )?.replaceAll('.', ''),
  );

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

// The e2e server runs without the demo's live simulator: depot1's tank and taps change only
// with the readings the specs send.
test('a reading sent over HTTP appears in two signed-in dashboards at once', async ({
  browser,
  request,
}) => {
  const pages = [await dashboard(browser), await dashboard(browser)];
  const ingest = async (sensorId: string, data: object) => {
    const res = await request.post(`/api/ingest/${sensorId}`, {
      headers: { authorization: 'Bearer demo-key' },
      data,
    });
    expect(res.status()).toBe(200);
  };

  // 27 cm from the top of the 120 cm tank is 77,5 %, unless the card shows that already.
  const current = await pages[0]!.getByTestId('tank-percent').textContent();
  const [distance, percent] = current === '77,5%' ? [33, '72,5%'] : [27, '77,5%'];
  for (const page of pages) await watchTank(page, percent);
  const tapsBefore = await Promise.all(pages.map(tapA));

  const sentAt = Date.now();
  await ingest('depot1-level', { distance_cm: distance });
  await ingest('depot1-tap-a', { tap: 'A', volume_l: 18.9 });
  for (const page of pages) {
    await expect(page.getByTestId('tank-percent')).toHaveText(percent, { timeout: LIVE_BOUND_MS });
  }
  const delays = await Promise.all(pages.map(async (page) => (await shownAt(page)) - sentAt));
  console.info(`reading sent → tank card updated: ${delays.map((d) => `${d} ms`).join(', ')}`);
  for (const delay of delays) expect(delay).toBeLessThan(POLLING_MS);

  // At least one more: the dashboard spec may count gallons of its own on depot1 meanwhile.
  for (const [i, page] of pages.entries()) {
    await expect
      .poll(() => tapA(page), { timeout: LIVE_BOUND_MS })
      .toBeGreaterThanOrEqual(tapsBefore[i]! + 1);
  }

  // Leaves the tank at 90 %, the level the dashboard spec sets, should it run meanwhile.
  await ingest('depot1-level', { distance_cm: 12 });
  for (const page of pages) {
    await expect(page.getByTestId('tank-percent')).toHaveText('90,0%', { timeout: LIVE_BOUND_MS });
  }
});
