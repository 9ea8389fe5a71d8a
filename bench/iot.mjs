// Smart weather benchmark: the built server on a fresh database (embedded PGlite by default,
// DATABASE_URL for a PostgreSQL server, where a fresh database is created and dropped) holding
// one sensor with a year of one-minute readings (525.600 rows, generate_series) and their hourly
// rollup built as ingest builds it; then the latency of the sensor detail's readings call for each
// filter, one request at a time, beside a bare route of the same process (GET /api/health).
// Target: p95 under 100 ms. See bench/README.md.
//
//   npm run bench:iot
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:iot
//   BENCH_MINUTES=100000 BENCH_REQUESTS=50 npm run bench:iot
import {
  benchStorage,
  ensureBuilt,
  envNumber,
  fmt,
  latencySettings,
  log,
  login,
  machineLine,
  runMain,
  sequentialLatency,
  serverVersion,
  stopOnSignals,
  withQuery,
} from './lib.mjs';

const config = {
  adminUrl: process.env.DATABASE_URL || '',
  /** One reading a minute for this many minutes, ending now. */
  minutes: envNumber('BENCH_MINUTES', 525_600, 1000),
  ...latencySettings(),
};

let aborted = false;
const ADMIN = { username: 'benchadmin', password: 'bench-admin-123' };
const SENSOR = 'bench-weather-temp';

/** The owner, device and sensor, a year of readings, and the hourly rollup built from them. */
async function fill(query) {
  const started = performance.now();
  await query('begin');
  const [owner] = await query(
    `insert into accounts (username, password_hash, depot_name, address)
     values ('bench-owner', 'x', 'Depot Bench', 'Jl. Bench') returning id`,
  );
  const [device] = await query(
    `insert into smart_iot_devices (account_id, device_name, location, device_type)
     values ($1, 'Stasiun Bench', 'Atap', 'weather_station') returning id`,
    [owner.id],
  );
  await query(
    `insert into sensors (sensor_id, account_id, name, kind, key_hash)
     values ($1, $2, 'Suhu Bench', 'iot', 'x')`,
    [SENSOR, owner.id],
  );
  await query(
    `insert into smart_iot_sensors (sensor_id, device_id, account_id, sensor_name, sensor_type,
       min_value, max_value)
     values ($1, $2, $3, 'Suhu Bench', 'temperature_DHT11', 20, 34)`,
    [SENSOR, device.id, owner.id],
  );
  // Oldest first, as a device sends them; a daily wave plus a little noise.
  await query(
    `insert into smart_iot_readings (account_id, sensor_id, ts, value)
     select $1, $2, date_trunc('minute', now()) - g * interval '1 minute',
            27 + 5 * sin(g * 2 * pi() / 1440) + (g % 7) * 0.1
     from generate_series($3::int, 1, -1) g`,
    [owner.id, SENSOR, config.minutes],
  );
  // The same sums ingest keeps (iot.writer.ts), per UTC hour.
  await query(
    `insert into smart_iot_hourly (sensor_id, hour, n, sum, min, max)
     select sensor_id, date_trunc('hour', ts, 'UTC'), count(*), sum(value), min(value), max(value)
     from smart_iot_readings where sensor_id = $1 group by 1, 2`,
    [SENSOR],
  );
  await query(
    `update smart_iot_sensors s set latest_value = r.value, latest_at = r.ts
     from (select value, ts from smart_iot_readings where sensor_id = $1
           order by ts desc limit 1) r where s.sensor_id = $1`,
    [SENSOR],
  );
  await query('commit');
  await query('vacuum analyze smart_iot_readings');
  await query('vacuum analyze smart_iot_hourly');
  const [count] = await query(
    `select (select count(*)::int from smart_iot_readings) as readings,
            (select count(*)::int from smart_iot_hourly) as hours`,
  );
  return { ...count, seconds: (performance.now() - started) / 1000 };
}

