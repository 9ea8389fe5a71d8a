// Reports benchmark: the built server on a fresh PostgreSQL database holding the history of many
// depots (flow events, tank readings and the usage_daily rollup, loaded with COPY), then latency
// and throughput of the four report calls under autocannon beside a bare route of the same
// process (GET /api/health), first with one month of history loaded and then with one year.
// See bench/README.md.
//
//   npm run bench:reports
//   BENCH_DEPOTS=3 BENCH_LONG_DAYS=40 BENCH_SECONDS=3 npm run bench:reports
//
// Only 127.0.0.1 traffic; the run is bounded (BENCH_MAX_MINUTES), the server is stopped and the
// database dropped at the end, also on Ctrl-C.
import { createHash, randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import autocannon from 'autocannon';
import copyStreams from 'pg-copy-streams';
import {
  benchStorage,
  busyPct,
  cpuSecondsOf,
  databaseBlocks,
  ensureBuilt,
  envNumber,
  fmt,
  log,
  login,
  machineCpu,
  machineLine,
  percentile,
  runMain,
  serverVersion,
  sleep,
  STATS_FLUSH_MS,
  stopOnSignals,
  waitForQuiet,
  withClient,
} from './lib.mjs';

const DAY_S = 86_400;
const TAPS = ['A', 'B', 'C'];

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
  /** Connections autocannon keeps busy; a comma list measures each. */
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
const wibToday = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);

// ---------------------------------------------------------------------------------------------
// CPU and buffer pages: the machine, and the processes of this run.

/** Waits until the machine is quiet (while this run is idle); returns the last busy share. */
const waitQuiet = () =>
  waitForQuiet({
    maxSeconds: config.quietWaitSeconds,
    pct: config.quietPct,
    isAborted: () => aborted,
  });

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
 * The slots g (0 ≤ g < count, slot g at fromS + g × step seconds) one day at a time, as
 * [first, end) ranges, so that a depot's history is generated and sent a day at a time.
 */
function* dayRanges(count, step, fromS, toS) {
  const days = Math.ceil((toS - fromS) / DAY_S);
  for (let d = 0; d < days; d++) {
    const first = Math.ceil((d * DAY_S) / step);
    const end = Math.min(count, Math.ceil(((d + 1) * DAY_S) / step));
    if (first < end) yield [first, end];
  }
}

const isoAt = (seconds) => new Date(seconds * 1000).toISOString();

/**
 * COPY text rows of `water_usage (account_id, sensor_id, tap, ts, volume_l)`, a day per chunk:
 * BENCH_FLOWS_PER_DAY events a day evenly spread with jitter, taps in turn, 18.6–19.2 L each
 * (`seq` stays null and `gallons` takes its default of 1, as for readings without a seq).
 */
function* flowRows(depot, fromS, toS, count) {
  const step = (toS - fromS) / count;
  const sensors = TAPS.map((t) => `${depot.username}-tap-${t.toLowerCase()}`);
  for (const [first, end] of dayRanges(count, step, fromS, toS)) {
    if (aborted) throw new Error('aborted');
    let chunk = '';
    for (let g = first; g < end; g++) {
      const tap = g % 3;
      const ts = isoAt(fromS + (g + Math.random()) * step);
      const litres = (18.6 + Math.random() * 0.6).toFixed(3);
      chunk += `${depot.account_id}\t${sensors[tap]}\t${TAPS[tap]}\t${ts}\t${litres}\n`;
    }
    yield chunk;
  }
}

/**
 * COPY text rows of `tank_level (account_id, tank_id, sensor_id, ts, water_level_cm, volume)`, a
 * day per chunk: a reading every BENCH_LEVEL_EVERY_S seconds following a slow wave.
 */
