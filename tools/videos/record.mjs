// `npm run videos [key ...]`: records the landing page's videos (SITE_VIDEOS in
// packages/contract/src/site.ts) from this app itself. Builds when needed, starts the built
// server on free ports with a fresh demo database in a temporary directory, drives Debian's
// Chromium through each scene, and encodes with ffmpeg into apps/web/public/video/. Everything
// it started is stopped and the temporary directory deleted at the end, also on Ctrl-C.
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SITE_VIDEOS } from '@depot/contract';
import { chromium } from 'playwright';
import {
  CHROME_FLAGS,
  ensureBuilt,
  findChromium,
  log,
  ROOT,
  startBuiltServer,
} from '../../bench/lib.mjs';
import { appTour } from './app-tour.mjs';
import { explain, prepareDepot } from './explain.mjs';
import { encode, requireFfmpeg, startCapture } from './recorder.mjs';

const PUBLIC_DIR = join(ROOT, 'apps/web/public');
const DESKTOP = { viewport: { width: 1280, height: 720 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The scene of each video this tool can record, by SITE_VIDEOS key. */
const SCENES = {
  'cara-kerja': { context: DESKTOP, run: explain },
  'demo-web': { context: DESKTOP, run: (page, env) => appTour(page, { ...env, phone: false }) },
  'demo-ponsel': { context: PHONE, run: (page, env) => appTour(page, { ...env, phone: true }) },
};

const cleanups = [];
const cleanup = async () => {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch((e) => console.error('cleanup:', e));
};
process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));
process.once('SIGTERM', () => void cleanup().then(() => process.exit(143)));

/**
 * The demo database is seeded by a first start; the second start (SEED_DEMO off) keeps it but
 * leaves out the live simulator, so the only readings on screen are the ones the scenes send.
 */
async function startDemoServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'depot-videos-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const seeding = startBuiltServer({ databaseUrl: '', dataDir, seedDemo: true });
  cleanups.push(() => seeding.stop());
  await seeding.ready;
  await cleanups.pop()();
  const server = startBuiltServer({ databaseUrl: '', dataDir, announceExit: true });
  cleanups.push(() => server.stop());
  const { httpPort } = await server.ready;
  return `http://127.0.0.1:${httpPort}`;
}

async function record(browser, origin, video) {
  const scene = SCENES[video.key];
  const context = await browser.newContext({
    ...scene.context,
    baseURL: origin,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    serviceWorkers: 'block',
  });
  try {
    await context.addInitScript({ path: join(import.meta.dirname, 'page-overlay.js') });
    const page = await context.newPage();
    const capture = await startCapture(page, { width: video.width, height: video.height });
    await scene.run(page, { origin, capture });
    const frames = await capture.stop();
    const file = (src) => join(PUBLIC_DIR, src);
    const seconds = await encode(frames, {
      width: video.width,
      height: video.height,
      mp4: file(video.src),
      poster: file(video.poster),
    });
    const kb = (src) => (statSync(file(src)).size / 1000).toFixed(0);
    log(
      `${video.key}: ${seconds.toFixed(1)} s, ${kb(video.src)} KB, poster ${kb(video.poster)} KB`,
    );
    if (Math.round(seconds) !== video.duration) {
      log(`  set duration: ${Math.round(seconds)} for '${video.key}' in SITE_VIDEOS`);
    }
  } finally {
    await context.close();
  }
}

async function main() {
  requireFfmpeg();
  const executablePath = findChromium();
  const wanted = process.argv.slice(2);
  const videos = SITE_VIDEOS.filter(
    (v) => SCENES[v.key] && (wanted.length === 0 || wanted.includes(v.key)),
  );
  if (videos.length === 0) {
    throw new Error(`nothing to record; scenes exist for: ${Object.keys(SCENES).join(', ')}`);
  }
  ensureBuilt({ web: true });
  const origin = await startDemoServer();
  log(`server at ${origin}`);
  await prepareDepot(origin);
  const browser = await chromium.launch({
    executablePath,
    args: CHROME_FLAGS,
  });
  cleanups.push(() => browser.close());
  mkdirSync(join(PUBLIC_DIR, 'video'), { recursive: true });
  for (const video of videos) await record(browser, origin, video);
}

let code = 1;
try {
  await main();
  code = 0;
} catch (error) {
  console.error(error);
} finally {
  await cleanup();
}
process.exit(code);
