// Web benchmark: what the public site and the owner's home cost a phone on a first visit. Starts
// the built server on a fresh embedded database with the demo depot, then
//   (a) loads `/` (and an article, for reference) in headless Chromium at 390 px without any
//       interaction until load + network idle, and lists the JavaScript and CSS it fetched with
//       their raw, gzip and on-the-wire sizes, the encoding the server chose, and every request
//       to another origin; then `/dashboard` signed in as the demo owner, until its daily chart
//       is drawn and no script or style is in flight (its live event stream never lets the
//       network go idle);
//   (b) runs Lighthouse (default config: mobile form factor, simulated throttling) on `/`, an
//       article and `/dashboard` (the session put in localStorage first, as the app keeps it),
//       BENCH_LH_RUNS times each, and takes the median per category.
// Prints the figures and exits 1 if a budget is missed. See bench/README.md.
//
//   npm run bench:web
//   BENCH_LH_RUNS=1 BENCH_WEB_REPORTS=/tmp/lh npm run bench:web
//
// Only 127.0.0.1 traffic. The server, the browsers and the temporary data directory are removed
// at the end, also on Ctrl-C.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import {
  CHROME_FLAGS,
  ensureBuilt,
  findChromium,
  log,
  ROOT,
  startBuiltServer,
  WEB_DIST,
} from './lib.mjs';

const CHROMIUM = process.env.BENCH_CHROMIUM || findChromium();

const BUDGET = {
  /** JS + CSS fetched by `/` before any interaction, gzip bytes (150 KB, 1 KB = 1000 bytes). */
  jsCssGzipBytes: 150_000,
  /** Every Lighthouse category, median of the runs, 0–100 (for /dashboard: performance). */
  lighthouseScore: 95,
  /** JavaScript a 390 px phone transfers to open /dashboard with its charts (brotli on the wire). */
  dashboardJsWireBytes: 180_000,
  /** Requests to another origin during the first load. */
  thirdPartyRequests: 0,
};
const PAGES = ['/', '/iot-manfaat'];
const DASHBOARD = '/dashboard';
/** Drawn once the owner's home has its data: the end of the dashboard's first load. */
const DASHBOARD_READY = 'svg[aria-label="Grafik penggunaan air harian"]';
const DEMO_OWNER = { username: 'depot1', password: 'depot123' };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const LH_RUNS = Number(process.env.BENCH_LH_RUNS || 3);
const REPORTS_DIR = process.env.BENCH_WEB_REPORTS || '';

const kb = (bytes) => (bytes / 1000).toFixed(1);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

// ---------------------------------------------------------------------------------------------
// Everything that must go away at the end or on Ctrl-C.

const cleanups = [];
/** Lighthouse runs repeated because Lighthouse reported them broken. */
let retries = 0;
let cleaning = null;
function cleanup() {
  cleaning ??= (async () => {
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch (error) {
        console.error('cleanup:', error instanceof Error ? error.message : error);
      }
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    log(`${signal}: stopping`);
    void cleanup().then(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
// The built server on a fresh embedded database.

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'depot-bench-web-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  // DATABASE_URL empty: the embedded PGlite in dataDir; the demo depot for /dashboard.
  const server = startBuiltServer({
    databaseUrl: '',
    dataDir,
    seedDemo: true,
    readyTimeoutMs: 300_000,
  });
  cleanups.push(() => server.stop());
  const { httpPort } = await server.ready;
  return `http://127.0.0.1:${httpPort}`;
}

/** The demo owner's session as the web app keeps it in localStorage (lib/session.ts). */
async function ownerSession(origin) {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_OWNER),
  });
  if (!response.ok) throw new Error(`demo owner login: HTTP ${response.status}`);
  const { token, username, is_super_admin } = await response.json();
  return { token, username, is_super_admin: String(is_super_admin) };
}

/** Puts the session into the origin's localStorage of a page that is about to open the app. */
function storeSession(session) {
  for (const [key, value] of Object.entries(session)) localStorage.setItem(key, value);
}

// ---------------------------------------------------------------------------------------------
// (a) Bytes of the first load, without interaction.

/** Until the chart is drawn and no script or style has been in flight for half a second. */
async function dashboardSettled(page, inFlightCode) {
  await page.locator(DASHBOARD_READY).waitFor({ timeout: 120_000 });
  for (let quiet = 0; quiet < 2;) {
    await page.waitForTimeout(250);
    quiet = inFlightCode.size ? 0 : quiet + 1;
  }
}

