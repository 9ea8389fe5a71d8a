// Reports benchmark: the built server on a fresh PostgreSQL database holding the history of many
// depots (flow events, tank readings and the usage_daily rollup), then latency and throughput of
// the four report calls beside a bare route of the same process (GET /api/health), first with
// one month of history loaded and then with one year. See bench/README.md.
//
//   npm run bench:reports
//   BENCH_DEPOTS=10 BENCH_SECONDS=5 npm run bench:reports
//
// Only 127.0.0.1 traffic; the run is bounded (BENCH_MAX_MINUTES), the server is stopped and the
// database dropped at the end, also on Ctrl-C.
import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, totalmem, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_MAIN = join(ROOT, 'apps/server/dist/main.js');
const DAY_S = 86_400;

function envNumber(name, fallback, min = 0) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min)
    throw new Error(`${name}=${raw}: expected a number >= ${min}`);
  return n;
}

const config = {
  adminUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  depots: envNumber('BENCH_DEPOTS', 50, 1),
  /** History of the first measurement, then of the second (days back from now). */
  shortDays: envNumber('BENCH_SHORT_DAYS', 30, 1),
  longDays: envNumber('BENCH_LONG_DAYS', 365, 1),
  /** Filled gallons per depot and day: 274 × 365 × 50 ≈ 5.0 million flow events. */
  flowsPerDay: envNumber('BENCH_FLOWS_PER_DAY', 274, 1),
  /** Seconds between tank readings: every 63 s × 365 days × 50 depots ≈ 25.0 million rows. */
  levelEverySeconds: envNumber('BENCH_LEVEL_EVERY_S', 63, 1),
  /** Parallel loading connections. */
  loadWorkers: envNumber('BENCH_LOAD_WORKERS', 2, 1),
  /** Measured seconds per call and concurrency, after a warm-up. */
  seconds: envNumber('BENCH_SECONDS', 10, 1),
  warmupSeconds: envNumber('BENCH_WARMUP_SECONDS', 2, 0),
  /** Connections kept busy by the load loop; a comma list measures each. */
  connections: (process.env.BENCH_CONNECTIONS || '1,10')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n >= 1 && n <= 256),
  maxMinutes: envNumber('BENCH_MAX_MINUTES', 60, 1),
  /**
   * Before each measurement, wait (at most this long) until other processes use less than
   * BENCH_QUIET_PCT % of the machine's CPU, so that a shared machine disturbs the figures less.
   */
  quietWaitSeconds: envNumber('BENCH_QUIET_WAIT_S', 60),
  quietPct: envNumber('BENCH_QUIET_PCT', 25),
  keepDb: process.env.BENCH_KEEP_DB === '1',
};
if (config.shortDays >= config.longDays) throw new Error('BENCH_SHORT_DAYS must be < LONG_DAYS');
if (!config.connections.length) throw new Error('BENCH_CONNECTIONS: expected numbers 1..256');

let aborted = false;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (...args) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...args);
const fmt = (n, digits = 0) =>
  n === null || n === undefined || Number.isNaN(n)
    ? '-'
    : n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const wibToday = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function dbUrl(name) {
  const url = new URL(config.adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// CPU counters from /proc (Linux): the machine, and the processes of this run.

const CLK_TCK = 100;
function cpuSecondsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLK_TCK; // utime + stime
  } catch {
    return 0;
  }
}
function machineCpu() {
  try {
    const v = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1);
    const n = v.map(Number);
    return { busy: (n.reduce((a, b) => a + b, 0) - n[3] - (n[4] || 0)) / CLK_TCK, at: Date.now() };
  } catch {
    return { busy: 0, at: Date.now() };
  }
}
/** Share (0–100 %) of all CPUs busy between two machineCpu() snapshots. */
const busyPct = (a, b) => ((b.busy - a.busy) / ((b.at - a.at) / 1000) / cpus().length) * 100;

/** Waits until the machine is quiet (while this run is idle); returns the last busy share. */
async function waitQuiet() {
  const deadline = Date.now() + config.quietWaitSeconds * 1000;
  let said = false;
  for (;;) {
    const a = machineCpu();
    await sleep(1000);
    const pct = busyPct(a, machineCpu());
    if (pct < config.quietPct || Date.now() >= deadline || aborted) return pct;
    if (!said) log(`  machine ${fmt(pct)} % busy with other work: waiting for it to settle`);
    said = true;
  }
}