function* levelRows(depot, fromS, toS, count) {
  const step = config.levelEverySeconds;
  const prefix = `${depot.account_id}\t${depot.tank_id}\t${depot.username}-level\t`;
  for (const [first, end] of dayRanges(count, step, fromS, toS)) {
    if (aborted) throw new Error('aborted');
    let chunk = '';
    for (let g = first; g < end; g++) {
      const level = 60 + 50 * Math.sin((g + depot.account_id * 97) / 300);
      const volume = (level / 120) * 1000;
      chunk += `${prefix}${isoAt(fromS + g * step)}\t${level.toFixed(2)}\t${volume.toFixed(2)}\n`;
    }
    yield chunk;
  }
}

/** Streams the rows into `COPY … FROM STDIN` (text format); resolves with the rows stored. */
async function copyIn(client, sql, rows) {
  const stream = client.query(copyStreams.from(sql));
  await pipeline(Readable.from(rows), stream);
  return stream.rowCount;
}

/** History of one depot between two instants (epoch seconds), with two COPY statements. */
async function loadDepotRange(client, depot, fromS, toS) {
  const flowCount = Math.max(1, Math.round(((toS - fromS) / DAY_S) * config.flowsPerDay));
  const levelCount = Math.floor((toS - fromS) / config.levelEverySeconds);
  const flows = await copyIn(
    client,
    'copy water_usage (account_id, sensor_id, tap, ts, volume_l) from stdin',
    flowRows(depot, fromS, toS, flowCount),
  );
  const levels = await copyIn(
    client,
    'copy tank_level (account_id, tank_id, sensor_id, ts, water_level_cm, volume) from stdin',
    levelRows(depot, fromS, toS, levelCount),
  );
  if (flows !== flowCount || levels !== levelCount) {
    throw new Error(
      `${depot.username}: COPY stored ${flows}/${flowCount} flow events, ` +
        `${levels}/${levelCount} tank readings`,
    );
  }
  return { flows, levels };
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
  const copied = (performance.now() - started) / 1000;
  const indexes = await rebuildIndexes();
  log(`  ${indexes.indexes} secondary indexes rebuilt in ${fmt(indexes.seconds, 0)} s`);
  return { ...totals, seconds: (performance.now() - started) / 1000, copied, indexes };
}

/**
 * The bench depots' usage_daily rows, rebuilt from water_usage with one INSERT … SELECT … GROUP BY,
 * written day by day as ingestion writes them: in the hash aggregate's order a depot's month
 * would lie on nearly every page of the table, and the reports' pages per request would grow
 * with the history for that reason alone.
 */
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
     group by 1, 2, 3
     order by 2, 1, 3`,
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
// Load: autocannon, N connections each sending its next request as soon as the last one answered.

/**
 * Runs autocannon against `requests` (one per depot). Each connection goes round all of them in
 * turn, starting at its own depot. Latency percentiles are taken from every response's time as
 * autocannon measured it (its 'response' event, hrtime in ms): its own summary has no p95 and
 * keeps whole milliseconds.
 */
async function runLoad(port, connections, seconds, requests) {
  let nextClient = 0;
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests,
    setupClient(client) {
      const offset = Math.floor((nextClient++ * requests.length) / connections) % requests.length;
      client.setRequests(
        [...requests.slice(offset), ...requests.slice(0, offset)].map((r) => ({ ...r })),
      );
    },
  });
  const latencies = [];
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1),
    /** autocannon's own figures, to compare: whole milliseconds from its histogram. */
    autocannon: {
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      rps: result.requests.average,
    },
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]),
    ),
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

async function loginAll(port, depots) {
  const sessions = [];
  for (const depot of depots) {
    const headers = await login(`http://127.0.0.1:${port}`, depot.username, 'depot123');
    sessions.push({ username: depot.username, headers });
  }
  return sessions;
}

