// Where the browser tests, the benches and the video tool find Chromium, in this order:
// CHROMIUM_PATH, Debian's package, then the browser `npx playwright install chromium` downloads
// (on a laptop or macOS). Nothing here downloads a browser.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

const HOW =
  'set CHROMIUM_PATH to a Chromium or Chrome binary, install Debian’s `chromium` package (/usr/bin/chromium), or run `npx playwright install chromium`';

/** The Chromium binary to launch; throws a one-line error saying how to get one. */
export function findChromium({
  env = process.env,
  exists = existsSync,
  playwrightChromium = () => chromium.executablePath(),
} = {}) {
  const wanted = env.CHROMIUM_PATH;
  if (wanted) {
    if (exists(wanted)) return wanted;
    throw new Error(`No Chromium at CHROMIUM_PATH=${wanted}: ${HOW}.`);
  }
  if (exists(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const downloaded = playwrightChromium();
  if (downloaded && exists(downloaded)) return downloaded;
  throw new Error(`No Chromium found: ${HOW}.`);
}