/** CPU seconds of the server, this bench and the run's PostgreSQL backends, and the machine. */
async function cpuSnapshot(serverPid, databaseUrl, dbName, knownPgPids) {
  const { rows } = await withClient(databaseUrl, (c) =>
    c.query('select pid from pg_stat_activity where datname = $1', [dbName]),
  );
  for (const r of rows) knownPgPids.add(r.pid);
  const self = process.cpuUsage();
  let pgCpu = 0;
  for (const pid of knownPgPids) pgCpu += cpuSecondsOf(pid);
  return {
    server: cpuSecondsOf(serverPid),
    bench: (self.user + self.system) / 1e6,
    postgres: pgCpu,
    machine: machineCpu(),
  };
}
function cpuBetween(a, b) {
  const wall = (b.machine.at - a.machine.at) / 1000;
  const total = cpus().length;
  const pct = (x) => (x / wall / total) * 100;
  const server = pct(b.server - a.server);
  const bench = pct(b.bench - a.bench);
  const postgres = pct(b.postgres - a.postgres);
  const machine = busyPct(a.machine, b.machine);
  return {
    server,
    bench,
    postgres,
    machine,
    others: Math.max(0, machine - server - bench - postgres),
    /** CPU seconds of the server and of its PostgreSQL backends. */
    serverSeconds: b.server - a.server,
    postgresSeconds: b.postgres - a.postgres,
  };
}

/**
 * Buffer pages (shared hits + reads) the database's backends have touched so far. Backends
 * report them when idle, at the latest ~10 s later: read this after STATS_FLUSH_MS of quiet.
 */
const STATS_FLUSH_MS = 11_000;
async function databaseBlocks(databaseUrl, dbName) {
  const { rows } = await withClient(databaseUrl, (c) =>
    c.query('select blks_hit + blks_read as blocks from pg_stat_database where datname = $1', [
      dbName,
    ]),
  );
  return Number(rows[0]?.blocks ?? 0);
}

// ---------------------------------------------------------------------------------------------
// The server.

function ensureBuilt() {
  if (existsSync(SERVER_MAIN)) return;
  log('apps/server/dist/main.js is missing: running npm run build -w apps/server');
  execFileSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: ROOT, stdio: 'inherit' });
}

