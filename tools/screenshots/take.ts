// `npm run screenshots [dir]`: a full-page PNG of every screen (e2e/screens.ts) of a visitor, the
// owner, an employee and the super admin, on a 390 px phone and a 1366 px desktop, into `dir`
// (default /tmp/screens), to be looked at before a change lands. Builds when needed and starts
// the built app on a fresh demo database as the e2e run does; prints what cutElements finds.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, request, type Browser } from '@playwright/test';
import chromiumFlags from '../../e2e/chromium-flags.json' with { type: 'json' };
import { findChromium } from '../../e2e/chromium.mjs';
import globalSetup from '../../e2e/global-setup';
import { cutElements } from '../../e2e/overflow';
import {
  ADMIN_SCREENS,
  EMPLOYEE_SCREENS,
  OWNER_SCREENS,
  PUBLIC_SCREENS,
  type Screen,
} from '../../e2e/screens';
import {
  DEMO,
  LONG_DEPOT_NAME,
  loginAs,
  newDemoEmployee,
  PASSWORD,
  sendRegistration,
  serveTilesLocally,
  uniqueName,
} from '../../e2e/support';

const SIZES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 768 },
} as const;

const outDir = resolve(process.argv[2] ?? '/tmp/screens');
mkdirSync(outDir, { recursive: true });
const root = resolve(import.meta.dirname, '../..');
if (
  spawnSync(process.execPath, ['scripts/build-stamp.mjs'], { cwd: root, stdio: 'inherit' }).status
)
  throw new Error('the build failed');

const stop = await globalSetup();
const baseURL = process.env.E2E_BASE_URL;
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumFlags });
try {
  const api = await request.newContext({ baseURL });
  const employee = await newDemoEmployee(api);
  // A request waiting for the super admin, so that its card is on the registration screen.
  await sendRegistration(api, uniqueName('panjang'), { depot_name: LONG_DEPOT_NAME });
  await api.dispose();
  const roles: [string, readonly [string, string] | null, readonly Screen[]][] = [
    ['public', null, PUBLIC_SCREENS],
    ['owner', DEMO.owner, OWNER_SCREENS],
    ['employee', [employee, PASSWORD], EMPLOYEE_SCREENS],
    ['admin', DEMO.admin, ADMIN_SCREENS],
  ];
  for (const [role, login, screens] of roles)
    for (const [size, viewport] of Object.entries(SIZES))
      await shoot(browser, `${role}-${size}`, viewport, login, screens);
} finally {
  await browser.close();
  await stop();
}

async function shoot(
  browser: Browser,
  prefix: string,
  viewport: { width: number; height: number },
  login: readonly [string, string] | null,
  screens: readonly Screen[],
) {
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  await serveTilesLocally(context);
  // tsx keeps function names with an `__name` helper, also inside cutElements' page function.
  await context.addInitScript('window.__name = (f) => f');
  const page = await context.newPage();
  if (login) await loginAs(page, ...login);
  for (const [path] of screens) {
    await page.goto(path);
    await page.locator('.mantine-Loader-root').first().waitFor({ state: 'detached' });
    // The live event stream keeps a request open, so no network idle: charts get a moment to draw.
    await page.waitForTimeout(1500);
    const file = join(outDir, `${prefix}${path === '/' ? '-home' : path.replaceAll('/', '-')}.png`);
    await page.screenshot({ path: file, fullPage: true });
    const cut = await cutElements(page);
    console.log(file, ...(cut.length ? ['\n  cut:', cut.join('\n  ')] : []));
  }
  await context.close();
}
