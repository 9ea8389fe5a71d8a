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
    trace: 'retain-on-failure',
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