/** Starts the built server on the bench database; `ready` resolves with its HTTP port. */
function startServer(databaseUrl, dataDir, jwtSecret, seedDemo) {
  // Started through a launcher of its own, so that nothing stopping other servers by their
  // command line ("dist/main.js") on a shared machine stops this one.
  const launcher = join(dataDir, 'bench-reports-server.mjs');
  writeFileSync(launcher, `import ${JSON.stringify(pathToFileURL(SERVER_MAIN).href)};\n`);
  const child = spawn(process.execPath, [launcher], {
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
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  let exited = null;
  let buf = '';
  const feed = (chunk) => {
    buf += chunk;
    let i;
    while ((i = buf.indexOf('\n')) >= 0) {
      output.push(buf.slice(0, i));
      if (output.length > 200) output.shift();
      buf = buf.slice(i + 1);
    }
  };
  child.stdout.setEncoding('utf8').on('data', feed);
  child.stderr.setEncoding('utf8').on('data', feed);
  let stopping = false;
  const exitedPromise = new Promise((r) =>
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      if (!stopping) {
        log(`server exited unexpectedly (${JSON.stringify(exited)}); its last output:`);
        console.log(output.slice(-30).join('\n'));
      }
      r(exited);
    }),
  );
  const ready = (async () => {
    const deadline = Date.now() + 300_000; // the first start also writes the demo depot's year
    while (Date.now() < deadline && !aborted) {
      if (exited) break;
      const http = /ready at http:\/\/localhost:(\d+)/.exec(output.join('\n'));
      if (http) return Number(http[1]);
      await sleep(100);
    }
    throw new Error(
      `server did not start (${exited ? `exited ${JSON.stringify(exited)}` : 'timeout'}):\n` +
        output.slice(-30).join('\n'),
    );
  })();
  return {
    ready,
    output,
    pid: child.pid,
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

// ---------------------------------------------------------------------------------------------
// Data: accounts, tanks and sensors once; then history for a time range, and the rollup.

async function createDepots(client) {
  const { rows } = await client.query(
    `select password_hash from accounts where username = 'depot1'`,
  );
  if (!rows[0]) throw new Error('the seeded depot1 account is missing');
  const keyHash = createHash('sha256').update(randomBytes(32)).digest('hex');
  await client.query('begin');
  await client.query(
    `insert into accounts (username, password_hash, depot_name, address)
     select 'bench-depot-' || lpad(d::text, 2, '0'), $1, 'Depot Bench ' || d, 'Jl. Bench No. ' || d
     from generate_series(1, $2::int) d`,
    [rows[0].password_hash, config.depots],
  );
  await client.query(
    `insert into tanks (account_id, name, capacity, height_cm)
     select id, 'Tangki Utama', 1000, 120 from accounts where username like 'bench-depot-%' order by id`,
  );
  await client.query(
    `insert into sensors (sensor_id, account_id, tank_id, name, kind, tap, is_main, key_hash)
     select a.username || '-level', a.id, t.id, 'Sensor Level', 'level', null, true, $1
     from accounts a join tanks t on t.account_id = a.id where a.username like 'bench-depot-%'
     union all
     select a.username || '-tap-' || lower(tap), a.id, t.id, 'Flow Meter ' || tap, 'flow', tap, false, $1
     from accounts a join tanks t on t.account_id = a.id cross join unnest(array['A', 'B', 'C']) tap
     where a.username like 'bench-depot-%'`,
    [keyHash],
  );
  await client.query('commit');
  const depots = await client.query(
    `select a.id as account_id, a.username, t.id as tank_id from accounts a
     join tanks t on t.account_id = a.id where a.username like 'bench-depot-%' order by a.id`,
  );
  return depots.rows;
}

/**
 * History of one depot between two instants (epoch seconds), with INSERT … SELECT over
 * generate_series: flow events evenly spread with jitter, taps in turn; a tank reading every
 * `levelEverySeconds` following a slow wave.
 */
async function loadDepotRange(client, depot, fromS, toS) {
  const flows = Math.round(((toS - fromS) / DAY_S) * config.flowsPerDay);
  const flowStep = (toS - fromS) / flows;
  const flow = await client.query(
    `insert into water_usage (account_id, sensor_id, tap, ts, volume_l)
     select $1::int, $2::text || '-tap-' || lower(tp), tp,
            to_timestamp($3::float8 + (g + random()) * $5::float8),
            18.6 + random() * 0.6
     from generate_series(0, $4::int - 1) g,
          lateral (select (array['A', 'B', 'C'])[1 + g % 3] as tp) s`,
    [depot.account_id, depot.username, fromS, flows, flowStep],
  );
  const levels = Math.floor((toS - fromS) / config.levelEverySeconds);
  const level = await client.query(
    `insert into tank_level (account_id, tank_id, sensor_id, ts, water_level_cm, volume)
     select $1::int, $2::int, $3::text, to_timestamp($4::float8 + g * $6::float8), lvl,
            lvl / 120 * 1000
     from generate_series(0, $5::int - 1) g,
          lateral (select 60 + 50 * sin((g + $1::int * 97) / 300.0) as lvl) s`,
    [
      depot.account_id,
      depot.tank_id,
      `${depot.username}-level`,
      fromS,
      levels,
      config.levelEverySeconds,
    ],
  );
  return { flows: flow.rowCount, levels: level.rowCount };
}

/**
 * Bulk-load practice: the history tables' secondary indexes are dropped before a load and built
 * again after it (the primary keys stay). Returns a function that rebuilds them.
 */
async function dropSecondaryIndexes(url) {
  const defs = await withClient(url, async (c) => {
    const { rows } = await c.query(
      `select indexname, indexdef from pg_indexes
       where schemaname = 'public' and tablename in ('water_usage', 'tank_level')
         and indexname not in (select conname from pg_constraint)`,
    );
    for (const r of rows) await c.query(`drop index "${r.indexname}"`);
    return rows.map((r) => r.indexdef);
  });
  return async () => {
    const started = performance.now();
    const queue = [...defs];
    await Promise.all(
      Array.from({ length: config.loadWorkers }, () =>
        withClient(url, async (c) => {
          await c.query(`set maintenance_work_mem = '512MB'`);
          for (let def = queue.shift(); def; def = queue.shift()) await c.query(def);
        }),
      ),
    );
    return { indexes: defs.length, seconds: (performance.now() - started) / 1000 };
  };
}

let warnedReplicationRole = false;
async function loadRange(url, depots, fromS, toS) {
  const started = performance.now();
  const rebuildIndexes = await dropSecondaryIndexes(url);
  const queue = [...depots];
  const totals = { flows: 0, levels: 0 };
  let done = 0;
  await Promise.all(
    Array.from({ length: config.loadWorkers }, () =>
      withClient(url, async (client) => {
        // The rows are consistent by construction: skip the per-row foreign-key triggers
        // (needs a superuser; without one the load is only slower).
        await client.query(`set session_replication_role = replica`).catch(() => {
          if (!warnedReplicationRole) log('  (not a superuser: foreign keys checked per row)');
          warnedReplicationRole = true;
        });
        for (let depot = queue.shift(); depot && !aborted; depot = queue.shift()) {
          const n = await loadDepotRange(client, depot, fromS, toS);
          totals.flows += n.flows;
          totals.levels += n.levels;
          done++;
          if (done % 10 === 0 || done === depots.length) {
            log(
              `  ${done}/${depots.length} depots, ${fmt(totals.flows)} flow events, ` +
                `${fmt(totals.levels)} tank readings, ${fmt((performance.now() - started) / 1000, 0)} s`,
            );
          }
        }
      }),
    ),
  );
  if (aborted) throw new Error('aborted');
  const inserted = (performance.now() - started) / 1000;
  const indexes = await rebuildIndexes();
  log(`  ${indexes.indexes} secondary indexes rebuilt in ${fmt(indexes.seconds, 0)} s`);
  return { ...totals, seconds: (performance.now() - started) / 1000, inserted, indexes };
}

/** The bench depots' usage_daily rows, rebuilt from water_usage with one INSERT … SELECT … GROUP BY. */
async function rebuildRollup(client) {
  const started = performance.now();
  await client.query(
    `delete from usage_daily where account_id in
       (select id from accounts where username like 'bench-depot-%')`,
  );
  const { rowCount } = await client.query(
    `insert into usage_daily (account_id, day, tap, gallons, volume_l)
     select account_id, (ts at time zone 'Asia/Jakarta')::date, tap, sum(gallons), sum(volume_l)
     from water_usage
     where account_id in (select id from accounts where username like 'bench-depot-%')
     group by 1, 2, 3`,
  );
  return { rows: rowCount, seconds: (performance.now() - started) / 1000 };
}

async function vacuumAnalyze(client) {
  const started = performance.now();
  for (const table of [
    'water_usage',
    'tank_level',
    'usage_daily',
    'accounts',
    'tanks',
    'sensors',
  ]) {
    await client.query(`vacuum (analyze) ${table}`);
  }
  return (performance.now() - started) / 1000;
}

async function tableStats(client) {
  const { rows } = await client.query(
    `select relname as table, pg_total_relation_size(c.oid) as bytes
     from pg_class c where relname in ('water_usage', 'tank_level', 'usage_daily')`,
  );
  const counts = {};
  for (const table of ['water_usage', 'tank_level', 'usage_daily']) {
    counts[table] = Number((await client.query(`select count(*) as n from ${table}`)).rows[0].n);
  }
  return rows.map((r) => ({
    table: r.table,
    rows: counts[r.table],
    mb: Number(r.bytes) / 2 ** 20,
  }));
}

// ---------------------------------------------------------------------------------------------
// Load: N connections each sending its next request as soon as the last one answered.

function makeClient(port, connections) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const request = (path, headers = {}, wantBody = false) =>
    new Promise((resolvePromise, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path, headers, agent }, (res) => {
        if (!wantBody) {
          res.resume();
          res.on('end', () => resolvePromise({ status: res.statusCode }));
          return;
        }
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => resolvePromise({ status: res.statusCode, body }));
      });
      req.on('error', reject);
      req.end();
    });
  return { request, close: () => agent.destroy() };
}