/**
 * A file's body and its bytes on the wire. Chromium keeps no body of a worker's script (the home's
 * `intl-warmup-*.js`); that one is fetched again as the browser asked for it, and its wire size is
 * the Content-Length the server sends for that encoding.
 */
async function fetchedBytes(request, response) {
  try {
    return { body: await response.body(), wire: (await request.sizes()).responseBodySize };
  } catch {
    const again = await fetch(request.url(), {
      headers: { 'accept-encoding': (await request.headerValue('accept-encoding')) ?? '' },
    });
    const body = Buffer.from(await again.arrayBuffer());
    return { body, wire: Number(again.headers.get('content-length')) || body.length };
  }
}

async function measureBytes(browser, origin, path, session) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'id-ID',
  });
  if (session) await context.addInitScript(storeSession, session);
  const page = await context.newPage();
  const finished = [];
  const foreign = [];
  const inFlightCode = new Set();
  const isCode = (request) => /\.(m?js|css)$/.test(new URL(request.url()).pathname);
  context.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !/^(data|blob):/.test(url)) foreign.push(url);
    if (isCode(request)) inFlightCode.add(request);
  });
  context.on('requestfinished', (request) => {
    finished.push(request);
    inFlightCode.delete(request);
  });
  context.on('requestfailed', (request) => inFlightCode.delete(request));
  await page.goto(origin + path, { waitUntil: 'load' });
  if (session) await dashboardSettled(page, inFlightCode);
  else await page.waitForLoadState('networkidle');
  const files = [];
  for (const request of finished) {
    const type = request.resourceType();
    const url = new URL(request.url());
    const isCode = type === 'script' || type === 'stylesheet' || /\.(m?js|css)$/.test(url.pathname);
    if (url.origin !== origin || !isCode) continue;
    const response = await request.response();
    if (!response) continue;
    const { body, wire } = await fetchedBytes(request, response);
    files.push({
      path: url.pathname,
      kind: url.pathname.endsWith('.css') || type === 'stylesheet' ? 'css' : 'js',
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      wire,
      encoding: (await response.headerValue('content-encoding')) || 'none',
      fromServiceWorker: response.fromServiceWorker(),
    });
  }
  const requests = finished.length;
  await context.close();
  files.sort((a, b) => b.gzip - a.gzip);
  const sum = (key, kind) =>
    files.filter((f) => !kind || f.kind === kind).reduce((n, f) => n + f[key], 0);
  return {
    path,
    files,
    foreign,
    requests,
    total: { raw: sum('raw'), gzip: sum('gzip'), wire: sum('wire') },
    js: { raw: sum('raw', 'js'), gzip: sum('gzip', 'js'), wire: sum('wire', 'js') },
    css: { raw: sum('raw', 'css'), gzip: sum('gzip', 'css'), wire: sum('wire', 'css') },
  };
}

function printBytes(result) {
  const until = result.path === DASHBOARD ? 'the chart is drawn' : 'load + network idle';
  console.log(`\n${result.path}: JavaScript and CSS until ${until}, no interaction`);
  console.log(
    `${'file'.padEnd(52)} ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)} ${'wire KB'.padStart(8)}  encoding`,
  );
  for (const f of result.files) {
    console.log(
      `${f.path.padEnd(52)} ${kb(f.raw).padStart(8)} ${kb(f.gzip).padStart(8)} ${kb(f.wire).padStart(8)}  ${f.encoding}${f.fromServiceWorker ? ' (service worker)' : ''}`,
    );
  }
  for (const [label, t] of [
    ['JS', result.js],
    ['CSS', result.css],
    ['JS + CSS', result.total],
  ]) {
    console.log(
      `${label.padStart(52)} ${kb(t.raw).padStart(8)} ${kb(t.gzip).padStart(8)} ${kb(t.wire).padStart(8)}`,
    );
  }
  console.log(
    `${result.files.length} JS/CSS files, ${result.requests} requests in all, ` +
      `${result.foreign.length} to other origins${result.foreign.length ? `: ${result.foreign.join(', ')}` : ''}`,
  );
}

// ---------------------------------------------------------------------------------------------
// (b) Lighthouse, a fresh Chromium per run.

/** The session in the launched Chromium's own profile, which Lighthouse's tab then shares. */
async function signIn(port, origin, session) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate(storeSession, session);
    await page.close();
  } finally {
    await browser.close();
  }
}

