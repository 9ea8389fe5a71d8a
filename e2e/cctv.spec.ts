import { messages } from '@depot/contract';
import { expect, test, type Locator } from '@playwright/test';
import { loginAs, newDepot, PASSWORD, SESSION } from './support';

const LABELS = ['CCTV 1 Area Produksi', 'CCTV 2 Penyimpanan', 'CCTV 3 Area Parkir'];

/** The video has decoded frames and its clock runs. */
const expectPlaying = (video: Locator) =>
  expect
    .poll(() =>
      video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && v.currentTime > 0 && !v.paused),
    )
    .toBe(true);

test.describe('demo depot', () => {
  test.use({ storageState: SESSION.owner });

  test('the owner opens CCTV from the sidebar and the three demo clips play', async ({ page }) => {
    const urls: string[] = [];
    page.on('request', (r) => urls.push(r.url()));
    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: 'CCTV', exact: true })).toBeVisible();
    await page.waitForLoadState('load');
    // hls.js is fetched with the CCTV page only.
    const hlsChunk = (url: string) => /\/assets\/hls[^/]*\.js$/.test(url);
    expect(urls.filter(hlsChunk)).toEqual([]);

    await page.getByRole('link', { name: 'CCTV', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/cctv$/);
    await expect(page.getByRole('heading', { name: messages.cctv.title })).toBeVisible();
    await expect(page.getByText(messages.cctv.subtitle)).toBeVisible();
    for (const label of LABELS) {
      const camera = page.getByRole('region', { name: label });
      await expect(camera.getByRole('heading', { name: label })).toBeVisible();
      const video = camera.locator('video');
      await expect(video).toHaveJSProperty('muted', true);
      await expect(video).toHaveJSProperty('loop', true);
      await expectPlaying(video);
    }
    // Cameras go by their names: no file path or address on the page.
    await expect(page.getByRole('main')).not.toContainText('/demo/');
    // Camera 1's playlist plays through hls.js (Media Source: a blob: source).
    expect(urls.filter(hlsChunk)).toHaveLength(1);
    await expect(page.getByRole('region', { name: LABELS[0] }).locator('video')).toHaveAttribute(
      'src',
      /^blob:/,
    );
  });
});

test('an owner sets a camera source, a bad URL is refused and a broken stream says so', async ({
  page,
  request,
}) => {
  // A depot of its own: its cameras start empty.
  const username = await newDepot(request, 'cctv');
  await loginAs(page, username, PASSWORD);
  await page.goto('/dashboard/cctv');

  const storage = page.getByRole('region', { name: 'CCTV 2 Penyimpanan' });
  await expect(storage.getByText(messages.cctv.noSourceOwner)).toBeVisible();
  await storage.getByRole('button', { name: messages.cctv.setSource }).click();
  const dialog = page.getByRole('dialog', { name: 'CCTV 2 Penyimpanan' });
  const url = dialog.getByRole('textbox', { name: messages.cctv.urlLabel });
  await url.fill('javascript:alert(1)//.mp4');
  await dialog.getByRole('button', { name: messages.cctv.save }).click();
  await expect(dialog.getByText(messages.cctv.urlInvalid)).toBeVisible();
  await url.fill('/demo/cctv-2.mp4');
  await dialog.getByRole('button', { name: messages.cctv.save }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(messages.cctv.saved('CCTV 2 Penyimpanan'))).toBeVisible();
  await expectPlaying(storage.locator('video'));

  const parking = page.getByRole('region', { name: 'CCTV 3 Area Parkir' });
  await parking.getByRole('button', { name: messages.cctv.setSource }).click();
  await page
    .getByRole('dialog', { name: 'CCTV 3 Area Parkir' })
    .getByRole('textbox', { name: messages.cctv.urlLabel })
    .fill('/demo/tidak-ada.mp4');
  await page
    .getByRole('dialog', { name: 'CCTV 3 Area Parkir' })
    .getByRole('button', { name: messages.cctv.save })
    .click();
  await expect(parking.getByRole('alert')).toContainText(
    messages.cctv.playFailed('CCTV 3 Area Parkir'),
  );
  // Tries again, waiting longer each time: 2 s, then 4 s, ...
  await expect(parking.getByRole('alert')).toContainText(/Mencoba lagi dalam \d+ detik/);

  // The source survives a reload; removing it brings the hint back.
  await page.reload();
  await expectPlaying(storage.locator('video'));
  await storage.getByRole('button', { name: messages.cctv.changeSource }).click();
  await page.getByRole('button', { name: messages.cctv.removeSource }).click();
  await expect(storage.getByText(messages.cctv.noSourceOwner)).toBeVisible();
});
