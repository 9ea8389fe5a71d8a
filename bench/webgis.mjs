// WebGIS benchmark: /admin/webgis with 10.000 surveyed depots in headless Chromium at 1366×768.
// Starts the built server on a fresh embedded database with the demo data, imports BENCH_POINTS
// depots (default 10.000) through POST /api/webgis/depot/import, then, for the full list and
// for an empty one (the ceiling: the same map, tiles and interactions without depots), measures
//   - time to first render: navigation start → first marker or cluster drawn;
//   - frame times while panning (mouse drags) and zooming (wheel) for a fixed script of moves,
//     from requestAnimationFrame deltas: median, p95, max, share of frames over 50 ms; apart,
//     the longest frame of the 2 s after the first render (work still running on its own);
//   - the list's size over the wire and as JSON.
// BENCH_RUNS times each (default 3, alternating), reporting the medians.
// See bench/README.md (WebGIS).
//
//   npm run build && npm run bench:webgis
//   BENCH_POINTS=20000 BENCH_RUNS=5 npm run bench:webgis
//
// Only 127.0.0.1 traffic (tiles are answered locally with a blank image).
/* global window, requestAnimationFrame -- these run inside the page */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import {
  CHROME_FLAGS,
  ensureBuilt,
  envNumber,
  findChromium,
  fmt,
  log,
  percentile,
  startBuiltServer,
} from './lib.mjs';

const POINTS = envNumber('BENCH_POINTS', 10_000, 1);
const RUNS = envNumber('BENCH_RUNS', 3, 1);
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Depots spread over Jabodetabek, the same on every run. */
function surveyCsv(count) {
  let seed = 20_261_124;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const statuses = ['Ya', 'Tidak', 'Under Prospect'];
  const rows = ['nama,alamat,latitude,longitude,is_subscribed,rating,jumlah_ulasan'];
  for (let i = 0; i < count; i++) {
    const lat = (-6.6 + random() * 0.55).toFixed(6);
    const lon = (106.55 + random() * 0.6).toFixed(6);
    rows.push(
      `Depot Bench ${i},Jl. Bench No. ${i},${lat},${lon},${statuses[i % 3]},${(3 + random() * 2).toFixed(1)},${i % 300}`,
    );
  }
  return rows.join('\n');
}

/** Stats of a list of frame times (ms). */
function frameStats(frames) {
  const sorted = [...frames].sort((a, b) => a - b);
  return {
    frames: frames.length,
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted[sorted.length - 1],
    over50: frames.filter((f) => f > 50).length / frames.length,
  };
}

