// Part 2 of `npm run bench:tracker`: history of one day and summary of 30 days, p50/p95 at random
// bikes and days, with 1, 30 and 90 days of 50 bikes' positions stored (one every 10 s), against a
// 50 ms ceiling; pages and CPU per request show whether the cost grows with the history stored.
// See bench/README.md.
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import {
  benchStorage,
  cpuSnapshot,
  databaseBlockCounts,
  fmt,
  log,
  login,
  percentile,
  rssMbOf,
  sleep,
  STATS_FLUSH_MS,
  waitForQuiet,
  withClient,
} from './lib.mjs';
import { bikeId, createDepot } from './tracker-depot.mjs';
import { addDays, addHistory, DAY, DAY_KM, yesterdayWib } from './tracker-history.mjs';

const USER = 'bench-motor';

/** `n` paths of `call` over `range` days ending on random stored days, for random bikes. */
function paths(call, range, stored, firstDay, bikes, n) {
  return Array.from({ length: n }, () => {
    const end = addDays(firstDay, range - 1 + Math.floor(Math.random() * (stored - range + 1)));
    const tracker = bikeId(1 + Math.floor(Math.random() * bikes));
    return (
      `/api/tracker/${call}/${USER}?start_date=${addDays(end, 1 - range)}&end_date=${end}` +
      `&tracker=${tracker}`
    );
  });
}

async function timedGet(port, path, headers) {
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
  const text = await res.text();
  return { ms: performance.now() - started, status: res.status, text };
}

/** Sends `list` on `concurrency` connections, each its next request once the last is answered. */
async function send(port, headers, list, concurrency) {
  const latencies = [];
  const statuses = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < list.length) {
        const r = await timedGet(port, list[next++], headers);
        latencies.push(r.ms);
        statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      }
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), statuses };
}

