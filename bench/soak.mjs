// Soak: N minutes of mixed load at a steady rate against the built server on a fresh database
// (the PostgreSQL server of DATABASE_URL when set, else embedded PGlite): MQTT and HTTP readings
// from several depots' devices, report reads, POS sales with an Idempotency-Key (every tenth one
// sent twice) and today's sales. Every minute it records the server's RSS and p50/p99 latency per
// kind; at the end it says whether RSS and p99 stayed flat. See bench/README.md.
//
//   npm run soak                  # 30 minutes
//   SOAK_MINUTES=3 npm run soak   # a short check of the script itself
//
// Only 127.0.0.1 traffic; the server is stopped and the database removed at the end, also on Ctrl-C.
import { cpus, loadavg, totalmem } from 'node:os';
import {
  benchStorage,
  ensureBuilt,
  envNumber,
  fmt,
  log,
  rssMbOf,
  serverVersion,
  sleep,
  withQuery,
} from './lib.mjs';
import { httpClients, insertDepots, KINDS, latency, MqttDevice, Recorder } from './soak-load.mjs';

const config = {
  adminUrl: process.env.DATABASE_URL || undefined,
  minutes: envNumber('SOAK_MINUTES', 30, 1),
  depots: envNumber('SOAK_DEPOTS', 5, 1),
  /** Per second, over all depots. */
  rates: {
    mqtt: envNumber('SOAK_MQTT_RATE', 40),
    ingest: envNumber('SOAK_HTTP_RATE', 10),
    report: envNumber('SOAK_REPORT_RATE', 4),
    sale: envNumber('SOAK_SALE_RATE', 0.5),
    salesToday: envNumber('SOAK_SALES_READ_RATE', 2),
  },
};
/** Flat: RSS grew by at most this much (or 10 %), p99 by at most 50 % (or 5 ms). */
const RSS_SLACK_MB = 20;
const P99_SLACK_MS = 5;

const LABELS = {
  mqtt: 'MQTT reading',
  ingest: 'HTTP reading',
  daily: 'daily report',
  weekly: 'weekly report',
  monthly: 'monthly report',
  tanks: 'tanks',
  sale: 'POS sale',
  salesToday: "today's sales",
};

let aborted = false;
process.once('SIGINT', () => {
  aborted = true;
  log('Ctrl-C: stopping the load, then cleaning up');
});

/**
 * A first start runs the migrations; the depots go in while the server is stopped (PGlite's
 * data directory belongs to one process at a time).
 */
async function insertDepotsInto(storage) {
  const first = storage.startServer();
  await first.ready;
  await first.stop();
  return withQuery(storage, (query) => insertDepots(query, config.depots));
}

/** Open-loop load: each kind fires at its own steady rate, whatever the answers take. */
async function runLoad(server, ports, depots) {
  const recorder = new Recorder();
  const http = await httpClients(`http://127.0.0.1:${ports.httpPort}`, depots, recorder);
  const devices = depots
    .flatMap((d) => d.sensors.filter((s) => s.via === 'mqtt'))
    .map((sensor) => new MqttDevice(sensor, ports.mqttPort, recorder));
  await Promise.all(devices.map((d) => d.connect()));
  log(`${devices.length} MQTT devices connected, ${depots.length} owners logged in; load starts`);
  let turn = 0;
  const ops = [
    { rate: config.rates.mqtt, run: () => devices[turn++ % devices.length].publish() },
    { rate: config.rates.ingest, run: http.ingest },
    { rate: config.rates.report, run: http.report },
    { rate: config.rates.sale, run: http.sale },
    { rate: config.rates.salesToday, run: http.salesToday },
  ].map((op) => ({ ...op, fired: 0 }));
  const minutes = [];
  const start = performance.now();
  try {
    while (!aborted && !server.exited && minutes.length < config.minutes) {
      const elapsed = (performance.now() - start) / 1000;
      for (const op of ops) {
        while (op.fired < Math.floor(elapsed * op.rate)) {
          op.fired++;
          void op.run();
        }
      }
      if (elapsed >= (minutes.length + 1) * 60) {
        minutes.push({
          minute: minutes.length + 1,
          rssMb: rssMbOf(server.pid),
          load: loadavg()[0],
          ...recorder.take(),
        });
        log(`minute ${minutes.length}: ${row(minutes.at(-1)).join(' | ')}`);
      }
      await sleep(20);
    }
  } finally {
    await Promise.all(devices.map((d) => d.close()));
  }
  return minutes;
}

const failureCount = (minute) => [...minute.failures.values()].reduce((a, b) => a + b, 0);