async function measure(browser, base, token, { empty }) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await page.route('https://tile.openstreetmap.org/**', (r) =>
    r.fulfill({ contentType: 'image/png', body: TILE }),
  );
  if (empty) await page.route('**/api/webgis/depot', (r) => r.fulfill({ json: [] }));
  await page.addInitScript((t) => {
    localStorage.setItem('token', t);
    localStorage.setItem('username', 'admin');
    localStorage.setItem('is_super_admin', 'true');
  }, token);
  await page.goto(`${base}/admin/webgis`);
  const map = page.getByRole('region', { name: 'Peta WebGIS depot air minum' });
  await page
    .locator(empty ? '.leaflet-tile-loaded' : '.leaflet-marker-icon')
    .first()
    .waitFor({ timeout: 120_000 });
  const firstRender = await page.evaluate(() => performance.now());
  // Every frame from here on, tagged with the phase it fell in: `idle` (2 s with no input right
  // after the first render: work the page still does on its own), then `pan` and `zoom`.
  await page.evaluate(() => {
    window.__frames = [];
    window.__phase = 'idle';
    let last = performance.now();
    const tick = (now) => {
      window.__frames.push([window.__phase, now - last]);
      last = now;
      if (!window.__stop) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.waitForTimeout(2000);
  const phase = (name) => page.evaluate((n) => (window.__phase = n), name);
  // The most markers (clusters and single depots) in the page after any move.
  let markers = 0;
  const countMarkers = async () => {
    markers = Math.max(markers, await page.locator('.leaflet-marker-icon').count());
  };
  await countMarkers();
  const box = await map.boundingBox();
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  for (let round = 0; round < 3; round++) {
    await phase('pan');
    for (const [dx, dy] of [
      [300, 0],
      [0, 200],
      [-300, 0],
      [0, -200],
    ]) {
      await page.mouse.move(cx, cy);
      await page.mouse.down();
      await page.mouse.move(cx + dx, cy + dy, { steps: 20 });
      await page.mouse.up();
      await countMarkers();
    }
    await phase('zoom');
    for (const delta of [-300, -300, 300, 300]) {
      await page.mouse.move(cx, cy);
      await page.mouse.wheel(0, delta);
      await page.waitForTimeout(450);
      await countMarkers();
    }
  }
  const { frames, list } = await page.evaluate(() => {
    window.__stop = true;
    const entry = performance
      .getEntriesByType('resource')
      .find((e) => new URL(e.name).pathname === '/api/webgis/depot');
    return {
      frames: window.__frames.slice(1),
      list: entry && { transfer: entry.transferSize, body: entry.decodedBodySize },
    };
  });
  await context.close();
  const of = (name) => frames.filter(([p]) => name === undefined || p === name).map(([, f]) => f);
  return {
    firstRender,
    list,
    markers,
    ...frameStats(of('pan').concat(of('zoom'))),
    idle: frameStats(of('idle')),
    pan: frameStats(of('pan')),
    zoom: frameStats(of('zoom')),
  };
}

/** Each figure of a run list as the median over the runs. */
function medianRun(runs) {
  const med = (get) =>
    percentile(
      runs.map(get).sort((a, b) => a - b),
      50,
    );
  const part = (key) =>
    Object.fromEntries(Object.keys(runs[0][key]).map((k) => [k, med((r) => r[key][k])]));
  return {
    firstRender: med((r) => r.firstRender),
    markers: med((r) => r.markers),
    frames: med((r) => r.frames),
    median: med((r) => r.median),
    p95: med((r) => r.p95),
    max: med((r) => r.max),
    over50: med((r) => r.over50),
    idle: part('idle'),
    pan: part('pan'),
    zoom: part('zoom'),
  };
}

ensureBuilt({ web: true });
const dataDir = mkdtempSync(join(tmpdir(), 'bench-webgis-'));
process.env.SIMULATOR = 'false';
const server = startBuiltServer({ databaseUrl: '', dataDir, seedDemo: true, launcher: true });
let browser;
try {
  const { httpPort } = await server.ready;
  const base = `http://127.0.0.1:${httpPort}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  });
  const { token } = await login.json();
  const started = performance.now();
  const imported = await fetch(`${base}/api/webgis/depot/import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ csv: surveyCsv(POINTS) }),
  });
  const result = await imported.json();
  log(
    `import of ${fmt(POINTS)} rows: HTTP ${imported.status}, ${fmt(result.inserted)} stored in ${fmt(performance.now() - started)} ms`,
  );
  const list = await fetch(`${base}/api/webgis/depot`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = await list.text();
  log(
    `GET /api/webgis/depot: ${fmt(JSON.parse(body).length)} depots, ${fmt(body.length / 1000)} KB`,
  );
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROME_FLAGS });
  const ceilings = [];
  const fulls = [];
  // Alternated, so that a busy spell of the shared machine falls on both alike.
  for (let run = 1; run <= RUNS; run++) {
    ceilings.push(await measure(browser, base, token, { empty: true }));
    fulls.push(await measure(browser, base, token, { empty: false }));
    const f = fulls.at(-1);
    log(
      `run ${run}/${RUNS}: first render ${fmt(ceilings.at(-1).firstRender)} / ${fmt(f.firstRender)} ms, p95 frame ${fmt(ceilings.at(-1).p95, 1)} / ${fmt(f.p95, 1)} ms, max ${fmt(ceilings.at(-1).max)} / ${fmt(f.max)} ms (ceiling / depots)`,
    );
  }
  const { list: sent } = fulls[0];
  if (sent)
    log(
      `the list as the browser got it: ${fmt(sent.transfer / 1000)} KB over the wire for ${fmt(sent.body / 1000)} KB of JSON`,
    );
  const ceiling = medianRun(ceilings);
  const full = medianRun(fulls);
  const row = (name, r) =>
    `| ${name} | ${fmt(r.firstRender)} | ${fmt(r.frames)} | ${fmt(r.median, 1)} | ${fmt(r.p95, 1)} | ${fmt(r.max)} | ${fmt(r.over50 * 100, 1)} % | ${fmt(r.idle.max)} | ${fmt(r.pan.p95, 1)} / ${fmt(r.pan.max)} | ${fmt(r.zoom.p95, 1)} / ${fmt(r.zoom.max)} | ${fmt(r.markers)} |`;
  console.log(
    `\nmedians of ${RUNS} runs (frames of the pans and zooms; idle = the 2 s after the first render)`,
  );
  console.log(
    '| map | first render (ms) | frames | median (ms) | p95 (ms) | max (ms) | > 50 ms | idle max (ms) | pan p95 / max (ms) | zoom p95 / max (ms) | markers (max) |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  console.log(row('no depots (ceiling)', ceiling));
  console.log(row(`${fmt(POINTS)} depots + demo`, full));
  console.log(
    `\nratios to the ceiling: first render ×${fmt(full.firstRender / ceiling.firstRender, 2)}, median frame ×${fmt(full.median / ceiling.median, 2)}, p95 frame ×${fmt(full.p95 / ceiling.p95, 2)}, max frame ×${fmt(full.max / ceiling.max, 2)}`,
  );
} finally {
  await browser?.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