/** A calendar month about half a year back (WIB), inside the filled year. */
function oldMonth() {
  const wib = new Date(Date.now() + 7 * 3_600_000 - 180 * 86_400_000);
  return { month: wib.getUTCMonth() + 1, year: wib.getUTCFullYear() };
}

function calls() {
  const base = `/api/superadmin/tables/sensors/${SENSOR}/readings?_limit=1000`;
  const { month, year } = oldMonth();
  return [
    { label: 'GET /api/health (ceiling)', path: '/api/health' },
    { label: 'whole history', path: base },
    { label: 'weekly', path: `${base}&_range=weekly` },
    { label: 'monthly', path: `${base}&_range=monthly` },
    {
      label: `by_month ${month}/${year}`,
      path: `${base}&_range=by_month&_month=${month}&_year=${year}`,
    },
    {
      label: 'raw table (_raw=true&_limit=100)',
      path: `/api/superadmin/tables/sensors/${SENSOR}/readings?_raw=true&_limit=100`,
    },
  ];
}

/** One request at a time: the latency a super admin switching filters sees. */
async function measure(port, headers, call) {
  const { warmup, requests } = config;
  const latency = await sequentialLatency(
    { port, headers, path: call.path, warmup, requests, isAborted: () => aborted },
    (res, body) => ({
      points: Array.isArray(body) ? body.length : undefined,
      bucket: res.headers.get('x-bucket-minutes'),
    }),
  );
  return { ...call, ...latency };
}

function printResults(results, load, kind) {
  console.log(
    `\n${kind}: ${fmt(load.readings)} readings, ${fmt(load.hours)} hourly rows, filled in ` +
      `${fmt(load.seconds, 1)} s; ${config.requests} timed requests per call, one at a time\n`,
  );
  console.log('| call | points | bucket (min) | p50 ms | p95 ms | p95 / 100 ms | target |');
  console.log('|---|---:|---:|---:|---:|---:|---|');
  for (const [i, r] of results.entries()) {
    const met = i === 0 ? '' : r.p95 < config.targetMs ? 'met' : '**NOT met**';
    console.log(
      `| ${r.label} | ${r.points ?? '—'} | ${i === 0 ? '—' : (r.bucket ?? 'raw')} | ${fmt(r.p50, 1)} | ` +
        `${fmt(r.p95, 1)} | ${fmt(r.p95 / config.targetMs, 2)} | ${met} |`,
    );
  }
  const worst = Math.max(...results.slice(1).map((r) => r.p95));
  console.log(
    `\nworst readings p95: ${fmt(worst, 1)} ms (target < ${config.targetMs} ms: ${worst < config.targetMs ? 'met' : 'NOT met'})`,
  );
}

async function main() {
  ensureBuilt();
  log(machineLine());
  const storage = await benchStorage('iot', config.adminUrl);
  const { kind } = storage;
  // The first start creates this super admin (config/env.ts).
  process.env.ADMIN_USERNAME = ADMIN.username;
  process.env.ADMIN_PASSWORD = ADMIN.password;
  const start = () => storage.startServer({ readyTimeoutMs: 300_000, isAborted: () => aborted });
  log(`server: ${serverVersion()}; database: ${kind}`);
  let server;
  try {
    server = start();
    await server.ready;
    await server.stop();
    log(`filling ${fmt(config.minutes)} one-minute readings and their hourly rollup`);
    const load = await withQuery(storage, fill);
    server = start();
    const { httpPort } = await server.ready;
    const headers = await login(`http://127.0.0.1:${httpPort}`, ADMIN.username, ADMIN.password);
    const results = [];
    for (const call of calls()) {
      if (aborted) break;
      results.push(await measure(httpPort, headers, call));
      log(`${call.label}: p95 ${fmt(results.at(-1).p95, 1)} ms`);
    }
    printResults(results, load, kind);
  } finally {
    if (server) await server.stop();
    await storage.dispose();
  }
}

stopOnSignals(
  () => aborted,
  () => (aborted = true),
);

runMain(main);