/** One checked answer per call, so the timings are of correct answers over the loaded data. */
async function checkAnswers(port, session, databaseUrl, month) {
  const get = async (path) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: session.headers });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${text}`);
    return JSON.parse(text);
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
  if (daily.daily.length !== Number(wibToday().slice(8, 10))) throw new Error('daily: wrong days');
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
}

/** What one request cost: CPU milliseconds of the server and of PostgreSQL, buffer pages. */
const perRequest = (r, cpu) => ({
  serverMs: r.requests ? (cpu.serverSeconds * 1000) / r.requests : NaN,
  postgresMs: r.requests ? (cpu.postgresSeconds * 1000) / r.requests : NaN,
  blocks: r.requests ? cpu.blocks / r.requests : NaN,
});

/**
 * Measures the health route and the four report calls. `ctx` holds the running server, its port
 * and the owners' sessions; `ctx.restart()` starts it again should it stop during a measurement.
 */
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
    // One request per depot, with that depot owner's token; autocannon goes round them in turn.
    const requests = () =>
      ctx.sessions.map((s) => ({
        method: 'GET',
        path: call.path(s.username),
        headers: call.auth === false ? {} : s.headers,
      }));
    for (const connections of config.connections) {
      for (let attempt = 1; ; attempt++) {
        if (aborted) throw new Error('aborted');
        if (config.warmupSeconds)
          await runLoad(ctx.port, connections, config.warmupSeconds, requests());
        await sleep(STATS_FLUSH_MS);
        const quiet = await waitQuiet();
        const blocksBefore = await databaseBlocks(databaseUrl, dbName);
        const snap = () => cpuSnapshot(ctx.server.pid, databaseUrl, dbName, pgPids);
        const before = await snap();
        const r = await runLoad(ctx.port, connections, config.seconds, requests());
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
        const per = perRequest(r, cpu);
        log(
          `${label} | ${call.name} | c=${connections}: ${fmt(r.rps)} req/s, p50 ` +
            `${fmt(r.p50, 2)} ms, p95 ${fmt(r.p95, 2)} ms, p99 ${fmt(r.p99, 2)} ms ` +
            `(autocannon: p97.5 ${r.autocannon.p97_5} ms, p99 ${r.autocannon.p99} ms); ` +
            `status ${JSON.stringify(r.statusCodes)}; CPU % of machine: server ` +
            `${fmt(cpu.server)}, postgres ${fmt(cpu.postgres)}, bench ${fmt(cpu.bench)}, others ` +
            `${fmt(cpu.others)}; per request: server CPU ${fmt(per.serverMs, 2)} ms, postgres ` +
            `CPU ${fmt(per.postgresMs, 2)} ms, ${fmt(per.blocks, 1)} pages` +
            (r.non2xx || r.errors ? `; ${r.non2xx} non-2xx, ${r.errors} errors` : ''),
        );
        break;
      }
    }
  }
  return results;
}

// ---------------------------------------------------------------------------------------------

function printResults(results, loads) {
  console.log(
    '\n| history | call | conn | req/s | p50 ms | p95 ms | p99 ms | non-2xx | errors | ' +
      'server CPU ms/req | postgres CPU ms/req | pages/req | CPU % server / postgres / bench / others |',
  );
  console.log('|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|');
  for (const r of results) {
    const c = r.cpu;
    const per = perRequest(r, c);
    console.log(
      `| ${r.phase.replace('history ', '')} | ${r.call} | ${r.connections} | ${fmt(r.rps)} | ` +
        `${fmt(r.p50, 2)} | ${fmt(r.p95, 2)} | ${fmt(r.p99, 2)} | ${r.non2xx} | ${r.errors} | ` +
        `${fmt(per.serverMs, 2)} | ${fmt(per.postgresMs, 2)} | ${fmt(per.blocks, 1)} | ` +
        `${fmt(c.server)} / ${fmt(c.postgres)} / ${fmt(c.bench)} / ${fmt(c.others)} |`,
    );
  }
  for (const l of loads) {
    console.log(
      `\nhistory ${l.label}: ${l.stats.map((s) => `${s.table} ${fmt(s.rows)} rows (${fmt(s.mb)} MB)`).join(', ')}; ` +
        `COPY ${fmt(l.load.flows + l.load.levels)} rows in ${fmt(l.load.copied, 1)} s ` +
        `(${fmt((l.load.flows + l.load.levels) / l.load.copied)} rows/s), indexes ` +
        `${fmt(l.load.indexes.seconds, 1)} s, rollup ${fmt(l.rollup.seconds, 1)} s`,
    );
  }

  // Cost per request against history: the same call and concurrency in the first and last phase.
  const phases = [...new Set(results.map((r) => r.phase))];
  if (phases.length > 1) {
    console.log(`\ncost per request, ${phases[0]} → ${phases.at(-1)}:`);
    for (const last of results.filter((r) => r.phase === phases.at(-1))) {
      const first = results.find(
        (r) => r.phase === phases[0] && r.call === last.call && r.connections === last.connections,
      );
      if (!first || last.call.includes('health')) continue;
      const a = perRequest(first, first.cpu);
      const b = perRequest(last, last.cpu);
      console.log(
        `  ${last.call} c=${last.connections}: pages ${fmt(a.blocks, 1)} → ${fmt(b.blocks, 1)}, ` +
          `postgres CPU ${fmt(a.postgresMs, 2)} → ${fmt(b.postgresMs, 2)} ms`,
      );
    }
  }

  const reportsOnly = results.filter((r) => !r.call.includes('health'));
  const worst = Math.max(...reportsOnly.map((r) => r.p95));
  const failed = results.some((r) => r.non2xx || r.errors);
  console.log(
    `\nworst report p95: ${fmt(worst, 2)} ms (target < 20 ms: ${worst < 20 ? 'met' : 'NOT met'})` +
      (failed ? '; some requests failed (non-2xx or errors)' : ''),
  );
  if (failed) process.exitCode = 1;
}

async function main() {
  ensureBuilt();
  log(machineLine());
  log(`server: ${serverVersion()}`);
  const storage = await benchStorage('reports', config.adminUrl, config);
  const { databaseUrl, dbName } = storage;
  log(`database: ${storage.kind}`);
  const start = (seedDemo) =>
    // The first start also writes the demo depot's year.
    storage.startServer({ seedDemo, readyTimeoutMs: 300_000, isAborted: () => aborted });
  let server;
  const hardStop = setTimeout(() => {
    log(`BENCH_MAX_MINUTES=${config.maxMinutes} reached: stopping`);
    aborted = true;
  }, config.maxMinutes * 60_000);
  hardStop.unref();

  const results = [];
  const loads = [];
  try {
    log('first start (SEED_DEMO=true): migrations, admin and depot1 with its demo year');
    server = start(true);
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
      log(`loading history for ${range.label} (COPY … FROM STDIN, generated a day at a time)`);
      const load = await loadRange(databaseUrl, depots, range.from, range.to);
      const rollup = await withClient(databaseUrl, rebuildRollup);
      const vacuum = await withClient(databaseUrl, vacuumAnalyze);
      const stats = await withClient(databaseUrl, tableStats);
      loads.push({ label: range.label, load, rollup, vacuum, stats });
      log(
        `loaded ${fmt(load.flows)} flow events and ${fmt(load.levels)} tank readings: COPY ` +
          `${fmt(load.copied, 1)} s, indexes ${fmt(load.indexes.seconds, 1)} s; usage_daily ` +
          `rebuilt (${fmt(rollup.rows)} rows) in ${fmt(rollup.seconds, 1)} s; vacuum analyze ` +
          `${fmt(vacuum, 0)} s`,
      );
      for (const s of stats) log(`  ${s.table}: ${fmt(s.rows)} rows, ${fmt(s.mb)} MB with indexes`);

      const ctx = {
        async restart() {
          if (server) await server.stop();
          server = start(false);
          this.server = server;
          this.port = (await server.ready).httpPort;
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
    await storage.dispose();
  }
  printResults(results, loads);
}

stopOnSignals(
  () => aborted,
  () => (aborted = true),
);

runMain(main);
