import { defineConfig } from '@playwright/test';
import chromiumFlags from './chromium-flags.json' with { type: 'json' };
import { findChromium } from './chromium.mjs';

export default defineConfig({
  testDir: '.',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    // Set by global-setup, which starts the built server on a free port.
    baseURL: process.env.E2E_BASE_URL,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    // A failed test keeps its trace: every action with the page's DOM before and after it. The
    // screencast's film strip is left out: recording it for every test cost a sixth of the run's
    // CPU time (a11y and pos specs: 32 s instead of 39 s), and the snapshots show the same pages.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: findChromium(),
      args: chromiumFlags,
    },
  },
  projects: [
    // Logs each demo role in once; specs that only need a session start from the saved one.
    { name: 'setup', testMatch: 'auth.setup.ts' },
    { name: 'chromium', testMatch: '*.spec.ts', dependencies: ['setup'] },
  ],
});
