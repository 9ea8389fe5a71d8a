// Master-data benchmark: the built server on a fresh PostgreSQL database whose tank_level holds
// a few million readings of many depots (generate_series), then latency of the super admin's
// table calls (first page, offset 10.000, sorted by time, searches) beside a bare route of the
// same process (GET /api/health), one request at a time. Target: p95 under 100 ms.
// See bench/README.md.
//
//   npm run bench:admin
//   BENCH_ROWS=500000 BENCH_REQUESTS=50 npm run bench:admin
//
// Only 127.0.0.1 traffic; the server is stopped and the database dropped at the end, also on
// Ctrl-C.
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
  withClient,
} from './lib.mjs';

const config = {
  adminUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  /** Readings in tank_level, spread over BENCH_DEPOTS depots (one every 63 s each). */
  rows: envNumber('BENCH_ROWS', 2_000_000, 1000),
  depots: envNumber('BENCH_DEPOTS', 50, 2),
  ...latencySettings(),
  keepDb: process.env.BENCH_KEEP_DB === '1',
};

let aborted = false;
const ADMIN = { username: 'admin', password: 'admin123' };
/** A depot with only a few readings: its search must not scan the others'. */
const RARE = 'bench-rare';
const RARE_ROWS = 100;

/** Bench depots (a tank and a level sensor each), then their readings in one statement. */
async function fill(client) {
  await client.query('begin');
  await client.query(
    `insert into accounts (username, password_hash, depot_name, address)
     select 'bench-depot-' || lpad(d::text, 2, '0'), 'x', 'Depot Bench ' || d, 'Jl. Bench ' || d
     from generate_series(1, $1::int) d
     union all select $2, 'x', 'Depot Jarang', 'Jl. Sepi'`,
    [config.depots, RARE],
  );
  await client.query(
    `insert into tanks (account_id, name, capacity, height_cm)
     select id, 'Tangki Utama', 1000, 120 from accounts where username like 'bench-%'`,
  );
  await client.query(
    `insert into sensors (sensor_id, account_id, tank_id, name, kind, is_main, key_hash)
     select a.username || '-level', a.id, t.id, 'Sensor Level', 'level', true, 'x'
     from accounts a join tanks t on t.account_id = a.id where a.username like 'bench-%'`,
  );
  const started = performance.now();
  const perDepot = Math.ceil(config.rows / config.depots);
  await client.query(
    `insert into tank_level (account_id, tank_id, sensor_id, ts, water_level_cm, volume)
     select s.account_id, s.tank_id, s.sensor_id,
            now() - g * interval '63 seconds' - s.n * interval '1 second',
            60 + (g % 60), 500 + (g % 400)
     from generate_series($1::int, 1, -1) g
     cross join (select sensor_id, account_id, tank_id, row_number() over () as n from sensors
                 where sensor_id like 'bench-depot-%') s
     -- Oldest first, as devices send them: the table lies in time order, as a real one does.
     order by g desc, s.n desc`,
    [perDepot],
  );
  await client.query(
    `insert into tank_level (account_id, tank_id, sensor_id, ts, water_level_cm, volume)
     select account_id, tank_id, sensor_id, now() - g * interval '1 hour', 50, 400
     from sensors cross join generate_series(1, $2::int) g where sensor_id = $1`,
    [`${RARE}-level`, RARE_ROWS],
  );
  await client.query('commit');
  const inserted = (performance.now() - started) / 1000;
  const vacuumStarted = performance.now();
  await client.query('vacuum (analyze) tank_level');
  const { rows } = await client.query(
    `select count(*)::int as n, pg_total_relation_size('tank_level') as bytes from tank_level`,
  );
  return {
    rows: rows[0].n,
    mb: Number(rows[0].bytes) / 2 ** 20,
    inserted,
    vacuum: (performance.now() - vacuumStarted) / 1000,
  };
}

