import { formatDuration, SITE_VIDEOS } from '@depot/contract';
import { expect, test } from '@playwright/test';
import { trackRequests } from './support';

test('the landing videos show posters, fetch nothing before play, and play from our server', async ({
  page,
  baseURL,
}) => {
  const network = trackRequests(page);
  const requests = network.urls;
  await page.goto('/');
  const cards = page.locator('#about article');
  await expect(cards).toHaveCount(SITE_VIDEOS.length);
  for (const video of SITE_VIDEOS) {
    const card = page.getByRole('article', { name: video.title, exact: true });
    await card.scrollIntoViewIfNeeded();
    await expect(card).toContainText(`Durasi ${formatDuration(video.duration)}`);
    const poster = card.locator('img');
    await expect(poster).toHaveAttribute('src', video.poster);
    await expect(poster).toHaveAttribute('loading', 'lazy');
    // The poster has loaded and has the video's shape.
    await expect
      .poll(() => poster.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(video.width);
  }
  await page.mouse.wheel(0, 4000);
  await network.settled();
  expect(requests.filter((url) => /\.mp4(\?|$)/.test(url))).toEqual([]);
  expect(
    requests.filter((url) => !url.startsWith(baseURL ?? '') && !url.startsWith('data:')),
  ).toEqual([]);

  const [first] = SITE_VIDEOS;
  const served = page.waitForResponse((r) => r.url() === `${baseURL}${first!.src}`);
  await page.getByRole('button', { name: `Putar video: ${first!.title}` }).click();
  const player = page.getByRole('article', { name: first!.title, exact: true }).locator('video');
  await expect(player).toHaveAttribute('src', first!.src);
  const response = await served;
  expect([200, 206]).toContain(response.status());
  expect(response.headers()['content-type']).toBe('video/mp4');
  await expect
    .poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0);
  expect(await player.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  // Seeking near the end works (the server answers byte ranges).
  const seekedTo = await player.evaluate(
    (v: HTMLVideoElement) =>
      new Promise<number>((done) => {
        v.addEventListener('seeked', () => done(v.currentTime), { once: true });
        v.currentTime = v.duration - 3;
      }),
  );
  expect(seekedTo).toBeGreaterThan(first!.duration - 5);
  // Only the video that was asked for.
  expect(new Set(requests.filter((url) => /\.mp4(\?|$)/.test(url)))).toEqual(
    new Set([`${baseURL}${first!.src}`]),
  );
});

test('the server answers a video in ranges, so a player can seek', async ({ request }) => {
  const { src } = SITE_VIDEOS[0]!;
  const whole = await request.get(src);
  expect(whole.status()).toBe(200);
  expect(whole.headers()['accept-ranges']).toBe('bytes');
  const part = await request.get(src, { headers: { range: 'bytes=100-199' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-range']).toBe(`bytes 100-199/${(await whole.body()).length}`);
  expect((await part.body()).equals((await whole.body()).subarray(100, 200))).toBe(true);
});

test('on a phone the video cards stack in one column', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const cards = page.locator('#about article');
  await expect(cards).toHaveCount(SITE_VIDEOS.length);
  const boxes = await cards.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    }),
  );
  for (const [i, box] of boxes.entries()) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(390);
    if (i > 0) expect(box.top).toBeGreaterThanOrEqual(boxes[i - 1]!.bottom);
  }
});
