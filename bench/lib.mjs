// What the benchmarks share: settings from the environment, the bench database on PostgreSQL,
// the built server started on it, and CPU counters from /proc (Linux).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_MAIN = join(ROOT, 'apps/server/dist/main.js');

/** A number from the environment, or `fallback`; anything else below `min` stops the run. */
export function envNumber(name, fallback, min = 0) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min)
    throw new Error(`${name}=${raw}: expected a number >= ${min}`);
  return n;
}

/** The settings of a one-at-a-time latency bench: timed requests per call after untimed ones. */
export const latencySettings = () => ({
  requests: envNumber('BENCH_REQUESTS', 100, 5),
  warmup: envNumber('BENCH_WARMUP', 10, 0),
  targetMs: envNumber('BENCH_TARGET_MS', 100, 1),
});

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const log = (...args) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...args);
export const fmt = (n, digits = 0) =>
  typeof n !== 'number' || !Number.isFinite(n)
    ? '-'
    : n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** The machine a bench runs on, for the first lines of its log. */
export const machineLine = () =>
  `machine: ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), ${fmt(totalmem() / 2 ** 30, 1)} GiB RAM, node ${process.version}`;

/**
 * The first SIGINT or SIGTERM asks the bench to stop after its cleanup (`abort`); one that comes
 * when it is already stopping (`isAborted`) quits at once.
 */
export function stopOnSignals(isAborted, abort) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (isAborted()) process.exit(130);
      log(`${signal}: stopping after cleanup (again to quit at once)`);
      abort();
    });
  }
}

/** Runs a bench's `main`; an error prints its stack and fails the run. */
export function runMain(main) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exitCode = 1;
  });
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Logs in at `base` (http://127.0.0.1:port); answers the request headers that carry the token. */
export async function login(base, username, password) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${text}`);
  return { authorization: `Bearer ${JSON.parse(text).token}` };
}

/**
 * Latency as one caller sees it: `warmup` untimed GETs of `path`, then `requests` timed ones, one
 * at a time. `describe(res, body)` says what the last answer held.
 */
export async function sequentialLatency(
  { port, headers, path, warmup, requests, isAborted },
  describe,
) {
  const url = `http://127.0.0.1:${port}${path}`;
  const times = [];
  let answer;
  for (let i = 0; i < warmup + requests && !isAborted(); i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    const body = await res.json();
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
    if (i >= warmup) times.push(ms);
    answer = describe(res, body);
  }
  times.sort((a, b) => a - b);
  return {
    ...answer,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times[times.length - 1],
  };
}

// ---------------------------------------------------------------------------------------------
// The bench database.

/** A fresh name such as `bench_reports_1a2b3c4d`. */
export const newDatabaseName = (prefix) => `${prefix}_${randomBytes(4).toString('hex')}`;

/** The URL of database `name` on the server of `adminUrl`. */
export function dbUrl(adminUrl, name) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const createDatabase = (adminUrl, name) =>
  withClient(adminUrl, (c) => c.query(`create database ${name}`));

/** Drops the database even with sessions still open; a failure is logged and gives false. */
export const dropDatabase = (adminUrl, name) =>
  withClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(
    () => true,
    (e) => {
      log(`could not drop ${name}: ${e.message}`);
      return false;
    },
  );

/**
 * Where one bench run keeps its data: a new data directory and, on the PostgreSQL server of
 * `adminUrl`, a new database (without `adminUrl` none: the server keeps PGlite in the data
 * directory). `startServer(options)` starts the built server on them, `dispose()` removes both;
 * with `keepDb` the database stays.
 */
export async function benchStorage(name, adminUrl, { keepDb = false } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  const dbName = adminUrl ? newDatabaseName(`bench_${name.replaceAll('-', '_')}`) : null;
  const dispose = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (!dbName) return;
    if (keepDb) log(`kept database ${dbName} (BENCH_KEEP_DB=1)`);
    else if (await dropDatabase(adminUrl, dbName)) log(`dropped database ${dbName}`);
  };
  if (dbName) {
    await createDatabase(adminUrl, dbName).catch(async (error) => {
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    });
  }
  const databaseUrl = dbName ? dbUrl(adminUrl, dbName) : undefined;
  // One secret for every start, so that a token outlives a restart.
  const jwtSecret = randomBytes(24).toString('hex');
  return {
    dataDir,
    dbName,
    databaseUrl,
    kind: dbName ? `PostgreSQL (${new URL(adminUrl).host}, database ${dbName})` : 'PGlite',
    /** The built server on this storage, through the launcher (see startBuiltServer). */
    startServer: (options = {}) =>
      startBuiltServer({
        databaseUrl,
        dataDir,
        jwtSecret,
        launcher: true,
        announceExit: true,
        ...options,
      }),
    dispose,
  };
}

/**
 * Runs `work(query)` on a bench storage's database, `query(text, params)` resolving with the rows.
 * PGlite's data directory belongs to one process at a time: only while the server is stopped.
 */