const CALLS = [
  { label: 'GET /api/health (ceiling)', path: '/api/health' },
  { label: 'first page (newest first)', path: '/api/superadmin/tables/tank_level?_limit=50' },
  {
    label: 'offset 10.000',
    path: '/api/superadmin/tables/tank_level?_limit=50&_offset=10000',
  },
  {
    label: 'sorted by time, oldest first',
    path: '/api/superadmin/tables/tank_level?_limit=50&_sort=timestamp&_order=asc',
  },
  {
    label: 'sorted by id, offset 10.000',
    path: '/api/superadmin/tables/tank_level?_limit=50&_sort=id&_order=desc&_offset=10000',
  },
  {
    label: 'search one depot of many',
    path: '/api/superadmin/tables/tank_level?_limit=50&_q=bench-depot-07',
  },
  {
    label: 'search one depot, offset 10.000',
    path: '/api/superadmin/tables/tank_level?_limit=50&_q=bench-depot-07&_offset=10000',
  },
  {
    label: `search a depot with ${RARE_ROWS} readings`,
    path: `/api/superadmin/tables/tank_level?_limit=50&_q=${RARE}`,
  },
  { label: 'search without a match', path: '/api/superadmin/tables/tank_level?_limit=50&_q=zzz' },
];

/** One request at a time: the latency a super admin paging the table sees. */
async function measure(port, headers, call) {
  const { warmup, requests } = config;
  const latency = await sequentialLatency(
    { port, headers, path: call.path, warmup, requests, isAborted: () => aborted },
    (res, body) => ({
      rows: Array.isArray(body) ? body.length : undefined,
      total: res.headers.get('x-total-count'),
      estimated: res.headers.get('x-total-count-estimated') === '1',
    }),
  );
  return { ...call, ...latency };
}

function printResults(results, load) {
  const ceiling = results[0];
  console.log(
    `\ntank_level: ${fmt(load.rows)} rows (${fmt(load.mb)} MB with indexes), inserted in ` +
      `${fmt(load.inserted, 1)} s, vacuum analyze ${fmt(load.vacuum, 1)} s; ` +
      `${config.requests} timed requests per call, one at a time\n`,
  );
  console.log(
    '| call | rows | X-Total-Count | p50 ms | p95 ms | max ms | p95 / health p95 | target |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---|');
  for (const r of results) {
    const total = r.total === null ? '—' : `${fmt(Number(r.total))}${r.estimated ? ' (est.)' : ''}`;
    const met = r === ceiling ? '' : r.p95 < config.targetMs ? 'met' : '**NOT met**';
    console.log(
      `| ${r.label} | ${r.rows ?? '—'} | ${total} | ${fmt(r.p50, 1)} | ${fmt(r.p95, 1)} | ` +
        `${fmt(r.max, 1)} | ${fmt(r.p95 / ceiling.p95, 1)} | ${met} |`,
    );
  }
  const worst = Math.max(...results.slice(1).map((r) => r.p95));
  console.log(
    `\nworst table p95: ${fmt(worst, 1)} ms (target < ${config.targetMs} ms: ${worst < config.targetMs ? 'met' : 'NOT met'})`,
  );
  if (worst >= config.targetMs) process.exitCode = 1;
}

async function main() {
  ensureBuilt();
  log(machineLine());
  log(`server: ${serverVersion()}`);
  const storage = await benchStorage('admin', config.adminUrl, config);
  log(`database: ${storage.kind}`);
  const start = (seedDemo) =>
    storage.startServer({ seedDemo, readyTimeoutMs: 300_000, isAborted: () => aborted });
  let server;
  try {
    log('first start (SEED_DEMO=true): migrations and the demo super admin');
    server = start(true);
    await server.ready;
    await server.stop();
    log(`filling tank_level with ${fmt(config.rows)} readings of ${config.depots} depots`);
    const load = await withClient(storage.databaseUrl, fill);
    server = start(false);
    const { httpPort } = await server.ready;
    const headers = await login(`http://127.0.0.1:${httpPort}`, ADMIN.username, ADMIN.password);
    const results = [];
    for (const call of CALLS) {
      if (aborted) break;
      results.push(await measure(httpPort, headers, call));
      log(`${call.label}: p95 ${fmt(results.at(-1).p95, 1)} ms`);
    }
    printResults(results, load);
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
