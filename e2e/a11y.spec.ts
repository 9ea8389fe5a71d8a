import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { cutElements } from './overflow';
import {
  ADMIN_SCREENS,
  EMPLOYEE_SCREENS,
  OWNER_SCREENS,
  PUBLIC_SCREENS,
  type Screen,
} from './screens';
import {
  fillRegisterForm,
  LONG_DEPOT_NAME,
  loginAs,
  newDemoEmployee,
  ownAddress,
  PASSWORD,
  sendRegistration,
  SESSION,
  uniqueName,
} from './support';

// Every screen on a 390 px phone: axe-core finds nothing critical or serious, the tab is named
// after the screen and nothing is cut off at the screen's edge; on signed-in screens the frame's
// controls are big enough for a thumb.
test.use({ viewport: { width: 390, height: 844 } });

/** The critical and serious findings of axe-core on what the page shows now, one line each. */
async function seriousFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // One axe.run in the page itself. The default (runPartial) injects axe twice and opens a
    // blank page per scan to merge the frames' results: about three times the scan's time here,
    // for the same findings (compared rule by rule and node by node). It differs only inside
    // cross-origin frames, which the signed-in screens do not have.
    .setLegacyMode()
    .analyze();
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .flatMap((v) =>
      v.nodes.map((node) => `${v.id}: ${node.target.join(' ')} ${node.any[0]?.message ?? ''}`),
    );
}

/** Width and height of every control in the header and the bottom bar below 44 px. */
async function smallTargets(page: Page) {
  return page
    .locator('header, footer')
    .locator('button, a')
    .evaluateAll((controls) =>
      controls
        .map((c) => ({
          name: c.getAttribute('aria-label') ?? c.textContent,
          box: c.getBoundingClientRect(),
        }))
        .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
        .map(({ name, box }) => `${name}: ${box.width}×${box.height}`),
    );
}

/**
 * Shows `path` as the app's own links do, without loading the app again: the router follows the
 * address (a popstate, as on the browser's back button). The walk loads the app once for its
 * first screen; reloading it for every screen cost a fifth of the walk's time.
 */
const followLink = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

async function checkScreens(page: Page, screens: readonly Screen[]) {
  // Each screen loads, waits for its data and is scanned twice: up to 30 s on a busy machine.
  test.setTimeout(60_000 + screens.length * 30_000);
  for (const [index, [path, title]] of screens.entries()) {
    await (index === 0 ? page.goto(path) : followLink(page, path));
    await expect(page).toHaveTitle(`${title} · Depot Pintar`);
    await expect(page.getByRole('navigation', { name: 'Navigasi bawah' })).toBeVisible();
    // Scanned once the screen's data has arrived, not while loaders stand in for it.
    await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
    expect.soft(await seriousFindings(page), path).toEqual([]);
    expect.soft(await cutElements(page), path).toEqual([]);
    expect.soft(await smallTargets(page), path).toEqual([]);
  }
}

test.describe('a visitor', () => {
  test('the landing, login and registration pages pass axe on a phone, with nothing cut off', async ({
    page,
  }) => {
    test.setTimeout(60_000 + PUBLIC_SCREENS.length * 30_000);
    for (const [path, title] of PUBLIC_SCREENS) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
      expect.soft(await seriousFindings(page), path).toEqual([]);
      expect.soft(await cutElements(page), path).toEqual([]);
    }
  });

  test('the confirmation of a sent registration passes axe on a phone', async ({ page }) => {
    // From an address of its own: registration.spec.ts meets the hourly limit of 127.0.0.1.
    await page.setExtraHTTPHeaders(ownAddress());
    await page.goto('/register?paket=optimal');
    await fillRegisterForm(page, uniqueName('a11y'));
    await page.getByRole('button', { name: 'Kirim Permintaan' }).click();
    await expect(page.getByRole('heading', { name: 'Permintaan terkirim' })).toBeFocused();
    expect.soft(await seriousFindings(page)).toEqual([]);
    expect.soft(await cutElements(page)).toEqual([]);
  });
});

test.describe('the owner', () => {
  test.use({ storageState: SESSION.owner });

  test('every screen passes axe on a phone, with its title and thumb-sized controls', async ({
    page,
  }) => {
    await checkScreens(page, OWNER_SCREENS);
  });

  test("the motorbike map's panel sits above the bottom bar and opens", async ({ page }) => {
    await page.goto('/dashboard/trek-motor');
    const bar = await page.getByRole('navigation', { name: 'Navigasi bawah' }).boundingBox();
    const toggle = page.getByRole('button', { name: /^(Tampilkan|Sembunyikan) panel$/ });
    const box = await toggle.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(bar!.y);
    const expanded = await toggle.getAttribute('aria-expanded');
    // Clicked where it is drawn: the click would land on the bottom bar if that covered it.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', expanded === 'true' ? 'false' : 'true');
  });

  test('the bottom bar opens the notifications and the sidebar', async ({ page }) => {
    await page.goto('/dashboard/pos');
    const bar = page.getByRole('navigation', { name: 'Navigasi bawah' });
    await expect(bar.getByRole('link', { name: 'Kasir' })).toHaveAttribute('aria-current', 'page');

    await bar.getByRole('button', { name: 'Notifikasi' }).click();
    await expect(
      page.getByRole('dialog', { name: /^Notifikasi, \d+ belum dibaca$/ }),
    ).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await bar.getByRole('button', { name: 'Menu' }).click();
    const sidebar = page.getByRole('navigation', { name: 'Menu utama' });
    await sidebar.getByRole('link', { name: 'Perhitungan Tagihan PDAM' }).click();
    await expect(page).toHaveURL(/\/dashboard\/pdam-bill$/);
    await expect(page).toHaveTitle('Tagihan PDAM · Depot Pintar');
    await bar.getByRole('link', { name: 'Beranda' }).click();
    await expect(page).toHaveTitle('Beranda · Depot Pintar');
  });
});

test('an employee’s screens pass axe on a phone, and their bar lacks the owner’s income', async ({
  page,
  request,
}) => {
  const employee = await newDemoEmployee(request);
  await loginAs(page, employee, PASSWORD);
  const bar = page.getByRole('navigation', { name: 'Navigasi bawah' });
  await expect(bar.getByRole('link')).toHaveText(['Beranda', 'Kasir']);
  await checkScreens(page, EMPLOYEE_SCREENS);
});

test.describe('the super admin', () => {
  test.use({ storageState: SESSION.admin });

  test('every admin screen passes axe on a phone, with its title and bottom bar', async ({
    page,
  }) => {
    // A request waits on the first screen, its depot named as long as some are.
    const username = uniqueName('panjang');
    await sendRegistration(page.request, username, { depot_name: LONG_DEPOT_NAME });
    await checkScreens(page, ADMIN_SCREENS);
    await page.goto('/admin/register');
    await expect(page.getByRole('article', { name: `Permintaan ${username}` })).toBeVisible();
    expect(await cutElements(page)).toEqual([]);
  });
});