async function runLoad(port, connections, seconds, nextRequest) {
  const client = makeClient(port, connections);
  const latencies = [];
  let errors = 0;
  let non200 = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline && !aborted) {
        const { path, headers } = nextRequest();
        const t0 = performance.now();
        try {
          const { status } = await client.request(path, headers);
          latencies.push(performance.now() - t0);
          if (status !== 200) non200++;
        } catch {
          errors++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  client.close();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1),
    non200,
    errors,
  };
}

async function loginAll(port, depots) {
  const client = makeClient(port, 4);
  const sessions = [];
  try {
    for (const depot of depots) {
      const res = await new Promise((resolvePromise, reject) => {
        const body = JSON.stringify({ username: depot.username, password: 'depot123' });
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            path: '/api/auth/login',
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
            },
          },
          (r) => {
            let text = '';
            r.setEncoding('utf8');
            r.on('data', (c) => (text += c));
            r.on('end', () => resolvePromise({ status: r.statusCode, text }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
      if (res.status !== 200) throw new Error(`login ${depot.username}: ${res.status} ${res.text}`);
      sessions.push({
        username: depot.username,
        headers: { authorization: `Bearer ${JSON.parse(res.text).token}` },
      });
    }
  } finally {
    client.close();
  }
  return sessions;
}

/** One checked answer per call, so the timings are of correct answers over the loaded data. */
async function checkAnswers(port, session, databaseUrl, month) {
  const client = makeClient(port, 1);
  try {
    const get = async (path) => {
      const res = await client.request(path, session.headers, true);
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.body}`);
      return JSON.parse(res.body);
    };
    const u = session.username;
    const daily = await get(`/api/reports/${u}/daily?month=${month}`);
    const weekly = await get(`/api/reports/${u}/weekly`);
    const monthly = await get(`/api/reports/${u}/monthly`);
    const tanks = await get(`/api/tanks/${u}`);
    const expected = await withClient(databaseUrl, async (c) => {
      const { rows } = await c.query(
        `select count(*)::int as n from water_usage w join accounts a on a.id = w.account_id
         where a.username = $1 and to_char(w.ts at time zone 'Asia/Jakarta', 'YYYY-MM') = $2`,
        [u, month],
      );
      return rows[0].n;
    });
    const dailyGallons = daily.daily.reduce((s, r) => s + r.gallons, 0);
    if (dailyGallons !== expected) {
      throw new Error(
        `daily report of ${u} sums ${dailyGallons} gallons, water_usage has ${expected}`,
      );
    }
    if (daily.daily.length !== Number(wibToday().slice(8, 10)))
      throw new Error('daily: wrong days');
    if (weekly.weekly.length !== 12) throw new Error('weekly: expected 12 weeks');
    if (monthly.monthly.length !== Number(month.slice(5, 7)))
      throw new Error('monthly: wrong months');
    if (tanks.length !== 1) throw new Error('tanks: expected one tank');
    return {
      dailyGallons,
      weeklyGallons: weekly.weekly.reduce((s, r) => s + r.gallons, 0),
      monthlyGallons: monthly.monthly.reduce((s, r) => s + r.gallons, 0),
      tankAgeS: Math.round((Date.now() - Date.parse(tanks[0].timestamp)) / 1000),
    };
  } finally {
    client.close();
  }
}

/**
 * Measures the health route and the four report calls. `ctx` holds the running server, its port
 * and the owners' sessions; `ctx.restart()` starts it again should it stop during a measurement.
 */
/** What one request cost: CPU milliseconds of the server and of PostgreSQL, buffer pages. */
const perRequest = (r, cpu) => ({
  serverMs: r.requests ? (cpu.serverSeconds * 1000) / r.requests : NaN,
  postgresMs: r.requests ? (cpu.postgresSeconds * 1000) / r.requests : NaN,
  blocks: r.requests ? cpu.blocks / r.requests : NaN,
});

async function measurePhase(label, ctx, databaseUrl, dbName) {
  const pgPids = new Set();
  const month = wibToday().slice(0, 7);
  const check = await checkAnswers(ctx.port, ctx.sessions[0], databaseUrl, month);
  log(
    `${label}: ${ctx.sessions[0].username} this month ${fmt(check.dailyGallons)} gallons ` +
      `(matches water_usage), 12 weeks ${fmt(check.weeklyGallons)}, this year ` +
      `${fmt(check.monthlyGallons)}, newest tank reading ${check.tankAgeS} s old`,
  );
  const calls = [
    { name: 'GET /api/health (ceiling: public, no DB)', path: () => '/api/health', auth: false },
    {
      name: 'GET /api/reports/:u/daily?month=',
      path: (u) => `/api/reports/${u}/daily?month=${month}`,
    },
    { name: 'GET /api/reports/:u/weekly', path: (u) => `/api/reports/${u}/weekly` },
    { name: 'GET /api/reports/:u/monthly', path: (u) => `/api/reports/${u}/monthly` },
    { name: 'GET /api/tanks/:u', path: (u) => `/api/tanks/${u}` },
  ];
  const results = [];
  for (const call of calls) {
    let i = 0;
    // Each request is another depot's, with that depot owner's token, in turn.
    const next = () => {
      const s = ctx.sessions[i++ % ctx.sessions.length];
      return { path: call.path(s.username), headers: call.auth === false ? {} : s.headers };
    };
    for (const connections of config.connections) {
      for (let attempt = 1; ; attempt++) {
        if (aborted) throw new Error('aborted');
        if (config.warmupSeconds) await runLoad(ctx.port, connections, config.warmupSeconds, next);
        await sleep(STATS_FLUSH_MS);
        const quiet = await waitQuiet();
        const blocksBefore = await databaseBlocks(databaseUrl, dbName);
        const snap = () => cpuSnapshot(ctx.server.pid, databaseUrl, dbName, pgPids);
        const before = await snap();
        const r = await runLoad(ctx.port, connections, config.seconds, next);
        const cpu = cpuBetween(before, await snap());
        await sleep(STATS_FLUSH_MS);
        cpu.blocks = (await databaseBlocks(databaseUrl, dbName)) - blocksBefore;
        if (ctx.server.exited) {
          if (attempt >= 3) throw new Error('the server keeps stopping');
          log('  the server stopped during this measurement: starting it again to repeat it');
          await ctx.restart();
          continue;
        }
        results.push({ phase: label, call: call.name, connections, ...r, cpu, quiet });
        log(
          `${label} | ${call.name} | c=${connections}: ${fmt(r.rps)} req/s, p50 ` +
            `${fmt(r.p50, 2)} ms, p95 ${fmt(r.p95, 2)} ms, p99 ${fmt(r.p99, 2)} ms; CPU % of ` +
            `machine: server ${fmt(cpu.server)}, postgres ${fmt(cpu.postgres)}, bench ` +
            `${fmt(cpu.bench)}, others ${fmt(cpu.others)}; per request: server CPU ` +
            `${fmt(perRequest(r, cpu).serverMs, 2)} ms, postgres CPU ` +
            `${fmt(perRequest(r, cpu).postgresMs, 2)} ms, ${fmt(perRequest(r, cpu).blocks, 1)} pages` +
            (r.non200 || r.errors ? `; ${r.non200} non-200, ${r.errors} errors` : ''),
        );
        break;
      }
    }
  }
  return results;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  ensureBuilt();
  const dbName = `bench_reports_${randomBytes(4).toString('hex')}`;
  const databaseUrl = dbUrl(dbName);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-reports-'));
  const jwtSecret = randomBytes(24).toString('hex');
  let server;
  const hardStop = setTimeout(() => {
    log(`BENCH_MAX_MINUTES=${config.maxMinutes} reached: stopping`);
    aborted = true;
  }, config.maxMinutes * 60_000);
  hardStop.unref();

  log(
    `machine: ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), ${fmt(totalmem() / 2 ** 30, 1)} GiB RAM, node ${process.version}`,
  );
  log(`database ${dbName} on ${new URL(config.adminUrl).host}`);
  await withClient(config.adminUrl, (c) => c.query(`create database ${dbName}`));
  const results = [];
  const loads = [];
  try {
    log('first start (SEED_DEMO=true): migrations, admin and depot1 with its demo year');
    server = startServer(databaseUrl, dataDir, jwtSecret, true);
    await server.ready;
    await server.stop();
    server = undefined;

    const depots = await withClient(databaseUrl, createDepots);
    log(`${depots.length} bench depots, one tank and four sensors each`);

    const nowS = Math.floor(Date.now() / 1000) - 60;
    const ranges = [
      { label: `${config.shortDays} days`, from: nowS - config.shortDays * DAY_S, to: nowS },
      {
        label: `${config.longDays} days`,
        from: nowS - config.longDays * DAY_S,
        to: nowS - config.shortDays * DAY_S,
      },
    ];
    for (const range of ranges) {
      log(`loading history for ${range.label} (INSERT … SELECT generate_series)`);
      const load = await loadRange(databaseUrl, depots, range.from, range.to);
      const rollup = await withClient(databaseUrl, rebuildRollup);
      const vacuum = await withClient(databaseUrl, vacuumAnalyze);
      const stats = await withClient(databaseUrl, tableStats);
      loads.push({ label: range.label, load, rollup, vacuum, stats });
      log(
        `loaded ${fmt(load.flows)} flow events and ${fmt(load.levels)} tank readings in ` +
          `${fmt(load.seconds, 0)} s; usage_daily rebuilt (${fmt(rollup.rows)} rows) in ` +
          `${fmt(rollup.seconds, 1)} s; vacuum analyze ${fmt(vacuum, 0)} s`,
      );
      for (const s of stats) log(`  ${s.table}: ${fmt(s.rows)} rows, ${fmt(s.mb)} MB with indexes`);

      const ctx = {
        async restart() {
          if (server) await server.stop();
          server = startServer(databaseUrl, dataDir, jwtSecret, false);
          this.server = server;
          this.port = await server.ready;
          this.sessions = await loginAll(this.port, depots);
        },
      };
      await ctx.restart();
      results.push(...(await measurePhase(`history ${range.label}`, ctx, databaseUrl, dbName)));
      await server.stop();
      server = undefined;
    }
  } finally {
    clearTimeout(hardStop);
    if (server) await server.stop();
    if (config.keepDb) log(`kept database ${dbName} (BENCH_KEEP_DB=1)`);
    else {
      await withClient(config.adminUrl, (c) =>
        c.query(`drop database if exists ${dbName} with (force)`),
      );
      log(`dropped database ${dbName}`);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(
    '\n| history | call | conn | req/s | p50 ms | p95 ms | p99 ms | failed | ' +
      'server CPU ms/req | postgres CPU ms/req | pages/req | CPU % server / postgres / bench / others |',
  );
  console.log('|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|');
  for (const r of results) {
    const c = r.cpu;
    const per = perRequest(r, c);
    console.log(
      `| ${r.phase.replace('history ', '')} | ${r.call} | ${r.connections} | ${fmt(r.rps)} | ` +
        `${fmt(r.p50, 2)} | ${fmt(r.p95, 2)} | ${fmt(r.p99, 2)} | ${r.non200 + r.errors} | ` +
        `${fmt(per.serverMs, 2)} | ${fmt(per.postgresMs, 2)} | ${fmt(per.blocks, 1)} | ` +
        `${fmt(c.server)} / ${fmt(c.postgres)} / ${fmt(c.bench)} / ${fmt(c.others)} |`,
    );
  }
  for (const l of loads) {
    console.log(
      `\nhistory ${l.label}: ${l.stats.map((s) => `${s.table} ${fmt(s.rows)} rows (${fmt(s.mb)} MB)`).join(', ')}`,
    );
  }
  const reportsOnly = results.filter((r) => !r.call.includes('health'));
  const worst = Math.max(...reportsOnly.map((r) => r.p95));
  const failed = reportsOnly.some((r) => r.non200 || r.errors);
  console.log(
    `\nworst report p95: ${fmt(worst, 2)} ms (target < 20 ms: ${worst < 20 ? 'met' : 'NOT met'})` +
      (failed ? '; some requests failed' : ''),
  );
  if (failed) process.exitCode = 1;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (aborted) process.exit(130);
    log(`${signal}: stopping after cleanup (again to quit at once)`);
    aborted = true;
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