async function lighthouseOnce(url, session) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROME_FLAGS],
    handleSIGINT: false,
    logLevel: 'silent',
  });
  const kill = () => chrome.kill();
  cleanups.push(kill);
  try {
    if (session) await signIn(chrome.port, new URL(url).origin, session);
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: REPORTS_DIR ? 'html' : 'json',
      onlyCategories: CATEGORIES,
      // Lighthouse clears the origin's storage first, which would sign the owner out.
      disableStorageReset: Boolean(session),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result;
  } finally {
    cleanups.splice(cleanups.indexOf(kill), 1);
    await chrome.kill();
  }
}

/**
 * One Lighthouse run. A run that Lighthouse itself reports as broken (`runtimeError`, e.g.
 * NO_NAVSTART when the trace misses the navigation on a busy machine) scores 0 in every
 * category; it is logged and repeated, at most twice, instead of counting as a measurement.
 */
async function lighthouseRun(url, session) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouseOnce(url, session);
    const error = result.lhr.runtimeError;
    if (!error || attempt === 3) return result;
    log(`Lighthouse ${url}: ${error.code} (${error.message}); repeating the run`);
    retries++;
  }
}

/** Audits of a category that lost points, worst first, for the printout. */
function missedAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ ...lhr.audits[ref.id], weight: ref.weight }))
    .filter((audit) => audit.score !== null && audit.score < 1)
    .sort((a, b) => a.score - b.score)
    .map(
      (audit) =>
        `${audit.id} (${Math.round(audit.score * 100)}${audit.displayValue ? `, ${audit.displayValue}` : ''})`,
    );
}

async function measureLighthouse(origin, path, session) {
  const runs = [];
  for (let i = 1; i <= LH_RUNS; i++) {
    const started = Date.now();
    const { lhr, report } = await lighthouseRun(origin + path, session);
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)]),
    );
    const metrics = {
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      si: lhr.audits['speed-index'].numericValue,
    };
    log(
      `Lighthouse ${path} run ${i}/${LH_RUNS} (${((Date.now() - started) / 1000).toFixed(0)} s, ` +
        `benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}, load ${load()}): ` +
        CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', '),
    );
    if (REPORTS_DIR) {
      const name = `${path === '/' ? 'home' : path.slice(1)}-${i}`;
      writeFileSync(join(REPORTS_DIR, `${name}.html`), report);
      writeFileSync(join(REPORTS_DIR, `${name}.json`), JSON.stringify(lhr));
    }
    runs.push({ scores, metrics, lhr });
  }
  const medians = Object.fromEntries(
    CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))]),
  );
  const metricMedians = Object.fromEntries(
    Object.keys(runs[0].metrics).map((m) => [m, median(runs.map((r) => r.metrics[m]))]),
  );
  // Misses of the run closest to the median performance, to show what to fix.
  const typical = runs.reduce((best, r) =>
    Math.abs(r.scores.performance - medians.performance) <
    Math.abs(best.scores.performance - medians.performance)
      ? r
      : best,
  );
  const misses = Object.fromEntries(CATEGORIES.map((c) => [c, missedAudits(typical.lhr, c)]));
  return { path, runs, medians, metricMedians, misses };
}

// ---------------------------------------------------------------------------------------------

