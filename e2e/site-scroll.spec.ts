import { expect, test, type Page } from '@playwright/test';

/** Where the top of a section's heading is, in pixels from the top of the window. */
const headingTop = (page: Page, name: string) =>
  page
    .getByRole('heading', { level: 2, name })
    .evaluate((el) => Math.round(el.getBoundingClientRect().top));

test('an address with #pricing opens the landing page at the prices', async ({ page }) => {
  await page.goto('/#pricing');
  // Below the fixed navigation bar, not behind it and not further down the page.
  await expect.poll(() => headingTop(page, 'Paket Harga')).toBeGreaterThan(60);
  await expect.poll(() => headingTop(page, 'Paket Harga')).toBeLessThan(200);
});

test("the footer's 'Fitur' link on an article goes to the landing page's features", async ({
  page,
}) => {
  await page.goto('/iot-manfaat');
  await page.locator('footer').getByRole('link', { name: 'Fitur' }).click();
  await expect(page).toHaveURL(/\/#features$/);
  await expect.poll(() => headingTop(page, 'Fitur Utama')).toBeLessThan(200);
  await expect.poll(() => headingTop(page, 'Fitur Utama')).toBeGreaterThan(60);
});

test('a footer link to an article opens the article at its top', async ({ page }) => {
  await page.goto('/');
  await page.locator('footer').scrollIntoViewIfNeeded();
  await page.locator('footer').getByRole('link', { name: 'Keamanan IoT' }).click();
  await expect(page).toHaveURL(/\/keamanan-iot$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
