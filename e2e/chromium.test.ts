import { describe, expect, it } from 'vitest';
import { DEBIAN_CHROMIUM, findChromium } from './chromium.mjs';

const PLAYWRIGHTS = '/home/u/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';
const lookup = (env: Record<string, string>, present: string[]) => ({
  env,
  exists: (path: string) => present.includes(path),
  playwrightChromium: () => PLAYWRIGHTS,
});
const HOW =
  'set CHROMIUM_PATH to a Chromium or Chrome binary, install Debian’s `chromium` package (/usr/bin/chromium), or run `npx playwright install chromium`.';

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first', () => {
    const all = [DEBIAN_CHROMIUM, PLAYWRIGHTS, '/opt/chrome'];
    expect(findChromium(lookup({ CHROMIUM_PATH: '/opt/chrome' }, all))).toBe('/opt/chrome');
  });

  it("then Debian's /usr/bin/chromium", () => {
    expect(findChromium(lookup({}, [DEBIAN_CHROMIUM, PLAYWRIGHTS]))).toBe('/usr/bin/chromium');
  });

  it('then the Chromium Playwright downloaded', () => {
    expect(findChromium(lookup({}, [PLAYWRIGHTS]))).toBe(PLAYWRIGHTS);
  });

  it('names the three ways in one line when there is none', () => {
    expect(() => findChromium(lookup({}, []))).toThrow(`No Chromium found: ${HOW}`);
    expect(HOW).not.toContain('\n');
  });

  it('does not fall back when CHROMIUM_PATH names a missing file', () => {
    expect(() =>
      findChromium(lookup({ CHROMIUM_PATH: '/nope' }, [DEBIAN_CHROMIUM, PLAYWRIGHTS])),
    ).toThrow(`No Chromium at CHROMIUM_PATH=/nope: ${HOW}`);
  });
});