/** The PostgreSQL backends of the bench database (the server's pool). */
async function backendPids(url, dbName) {
  const { rows } = await withClient(url, (c) =>
    c.query(
      `select pid::text from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
      [dbName],
    ),
  );
  return rows.map((r) => r.pid);
}

/** One measurement: warm-up, then `requests` requests, with CPU and buffer pages per request. */
async function measure(ctx, { call, range, concurrency, requests }, isAborted) {
  const { port, headers, url, dbName, server, stored, firstDay, config } = ctx;
  const list = (n) => paths(call, range, stored, firstDay, config.bikes, n);
  // Earlier requests' buffer counts reach pg_stat_database within ~10 s of quiet.
  await sleep(STATS_FLUSH_MS);
  const quiet = await waitForQuiet({
    maxSeconds: config.quietWaitSeconds,
    pct: config.quietPct,
    isAborted,
  });
  const blocks0 = await databaseBlockCounts(url, dbName);
  // The warm-up right before the measurement also opens the server's pool connections (they
  // close after 10 s idle), whose CPU is counted; its pages count with the measurement's.
  const warmup = config.warmupRequests;
  if (warmup) await send(port, headers, list(warmup), concurrency);
  const pids = await backendPids(url, dbName);
  const cpu0 = cpuSnapshot(server.pid, pids);
  const r = await send(port, headers, list(requests), concurrency);
  const cpu1 = cpuSnapshot(server.pid, [
    ...new Set([...pids, ...(await backendPids(url, dbName))]),
  ]);
  await sleep(STATS_FLUSH_MS);
  const blocks1 = await databaseBlockCounts(url, dbName);
  const n = r.latencies.length;
  const wall = (cpu1.at - cpu0.at) / 1000;
  const pgSeconds = [...cpu1.postgres].reduce(
    (s, [pid, sec]) => s + Math.max(0, sec - (cpu0.postgres.get(pid) ?? 0)),
    0,
  );
  const busy = cpu1.machine.busy - cpu0.machine.busy;
  const own = cpu1.server - cpu0.server + pgSeconds + (cpu1.bench - cpu0.bench);
  const m = {
    stored,
    call,
    range,
    concurrency,
    requests: n,
    rps: n / wall,
    p50: percentile(r.latencies, 50),
    p95: percentile(r.latencies, 95),
    p99: percentile(r.latencies, 99),
    max: r.latencies.at(-1),
    statuses: r.statuses,
    failed: n - (r.statuses[200] ?? 0),
    pagesHit: (blocks1.hit - blocks0.hit) / (n + warmup),
    pagesRead: (blocks1.read - blocks0.read) / (n + warmup),
    serverMs: ((cpu1.server - cpu0.server) * 1000) / n,
    postgresMs: (pgSeconds * 1000) / n,
    /** Other processes' CPU during the measurement, in % of one core. */
    othersPct: (Math.max(0, busy - own) / wall) * 100,
    quietPct: quiet,
  };
  log(
    `  ${stored} d stored | ${call} ${range} d | c=${concurrency}: p50 ${fmt(m.p50, 1)} ms, ` +
      `p95 ${fmt(m.p95, 1)} ms, p99 ${fmt(m.p99, 1)} ms, ${fmt(m.rps)} req/s; pages/req ` +
      `${fmt(m.pagesHit + m.pagesRead, 0)} (${fmt(m.pagesRead, 0)} read); CPU ms/req server ` +
      `${fmt(m.serverMs, 1)}, postgres ${fmt(m.postgresMs, 1)}; others ${fmt(m.othersPct)} % ` +
      `of a core; status ${JSON.stringify(m.statuses)}`,
  );
  return m;
}

/** One checked answer of each call, so the timings are of right answers over the data. */
async function checkAnswers(port, headers, stored, firstDay) {
  const get = async (path) => {
    const r = await timedGet(port, path, headers);
    if (r.status !== 200) throw new Error(`${path}: ${r.status} ${r.text.slice(0, 300)}`);
    return JSON.parse(r.text);
  };
  const expect = (what, got, want) => {
    if (Math.abs(got - want) > 1e-6 * Math.max(1, Math.abs(want)))
      throw new Error(`${what}: ${got}, expected ${want}`);
  };
  const lastDay = addDays(firstDay, stored - 1);
  const q = (from, to) => `?start_date=${from}&end_date=${to}&tracker=${bikeId(1)}`;
  const history = await get(`/api/tracker/history/${USER}${q(lastDay, lastDay)}`);
  expect('history total_points', history.total_points, DAY.points);
  if (!(history.data.length > 100 && history.data.length <= 3000))
    throw new Error(`history: ${history.data.length} points drawn`);
  const day = (await get(`/api/tracker/summary/${USER}${q(lastDay, lastDay)}`)).data;
  expect('summary of a day: km', day.total_distance_km, DAY_KM);
  expect('summary of a day: trips', day.trip_count, DAY.trips);
  expect('summary of a day: stops', day.stop_count, DAY.trips + (stored === 1 ? 1 : 0));
  expect('summary of a day: riding s', day.total_duration_sec, DAY.trips * DAY.tripSeconds);
  expect('summary of a day: max km/h', day.max_speed_kmh, DAY.maxSpeedKmh);
  const checked = [`history of ${lastDay}: ${history.data.length} of ${DAY.points} points drawn`];
  if (stored >= 30) {
    const month = (await get(`/api/tracker/summary/${USER}${q(addDays(lastDay, -29), lastDay)}`))
      .data;
    expect('summary of 30 days: km', month.total_distance_km, 30 * DAY_KM);
    expect('summary of 30 days: trips', month.trip_count, 30 * DAY.trips);
    expect(
      'summary of 30 days: riding s',
      month.total_duration_sec,
      30 * DAY.trips * DAY.tripSeconds,
    );
    checked.push(
      `summary of 30 days: ${month.total_distance_km} km, ${month.trip_count} trips ` +
        `(${month.trips.length} listed), average ${month.average_speed_kmh} km/h`,
    );
  }
  return checked;
}

export async function runReads(config, isAborted) {
  const storage = await benchStorage('tracker-reads', config.adminUrl, config);
  const { dbName, databaseUrl: url } = storage;
  const password = randomBytes(12).toString('hex');
  const start = () => storage.startServer({ nodeArgs: config.serverNodeArgs, isAborted });
  const lastDay = yesterdayWib();
  const firstDay = addDays(lastDay, 1 - config.days);
  const results = { dbName, firstDay, lastDay, loads: [], measurements: [], checks: [] };
  let server;
  try {
    log(`database ${dbName}; history ${firstDay} … ${lastDay} (WIB), oldest first`);
    server = start();
    await server.ready; // migrations
    await server.stop();
    server = undefined;
    const { accountId } = await withClient(url, (c) =>
      createDepot(c, { username: USER, password, bikes: config.bikes }),
    );

    let stored = 0;
    for (const phase of config.phases) {
      const days = Array.from({ length: phase - stored }, (_, i) => addDays(firstDay, stored + i));
      log(`adding ${days.length} day(s) of ${config.bikes} bikes (${days[0]} … ${days.at(-1)})`);
      const load = await addHistory(url, {
        accountId,
        bikes: config.bikes,
        firstDay,
        days,
        workers: config.loadWorkers,
        isAborted,
      });
      stored = phase;
      results.loads.push({ stored, ...load });
      log(
        `  inserted in ${fmt(load.insertSeconds)} s (${fmt(load.rows / load.insertSeconds)} ` +
          `rows/s), ${fmt(load.segments)} segments in ${fmt(load.segmentSeconds, 1)} s, vacuum ` +
          `analyze ${fmt(load.vacuumSeconds)} s; ` +
          load.tables
            .map((t) => `${t.table} ${fmt(t.rows)} rows ${fmt(t.heapMb)} + ${fmt(t.indexMb)} MB`)
            .join(', '),
      );

      server = start();
      const { httpPort: port } = await server.ready;
      const headers = await login(`http://127.0.0.1:${port}`, USER, password);
      const checks = await checkAnswers(port, headers, stored, firstDay);
      results.checks.push({ stored, checks });
      for (const c of checks) log(`  checked: ${c}`);
      const ctx = { port, headers, url, dbName, server, stored, firstDay, config };
      const specs = [];
      for (const concurrency of config.concurrency) {
        specs.push({ call: 'history', range: 1, concurrency, requests: config.requests });
        if (stored >= 30)
          specs.push({ call: 'summary', range: 30, concurrency, requests: config.requests });
      }
      if (phase === config.phases.at(-1) && config.sweepRequests) {
        // How the cost moves with the range asked for, at the full history.
        for (const [call, range] of [
          ['history', 7],
          ['history', 30],
          ['history', 90],
          ['summary', 1],
          ['summary', 7],
          ['summary', 90],
        ]) {
          if (range <= stored)
            specs.push({ call, range, concurrency: 1, requests: config.sweepRequests });
        }
      }
      for (const spec of specs) {
        if (isAborted()) throw new Error('aborted');
        results.measurements.push(await measure(ctx, spec, isAborted));
      }
      results.rssMb = rssMbOf(server.pid);
      results.loadAverage = loadavg()[0];
      await server.stop();
      server = undefined;
    }
  } finally {
    if (server) await server.stop();
    if (config.keepDb) log(`user ${USER} / ${password}`);
    await storage.dispose();
  }
  return results;
}

