import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, loginAs } from './support';

/** Spec owner-app §9: the dashboard's data otherwise refreshes every 60 s. */
const POLLING_MS = 60_000;
/** Well under the polling interval: only the live stream can meet it. */
const LIVE_BOUND_MS = 5_000;

/** depot1 signed in in a browser context of its own, its live stream open. */
async function dashboard(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const stream = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events');
  await loginAs(page, ...DEMO.owner);
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

  // Stamped three hours ahead: newer than the live simulator's readings and than the other
  // specs' (an hour ahead), so it is the one every card shows. 27 cm from the top of the
  // 120 cm tank is 77,5 %, unless the card already shows that.
  const current = await pages[0]!.getByTestId('tank-percent').textContent();
  const [distance, percent] = current === '77,5%' ? [33, '72,5%'] : [27, '77,5%'];
  const ts = Date.now() + 3 * 3600_000;
  for (const page of pages) await watchTank(page, percent);
  const tapsBefore = await Promise.all(pages.map(tapA));

  const sentAt = Date.now();
  await ingest('depot1-level', { distance_cm: distance, ts });
  await ingest('depot1-tap-a', { tap: 'A', volume_l: 18.9 });
  for (const page of pages) {
    await expect(page.getByTestId('tank-percent')).toHaveText(percent, { timeout: LIVE_BOUND_MS });
  }
  const delays = await Promise.all(pages.map(async (page) => (await shownAt(page)) - sentAt));
  console.info(`reading sent → tank card updated: ${delays.map((d) => `${d} ms`).join(', ')}`);
  for (const delay of delays) expect(delay).toBeLessThan(POLLING_MS);

  for (const [i, page] of pages.entries()) {
    await expect.poll(() => tapA(page), { timeout: LIVE_BOUND_MS }).toBeGreaterThan(tapsBefore[i]!);
  }

  // Leaves the tank at 90 %, the level the dashboard spec sets: specs pass in any order.
  await ingest('depot1-level', { distance_cm: 12, ts: ts + 60_000 });
  for (const page of pages) {
    await expect(page.getByTestId('tank-percent')).toHaveText('90,0%', { timeout: LIVE_BOUND_MS });
  }
});
