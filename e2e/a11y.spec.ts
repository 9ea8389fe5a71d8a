import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, loginAs, PASSWORD, SESSION, uniqueName } from './support';

// Every signed-in screen on a 390 px phone: axe-core finds nothing critical or serious, the tab
// is named after the screen, and the frame's controls are big enough for a thumb.
test.use({ viewport: { width: 390, height: 844 } });

const OWNER_SCREENS = [
  ['/dashboard', 'Beranda'],
  ['/dashboard/pos', 'Kasir'],
  ['/dashboard/pendapatan', 'Pendapatan'],
  ['/dashboard/selisih-galon', 'Selisih Galon'],
  ['/dashboard/trek-motor', 'Trek Motor & Lokasi Depot'],
  ['/dashboard/cctv', 'CCTV'],
  ['/dashboard/smart-farming', 'Smart Farming'],
  ['/dashboard/karyawan', 'Karyawan'],
  ['/dashboard/profile', 'Profil'],
  ['/dashboard/pdam-bill', 'Tagihan PDAM'],
  ['/dashboard/absensi', 'Absensi'],
] as const;

const EMPLOYEE_SCREENS = OWNER_SCREENS.filter(([path]) =>
  [
    '/dashboard',
    '/dashboard/pos',
    '/dashboard/trek-motor',
    '/dashboard/cctv',
    '/dashboard/absensi',
  ].includes(path),
);

const ADMIN_SCREENS = [
  ['/admin/register', 'Registrasi Admin'],
  ['/admin/tables', 'Kelola Data Master'],
  ['/admin/webgis', 'WebGIS Depots'],
  ['/admin/manage-accounts', 'Manajemen Akun'],
  ['/admin/testimoni', 'Testimoni'],
  ['/admin/smart-weather', 'Smart Weather'],
  ['/admin/smart-farming', 'Smart Farming'],
  ['/admin/gps-tracker', 'GPS Tracker'],
] as const;

/** The critical and serious findings of axe-core on what the page shows now, one line each. */
async function seriousFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
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

async function checkScreens(page: Page, screens: readonly (readonly [string, string])[]) {
  for (const [path, title] of screens) {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} · Depot Pintar`);
    await expect(page.getByRole('navigation', { name: 'Navigasi bawah' })).toBeVisible();
    // Scanned once the screen's data has arrived, not while loaders stand in for it.
    await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
    expect.soft(await seriousFindings(page), path).toEqual([]);
    expect.soft(await smallTargets(page), path).toEqual([]);
  }
}

test.describe('the owner', () => {
  test.use({ storageState: SESSION.owner });

  test('every screen passes axe on a phone, with its title and thumb-sized controls', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await checkScreens(page, OWNER_SCREENS);
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
  test.setTimeout(120_000);
  const login = await request.post('/api/auth/login', {
    data: { username: DEMO.owner[0], password: DEMO.owner[1] },
  });
  const employee = uniqueName('kasir');
  const created = await request.post(`/api/employees/${DEMO.owner[0]}`, {
    headers: { authorization: `Bearer ${(await login.json()).token as string}` },
    data: { username: employee, password: PASSWORD, name: 'Siti Rahma' },
  });
  expect(created.status()).toBe(200);
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
    test.setTimeout(180_000);
    await checkScreens(page, ADMIN_SCREENS);
  });
});
