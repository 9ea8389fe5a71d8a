// First step of `npm run test:e2e`: without a browser there is no point in building, so a missing
// Chromium stops the run here with one line saying how to get one.
import { findChromium } from '../e2e/chromium.mjs';

try {
  console.log(`Chromium: ${findChromium()}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