async function main() {
  ensureBuilt({ web: true });
  if (REPORTS_DIR) mkdirSync(REPORTS_DIR, { recursive: true });
  let commit = '?';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim();
  } catch {
    // not a git checkout
  }
  const builtAt = statSync(join(WEB_DIST, 'index.html')).mtime.toISOString();
  log(
    `machine: ${cpus().length} cores, Node.js ${process.version}, load ${load()}; ` +
      `commit ${commit}, apps/web/dist built ${builtAt}`,
  );
  const origin = await startServer();
  log(`server at ${origin}`);
  const session = await ownerSession(origin);

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  cleanups.push(() => browser.close());
  log(`Chromium ${browser.version()}`);
  const bytes = [];
  for (const path of PAGES) {
    const result = await measureBytes(browser, origin, path);
    printBytes(result);
    bytes.push(result);
  }
  const dashboard = await measureBytes(browser, origin, DASHBOARD, session);
  printBytes(dashboard);
  await browser.close();
  cleanups.splice(cleanups.length - 1, 1);
  const home = bytes[0];
  const served = new Set(home.files.map((f) => f.encoding));
  const plain = home.files.filter((f) => f.encoding === 'none');
  console.log(
    `\n"gzip KB" is our own gzip -9 of the decoded bytes, the budget's measure; "wire KB" the ` +
      `body as transferred. ${plain.length} of the ${home.files.length} files of / came ` +
      `uncompressed (${kb(plain.reduce((n, f) => n + f.raw, 0))} KB raw).`,
  );

  const lighthouseResults = [];
  if (LH_RUNS > 0) {
    for (const path of PAGES) lighthouseResults.push(await measureLighthouse(origin, path));
    lighthouseResults.push(await measureLighthouse(origin, DASHBOARD, session));
  }

  // Summary and budgets.
  const failures = [];
  console.log('\nBudgets');
  const jsCss = home.total.gzip;
  const jsCssOk = jsCss < BUDGET.jsCssGzipBytes;
  if (!jsCssOk) failures.push('JS + CSS of /');
  console.log(
    `  JS + CSS of / (gzip): ${kb(jsCss)} KB = ${((jsCss / BUDGET.jsCssGzipBytes) * 100).toFixed(0)} % ` +
      `of ${kb(BUDGET.jsCssGzipBytes)} KB  ${jsCssOk ? 'ok' : 'MISSED'}` +
      `  (JS ${kb(home.js.gzip)}, CSS ${kb(home.css.gzip)}; raw ${kb(home.total.raw)}, ` +
      `on the wire ${kb(home.total.wire)} as ${[...served].join('/')})`,
  );
  const dashboardJsOk = dashboard.js.wire <= BUDGET.dashboardJsWireBytes;
  if (!dashboardJsOk) failures.push('JS of /dashboard');
  console.log(
    `  JS of ${DASHBOARD} at 390 px (on the wire): ${kb(dashboard.js.wire)} KB = ` +
      `${((dashboard.js.wire / BUDGET.dashboardJsWireBytes) * 100).toFixed(0)} % of ` +
      `${kb(BUDGET.dashboardJsWireBytes)} KB  ${dashboardJsOk ? 'ok' : 'MISSED'}` +
      `  (CSS ${kb(dashboard.css.wire)}; / loads JS ${kb(home.js.wire)}, CSS ${kb(home.css.wire)})`,
  );
  for (const result of [...bytes, dashboard]) {
    const ok = result.foreign.length <= BUDGET.thirdPartyRequests;
    if (!ok) failures.push(`third-party requests of ${result.path}`);
    console.log(
      `  third-party requests on first load of ${result.path}: ${result.foreign.length}  ${ok ? 'ok' : 'MISSED'}`,
    );
  }
  if (lighthouseResults.length) {
    console.log(
      `\nLighthouse ${lighthouseResults[0].runs[0].lhr.lighthouseVersion} (mobile, median of ${LH_RUNS}; runs in brackets)`,
    );
    console.log(`  ${'page'.padEnd(14)}${CATEGORIES.map((c) => c.padStart(24)).join('')}`);
  } else {
    console.log('\nLighthouse skipped (BENCH_LH_RUNS=0)');
  }
  for (const r of lighthouseResults) {
    const cells = CATEGORIES.map((c) => {
      const budgeted = r.path !== DASHBOARD || c === 'performance';
      const ok = !budgeted || r.medians[c] >= BUDGET.lighthouseScore;
      if (!ok) failures.push(`Lighthouse ${c} of ${r.path}`);
      const cell = `${r.medians[c]} [${r.runs.map((x) => x.scores[c]).join(' ')}]${ok ? '' : ' !'}`;
      return cell.padStart(24);
    });
    console.log(`  ${r.path.padEnd(14)}${cells.join('')}`);
  }
  for (const r of lighthouseResults) {
    const m = r.metricMedians;
    console.log(
      `  ${r.path}: FCP ${(m.fcp / 1000).toFixed(1)} s, LCP ${(m.lcp / 1000).toFixed(1)} s, ` +
        `TBT ${Math.round(m.tbt)} ms, CLS ${m.cls.toFixed(3)}, Speed Index ${(m.si / 1000).toFixed(1)} s (medians)`,
    );
    for (const c of CATEGORIES) {
      if (r.misses[c].length) console.log(`    ${c} lost points on: ${r.misses[c].join('; ')}`);
    }
  }
  if (retries) console.log(`  (${retries} broken Lighthouse run(s) were repeated)`);
  log(`load ${load()}`);
  console.log(failures.length ? `\nBudgets missed: ${failures.join(', ')}` : '\nAll budgets met.');
  return failures.length ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(error);
} finally {
  await cleanup();
}
process.exit(code);