// ---------------------------------------------------------------------------------------------

/**
 * Flat: from the least history a request was measured with to the most, its buffer pages per
 * request grow by at most 10 % + 2 pages (the work done), and its p95 by at most 50 % or 5 ms
 * (the time, which a shared machine disturbs more).
 */
function flatness(first, last) {
  const pages = (m) => m.pagesHit + m.pagesRead;
  const pagesFlat = pages(last) <= pages(first) * 1.1 + 2;
  const p95Flat = last.p95 <= Math.max(first.p95 * 1.5, first.p95 + 5);
  return { pagesFlat, p95Flat };
}

export function printReads(config, r) {
  console.log(`\nreads: ${config.bikes} bikes, history ${r.firstDay} … ${r.lastDay}`);
  for (const l of r.loads) {
    console.log(
      `  ${l.stored} day(s) stored: +${fmt(l.rows)} positions in ${fmt(l.insertSeconds)} s ` +
        `(${fmt(l.rows / l.insertSeconds)} rows/s), vacuum ${fmt(l.vacuumSeconds)} s; ` +
        l.tables
          .map(
            (t) =>
              `${t.table} ${fmt(t.rows)} rows, ${fmt(t.heapMb)} MB + indexes ${fmt(t.indexMb)} MB`,
          )
          .join('; '),
    );
  }
  console.log(
    '\n| stored | call | range | conn | requests | p50 ms | p95 ms | p99 ms | max ms | p95 ÷ ' +
      `${config.targetMs} ms | req/s | pages/req (read) | CPU ms/req server / postgres | others % of a core | failed |`,
  );
  console.log('|--:|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|');
  for (const m of r.measurements) {
    console.log(
      `| ${m.stored} d | ${m.call} | ${m.range} d | ${m.concurrency} | ${m.requests} | ` +
        `${fmt(m.p50, 1)} | ${fmt(m.p95, 1)} | ${fmt(m.p99, 1)} | ${fmt(m.max, 1)} | ` +
        `${fmt((m.p95 / config.targetMs) * 100)} % | ${fmt(m.rps)} | ` +
        `${fmt(m.pagesHit + m.pagesRead)} (${fmt(m.pagesRead)}) | ${fmt(m.serverMs, 1)} / ` +
        `${fmt(m.postgresMs, 1)} | ${fmt(m.othersPct)} | ${m.failed} |`,
    );
  }
  const targeted = r.measurements.filter(
    (m) => (m.call === 'history' && m.range === 1) || (m.call === 'summary' && m.range === 30),
  );
  const worst = Math.max(...targeted.map((m) => m.p95));
  console.log(
    `\nworst p95 of history (1 day) and summary (30 days): ${fmt(worst, 1)} ms = ` +
      `${fmt((worst / config.targetMs) * 100)} % of ${config.targetMs} ms: ` +
      `${worst < config.targetMs ? 'met' : 'NOT met'}`,
  );
  for (const call of ['history', 'summary']) {
    for (const concurrency of config.concurrency) {
      const ms = targeted.filter((m) => m.call === call && m.concurrency === concurrency);
      if (ms.length < 2) continue;
      const [first, last] = [ms[0], ms.at(-1)];
      const f = flatness(first, last);
      console.log(
        `flat ${call} ${first.range} d c=${concurrency}, ${first.stored} → ${last.stored} days ` +
          `stored: pages/req ${fmt(first.pagesHit + first.pagesRead)} → ` +
          `${fmt(last.pagesHit + last.pagesRead)} (${f.pagesFlat ? 'flat' : 'GROWS'}), p95 ` +
          `${fmt(first.p95, 1)} → ${fmt(last.p95, 1)} ms (${f.p95Flat ? 'flat' : 'GROWS'})`,
      );
    }
  }
  if (r.measurements.some((m) => m.failed)) process.exitCode = 1;
}