export async function withQuery({ databaseUrl, dataDir }, work) {
  if (databaseUrl) {
    return withClient(databaseUrl, (client) =>
      work(async (text, params) => (await client.query(text, params)).rows),
    );
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const lite = await PGlite.create(join(dataDir, 'pg'));
  try {
    return await work(async (text, params) => (await lite.query(text, params)).rows);
  } finally {
    await lite.close();
  }
}

/**
 * Buffer pages the database's backends have touched so far: found in shared buffers (`hit`) and
 * read from the kernel (`read`). Backends report them when idle, at the latest ~10 s later: read
 * this after STATS_FLUSH_MS of quiet.
 */
export const STATS_FLUSH_MS = 11_000;
export async function databaseBlockCounts(databaseUrl, dbName) {
  const { rows } = await withClient(databaseUrl, (c) =>
    c.query('select blks_hit, blks_read from pg_stat_database where datname = $1', [dbName]),
  );
  return { hit: Number(rows[0]?.blks_hit ?? 0), read: Number(rows[0]?.blks_read ?? 0) };
}
/** Buffer pages (hits + reads) touched so far; see databaseBlockCounts. */
export const databaseBlocks = (databaseUrl, dbName) =>
  databaseBlockCounts(databaseUrl, dbName).then((b) => b.hit + b.read);

// ---------------------------------------------------------------------------------------------
// CPU counters from /proc (Linux).

const CLK_TCK = 100;

/** CPU seconds (user + system) a process has used so far; 0 once it is gone. */
export function cpuSecondsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLK_TCK; // utime + stime
  } catch {
    return 0;
  }
}

/** A process's resident memory (VmRSS) in MB; NaN once it is gone. */
export function rssMbOf(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** CPU seconds of all CPUs so far: idle, total and busy (total − idle), and when they were read. */
export function machineCpu() {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1);
  const v = line.map(Number);
  const idle = (v[3] + (v[4] || 0)) / CLK_TCK;
  const total = v.reduce((a, b) => a + b, 0) / CLK_TCK;
  return { idle, total, busy: total - idle, at: Date.now() };
}

/** Share (0–100 %) of all CPUs busy between two machineCpu() snapshots. */
export const busyPct = (a, b) => ((b.busy - a.busy) / ((b.at - a.at) / 1000) / cpus().length) * 100;

/**
 * Waits (at most `maxSeconds`) until the machine is less than `pct` % busy, while the run is
 * idle, so that other work on a shared machine disturbs a measurement less; returns the last
 * busy share.
 */
export async function waitForQuiet({ maxSeconds, pct, isAborted = () => false }) {
  const deadline = Date.now() + maxSeconds * 1000;
  let said = false;
  for (;;) {
    const a = machineCpu();
    await sleep(1000);
    const busy = busyPct(a, machineCpu());
    if (busy < pct || Date.now() >= deadline || isAborted()) return busy;
    if (!said) log(`  machine ${fmt(busy)} % busy with other work: waiting for it to settle`);
    said = true;
  }
}

/**
 * CPU seconds so far of the server, the postgres processes working for the bench database (its
 * backends and the WAL writer, checkpointer and background writer), this bench, and the machine.
 */
export function cpuSnapshot(serverPid, pgPids) {
  const self = process.cpuUsage();
  return {
    at: performance.now(),
    server: cpuSecondsOf(serverPid),
    postgres: new Map(pgPids.map((pid) => [pid, cpuSecondsOf(pid)])),
    bench: (self.user + self.system) / 1e6,
    machine: machineCpu(),
  };
}

/** CPU use between two cpuSnapshot()s, in % of one core (the machine: of all of them). */
export function cpuBetween(a, b) {
  const wall = (b.at - a.at) / 1000;
  const busy = b.machine.total - b.machine.idle - (a.machine.total - a.machine.idle);
  return {
    server: ((b.server - a.server) / wall) * 100,
    // Per process, so that backends ending meanwhile do not count negative.
    postgres:
      ([...b.postgres].reduce(
        (sum, [pid, s]) => sum + Math.max(0, s - (a.postgres.get(pid) ?? 0)),
        0,
      ) /
        wall) *
      100,
    bench: ((b.bench - a.bench) / wall) * 100,
    machine: (busy / wall) * 100,
  };
}

/** Postgres processes that work for the database `client` is connected to. */
export async function benchPgPids(client) {
  const { rows } = await client.query(
    `select pid::text from pg_stat_activity
     where datname = current_database()
        or backend_type in ('walwriter', 'checkpointer', 'background writer')`,
  );
  return rows.map((r) => r.pid);
}

// ---------------------------------------------------------------------------------------------
// The built server.

/** Chromium as root on this closed network: the same flags as the Playwright tests. */
export { default as CHROME_FLAGS } from '../e2e/chromium-flags.json' with { type: 'json' };
/** Which Chromium to launch: the same lookup as the Playwright tests. */
export { findChromium } from '../e2e/chromium.mjs';