function row(m) {
  const cells = KINDS.map((kind) => {
    const l = latency([m], kind);
    return l.n ? `${fmt(l.p50, 1)} / ${fmt(l.p99, 1)}` : '-';
  });
  const answers = KINDS.reduce((n, kind) => n + m.samples[kind].length, 0);
  return [
    String(m.minute),
    fmt(m.load, 1),
    fmt(m.rssMb),
    ...cells,
    fmt(answers),
    fmt(failureCount(m)),
  ];
}

const markdown = (head, rows) =>
  [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');

/** Minutes 6–10 against the last five (a short run: its first half against its second). */
function flatness(minutes) {
  const n = minutes.length;
  const half = Math.max(1, Math.floor(n / 2));
  const [early, late] =
    n >= 15
      ? [
          [6, 10],
          [n - 4, n],
        ]
      : [
          [1, half],
          [n - half + 1, n],
        ];
  const within = ([from, to]) => minutes.filter((m) => m.minute >= from && m.minute <= to);
  const [a, b] = [within(early), within(late)];
  const mean = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const rss = [mean(a.map((m) => m.rssMb)), mean(b.map((m) => m.rssMb))];
  const rows = [
    ['server RSS (MB, mean)', ...rss, rss[1] - rss[0] <= Math.max(RSS_SLACK_MB, rss[0] * 0.1)],
  ];
  for (const kind of KINDS) {
    const p99 = [latency(a, kind).p99, latency(b, kind).p99];
    if (Number.isNaN(p99[0]) || Number.isNaN(p99[1])) continue;
    rows.push([
      `${LABELS[kind]} p99 (ms)`,
      ...p99,
      p99[1] <= p99[0] * 1.5 || p99[1] - p99[0] <= P99_SLACK_MS,
    ]);
  }
  const range = ([from, to]) => (from === to ? `minute ${from}` : `minutes ${from}–${to}`);
  const table = markdown(
    ['', range(early), range(late), 'change', 'flat'],
    rows.map(([what, x, y, flat]) => [
      what,
      fmt(x, 1),
      fmt(y, 1),
      `${y >= x ? '+' : ''}${fmt(y - x, 1)}`,
      flat ? 'yes' : '**no**',
    ]),
  );
  return { table, flat: rows.every((r) => r[3]) };
}

function report(minutes, database) {
  const rates = Object.entries(config.rates)
    .map(([k, v]) => `${k} ${v}/s`)
    .join(', ');
  console.log(
    [
      '',
      `Soak of ${minutes.length} minute(s) on ${new Date().toISOString().slice(0, 16)}Z: ${database.kind}, ` +
        `${config.depots} depots, rates ${rates}; server ${serverVersion()}; ` +
        `${cpus().length} CPUs, ${fmt(totalmem() / 2 ** 30, 0)} GiB, Node.js ${process.version}.`,
      'Latency in ms as p50 / p99 of the answers completed in that minute; RSS and the machine',
      "load (1-minute average, of the whole machine's CPUs) at its end.",
      '',
      markdown(
        [
          'min',
          'machine load',
          'server RSS (MB)',
          ...KINDS.map((k) => LABELS[k]),
          'answers',
          'failures',
        ],
        minutes.map(row),
      ),
    ].join('\n'),
  );
  if (!minutes.length) return false;
  const { table, flat } = flatness(minutes);
  console.log(`\n${table}\n\nRSS and p99 flat: ${flat ? 'yes' : 'NO'}`);
  const failures = new Map();
  for (const m of minutes)
    for (const [k, v] of m.failures) failures.set(k, (failures.get(k) ?? 0) + v);
  if (failures.size)
    console.log(
      `\n${markdown(
        ['failure', 'count'],
        [...failures].map(([k, v]) => [k, fmt(v)]),
      )}`,
    );
  return flat;
}

async function main() {
  ensureBuilt();
  const storage = await benchStorage('soak', config.adminUrl);
  let server;
  try {
    const depots = await insertDepotsInto(storage);
    server = storage.startServer({ mqtt: true, isAborted: () => aborted });
    const ports = await server.ready;
    log(`server pid ${server.pid} on ${storage.kind}; ${config.minutes} minute(s) of load`);
    const minutes = await runLoad(server, ports, depots);
    const crashed = server.exited;
    report(minutes, storage);
    if (server.warnings.length)
      console.log(
        `\nServer warnings (first ${server.warnings.length}):\n${server.warnings.join('\n')}`,
      );
    if (crashed) throw new Error(`the server exited during the soak: ${JSON.stringify(crashed)}`);
  } finally {
    await server?.stop();
    await storage.dispose();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