export const WEB_DIST = join(ROOT, 'apps/web/dist');

/** Builds the server (and with `web`, the web app too) when its build is missing. */
export function ensureBuilt({ web = false } = {}) {
  if (!web && existsSync(SERVER_MAIN)) return;
  if (web && existsSync(SERVER_MAIN) && existsSync(join(WEB_DIST, 'index.html'))) return;
  const args = web ? ['run', 'build'] : ['run', 'build', '-w', 'apps/server'];
  log(`a build is missing: running npm ${args.join(' ')}`);
  execFileSync('npm', args, { cwd: ROOT, stdio: 'inherit' });
}

/** The commit the server was built from (and whether its sources differ from it), and when. */
export function serverVersion() {
  let version = '?';
  try {
    const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty = git('status', '--porcelain', '--', 'apps/server/src', 'packages/contract/src');
    version = `${git('rev-parse', '--short', 'HEAD')}${dirty ? ' + uncommitted server changes' : ''}`;
  } catch {
    // not a git checkout
  }
  return `${version}, dist built ${statSync(SERVER_MAIN).mtime.toISOString()}`;
}

/**
 * Starts the built server on `databaseUrl` (127.0.0.1, ports chosen by the system, no external
 * broker). `ready` resolves with `{ httpPort, mqttPort }` once it has printed its HTTP address,
 * and with `mqtt` also that of its embedded broker.
 *
 * - `launcher`: start it through a one-line module in `dataDir` that imports dist/main.js, so
 *   that nothing stopping servers by their command line ("dist/main.js") on a shared machine
 *   stops this one.
 * - `announceExit`: log the last output should the server exit without being stopped.
 * - `isAborted`: stop waiting for it to be ready when this returns true.
 */
export function startBuiltServer({
  databaseUrl,
  dataDir,
  nodeArgs = [],
  seedDemo = false,
  jwtSecret = randomBytes(24).toString('hex'),
  mqtt = false,
  launcher = false,
  announceExit = false,
  readyTimeoutMs = 90_000,
  isAborted = () => false,
}) {
  let main = SERVER_MAIN;
  if (launcher) {
    main = join(dataDir, 'bench-server.mjs');
    writeFileSync(main, `import ${JSON.stringify(pathToFileURL(SERVER_MAIN).href)};\n`);
  }
  const child = spawn(process.execPath, [...nodeArgs, main], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      MQTT_PORT: '0',
      MQTT_URL: '',
      SEED_DEMO: seedDemo ? 'true' : 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: jwtSecret,
      // The benches load one account and one address far beyond the per-account request limits.
      RATE_LIMITS: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  const warnings = [];
  let exited = null;
  let stopping = false;
  const onLine = (line) => {
    output.push(line);
    if (output.length > 200) output.shift();
    // pino's JSON lines: the start banner is info (30); warnings are 40 and above.
    if (/^\{"level":([4-9]\d)/.test(line) && warnings.length < 20)
      warnings.push(line.slice(0, 400));
    if (process.env.BENCH_ECHO_SERVER === '1') console.log(`  server: ${line.slice(0, 300)}`);
  };
  let buf = '';
  const feed = (chunk) => {
    buf += chunk;
    let i;
    while ((i = buf.indexOf('\n')) >= 0) {
      onLine(buf.slice(0, i));
      buf = buf.slice(i + 1);
    }
  };
  child.stdout.setEncoding('utf8').on('data', feed);
  child.stderr.setEncoding('utf8').on('data', feed);
  const exitedPromise = new Promise((r) =>
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      if (announceExit && !stopping) {
        log(`server exited unexpectedly (${JSON.stringify(exited)}); its last output:`);
        console.log(output.slice(-30).join('\n'));
      }
      r(exited);
    }),
  );
  const ready = (async () => {
    const deadline = Date.now() + readyTimeoutMs;
    while (Date.now() < deadline && !isAborted()) {
      if (exited) break;
      const text = output.join('\n');
      const http = /ready at http:\/\/localhost:(\d+)/.exec(text);
      const broker = /embedded broker on mqtt:\/\/localhost:(\d+)/.exec(text);
      if (http && (broker || !mqtt))
        return { httpPort: Number(http[1]), mqttPort: broker ? Number(broker[1]) : undefined };
      await sleep(100);
    }
    throw new Error(
      `server did not start (${exited ? `exited ${JSON.stringify(exited)}` : 'timeout'}):\n` +
        output.slice(-30).join('\n'),
    );
  })();
  return {
    child,
    pid: child.pid,
    ready,
    output,
    warnings,
    tail: () => output.slice(-25),
    get exited() {
      return exited;
    },
    async stop() {
      if (exited) return exited;
      stopping = true;
      child.kill('SIGTERM');
      const result = await Promise.race([exitedPromise, sleep(20_000).then(() => null)]);
      if (result) return result;
      child.kill('SIGKILL');
      return exitedPromise;
    },
  };
}
