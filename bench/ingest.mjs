// MQTT ingestion benchmark: the built server on a fresh PostgreSQL database with its embedded
// broker, N flow sensors publishing gallons for a fixed time, then rows, rate, latency, memory
// and CPU compared with a plain COPY of the same rows. See bench/README.md.
//
//   npm run bench:ingest
//   BENCH_SECONDS=300 BENCH_PER_MESSAGE=50 npm run bench:ingest
//
// Only 127.0.0.1 traffic; the server is killed and the database dropped at the end.
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { cpus, totalmem, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import mqtt from 'mqtt';
import pg from 'pg';
import {
  benchPgPids,
  benchStorage,
  cpuBetween,
  cpuSnapshot,
  ensureBuilt,
  envNumber,
  fmt,
  log,
  machineCpu,
  percentile,
  rssMbOf,
  serverVersion,
  sleep,
  startBuiltServer,
} from './lib.mjs';

const config = {
  adminUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  seconds: envNumber('BENCH_SECONDS', 60),
  sensors: envNumber('BENCH_SENSORS', 200),
  /** Readings per MQTT message; a comma list runs one mode after the other. */
  perMessage: (process.env.BENCH_PER_MESSAGE || '1,50')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n >= 1 && n <= 1000),
  /** Offered readings per second over all sensors; "max" = each sensor keeps a window in flight. */
  rate: process.env.BENCH_RATE === 'max' ? 'max' : envNumber('BENCH_RATE', 24_000),
  /** Readings in flight (awaiting their ack) over all sensors when BENCH_RATE=max. */
  inFlight: envNumber('BENCH_IN_FLIGHT', 40_000),
  qos: envNumber('BENCH_QOS', 1),
  /** Every Kth seq is a latency sample. */
  sampleEvery: Math.max(1, envNumber('BENCH_SAMPLE_EVERY', 20)),
  /** Longest wait for the last rows after publishing stops. */
  drainSeconds: envNumber('BENCH_DRAIN_SECONDS', 120),
  /** Directory for a V8 CPU profile of the server (node --cpu-prof); empty = no profile. */
  cpuProfDir: process.env.BENCH_CPU_PROF || '',
  /** Devices subscribe to their ack topic (needed for BENCH_RATE=max and the ack figures). */
  acks: process.env.BENCH_ACKS !== '0',
  keepDb: process.env.BENCH_KEEP_DB === '1',
  /** Extra node flags for the server, e.g. "--prof --logfile=/tmp/v8.log --no-logfile-per-isolate". */
  serverNodeArgs: (process.env.BENCH_SERVER_NODE_ARGS || '').split(' ').filter(Boolean),
};
if (!config.perMessage.length) throw new Error('BENCH_PER_MESSAGE: expected numbers 1..1000');
if (![0, 1, 2].includes(config.qos)) throw new Error('BENCH_QOS: expected 0, 1 or 2');

/** Set by Ctrl-C: the current run stops publishing, cleans up, and no further mode starts. */
let aborted = false;

// ---------------------------------------------------------------------------------------------
// Database and server.

/** Starts the built server on its own database; `ready` resolves with its ports. */
function startServer(databaseUrl, dataDir) {
  const nodeArgs = [];
  if (config.cpuProfDir)
    nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${resolve(config.cpuProfDir)}`);
  nodeArgs.push(...config.serverNodeArgs);
  // No demo depot: its year of history and live simulator would skew the figures.
  return startBuiltServer({ databaseUrl, dataDir, nodeArgs, mqtt: true });
}

/** A bench depot account with one tank and N flow sensors spread over taps A/B/C, each with its own key. */
async function createSensors(client, n) {
  const {
    rows: [account],
  } = await client.query(
    `insert into accounts (username, password_hash, depot_name, address)
     values ('bench', 'no-login', 'Bench Depot', 'localhost') returning id`,
  );
  const {
    rows: [tank],
  } = await client.query(
    `insert into tanks (account_id, name, capacity, height_cm) values ($1, 'Bench tank', 1000, 120)
     returning id`,
    [account.id],
  );
  const sensors = Array.from({ length: n }, (_, i) => ({
    id: `bench-${String(i + 1).padStart(4, '0')}`,
    tap: ['A', 'B', 'C'][i % 3],
    key: randomBytes(32).toString('base64url'),
  }));
  await client.query(
    `insert into sensors (sensor_id, account_id, tank_id, name, kind, tap, is_main, key_hash)
     select id, $1, $2, 'Bench flow ' || id, 'flow', tap, false, key_hash
     from unnest($3::text[], $4::text[], $5::text[]) as s(id, tap, key_hash)`,
    [
      account.id,
      tank.id,
      sensors.map((s) => s.id),
      sensors.map((s) => s.tap),
      sensors.map((s) => createHash('sha256').update(s.key).digest('hex')),
    ],
  );
  return { sensors, accountId: account.id };
}

// ---------------------------------------------------------------------------------------------
// One device.

class Device {
  constructor(sensor, mqttPort, perMessage) {
    this.sensor = sensor;
    this.mqttPort = mqttPort;
    this.perMessage = perMessage;
    this.seq = 0;
    this.messages = 0;
    this.readings = 0;
    this.pubacks = 0;
    this.acks = 0;
    this.accepted = 0;
    this.rejected = 0;
    this.reasons = new Map();
    this.sentAt = []; // publish times of messages still waiting for their ack (acks come in order)
    this.sentHead = 0;
    this.ackLatencies = [];
    this.onAck = null;
    this.errors = [];
  }

  async connect() {
    this.client = await mqtt.connectAsync(`mqtt://127.0.0.1:${this.mqttPort}`, {
      clientId: this.sensor.id,
      username: this.sensor.id,
      password: this.sensor.key,
      protocolVersion: 4,
      clean: true,
      reconnectPeriod: 0,
      connectTimeout: 30_000,
      keepalive: 60,
    });
    this.client.on('error', (err) => this.error(err));
    this.client.on('close', () => {
      this.closed = true;
    });
    this.client.on('message', (_topic, payload) => this.ack(payload));
    if (config.acks) await this.client.subscribeAsync(`sensors/${this.sensor.id}/ack`, { qos: 0 });
  }

  ack(payload) {
    const now = performance.now();
    this.acks++;
    const sent = this.sentAt[this.sentHead];
    if (sent !== undefined) {
      this.sentAt[this.sentHead++] = undefined;
      if (this.sentHead > 10_000) {
        this.sentAt = this.sentAt.slice(this.sentHead);
        this.sentHead = 0;
      }
      this.ackLatencies.push(now - sent);
    }
    try {
      const reply = JSON.parse(payload.toString());
      this.accepted += reply.accepted;
      this.rejected += reply.rejected;
      for (const e of reply.errors ?? []) {
        this.reasons.set(e.reason, (this.reasons.get(e.reason) ?? 0) + 1);
      }
    } catch {
      this.reasons.set('(ack not JSON)', (this.reasons.get('(ack not JSON)') ?? 0) + 1);
    }
    this.onAck?.();
  }

  publish() {
    const ts = Date.now();
    const items = [];
    for (let i = 0; i < this.perMessage; i++) {
      this.seq++;
      items.push(`{"volume_l":18.9,"seq":${this.seq},"ts":${ts}}`);
    }
    const body = this.perMessage === 1 ? items[0] : `[${items.join(',')}]`;
    this.sentAt.push(performance.now());
    this.messages++;
    this.readings += this.perMessage;
    this.client.publish(`sensors/${this.sensor.id}/data`, body, { qos: config.qos }, (err) => {
      if (err) this.error(err);
      else this.pubacks++;
    });
  }

  error(err) {
    if (this.errors.length < 5) this.errors.push(String(err));
  }

  inFlight() {
    return this.sentAt.length - this.sentHead;
  }

  async close() {
    await this.client?.endAsync(true).catch(() => {});
  }
}

async function inBatches(items, size, work) {
  for (let i = 0; i < items.length; i += size)
    await Promise.all(items.slice(i, i + size).map(work));
}

// ---------------------------------------------------------------------------------------------
// One run: fresh database, server, N devices, measure, clean up.

async function runMode(perMessage) {
  const storage = await benchStorage('ingest', config.adminUrl, config);
  const { dbName, databaseUrl: url, dataDir } = storage;
  const result = { perMessage, dbName };
  let server;
  let devices = [];
  let poller;
  let sampler;
  try {
    log(`mode ${perMessage} reading(s)/message: database ${dbName}`);
    server = startServer(url, dataDir);
    const { httpPort, mqttPort } = await server.ready;
    log(`server pid ${server.child.pid}: http 127.0.0.1:${httpPort}, mqtt 127.0.0.1:${mqttPort}`);

    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      const { sensors, accountId } = await createSensors(db, config.sensors);
      devices = sensors.map((s) => new Device(s, mqttPort, perMessage));
      await inBatches(devices, 50, (d) => d.connect());
      log(`${devices.length} MQTT clients connected`);

      // Latency poller: every 100 ms, the rows made visible since the last look.
      const samples = [];
      let lastId = 0;
      let rowsSeen = 0;
      let lastVisibleAt = 0;
      let firstPublishAt = 0;
      let pollBusy = false;
      const pollDb = new pg.Client({ connectionString: url });
      await pollDb.connect();
      const poll = async () => {
        if (pollBusy) return;
        pollBusy = true;
        const at = Date.now();
        try {
          const { rows } = await pollDb.query(
            `with n as (select id, seq, ts from water_usage where id > $1)
             select max(id)::float8 as max_id, count(*)::int as n,
               coalesce(json_agg(json_build_array(extract(epoch from ts) * 1000))
                 filter (where seq % $2 = 0), '[]') as samples
             from n`,
            [lastId, config.sampleEvery],
          );
          const r = rows[0];
          if (r.n > 0) {
            lastId = r.max_id;
            rowsSeen += r.n;
            lastVisibleAt = at;
            for (const [ts] of r.samples) samples.push(at - ts);
          }
        } finally {
          pollBusy = false;
        }
      };
      poller = setInterval(() => poll().catch((e) => log('poll failed', e.message)), 100);

      // Memory and CPU every 5 s.
      const memory = [];
      const cpuSeries = [];
      let pgPids = await benchPgPids(db);
      let prevCpu = cpuSnapshot(server.child.pid, pgPids);
      const t0 = performance.now();
      const sample = () => {
        const now = cpuSnapshot(server.child.pid, pgPids);
        benchPgPids(db).then(
          (p) => (pgPids = p),
          () => {},
        );
        const cpu = cpuBetween(prevCpu, now);
        prevCpu = now;
        const point = {
          t: Math.round((now.at - t0) / 1000),
          rssMb: rssMbOf(server.child.pid),
          rows: rowsSeen,
          ...cpu,
        };
        memory.push(point);
        cpuSeries.push(cpu);
        log(
          `t=${String(point.t).padStart(4)}s rows=${fmt(point.rows).padStart(11)} ` +
            `server RSS ${fmt(point.rssMb)} MB, CPU % server ${fmt(cpu.server)} ` +
            `postgres ${fmt(cpu.postgres)} bench ${fmt(cpu.bench)} machine ${fmt(cpu.machine)}/${cpus().length * 100}`,
        );
      };
      // What the machine is busy with before the load (other processes skew every figure).
      const idle0 = machineCpu();
      await sleep(3000);
      const idle1 = machineCpu();
      result.backgroundCpu =
        ((idle1.total - idle1.idle - (idle0.total - idle0.idle)) / (idle1.total - idle0.total)) *
        cpus().length *
        100;
      log(`machine CPU before load: ${fmt(result.backgroundCpu)} % of ${cpus().length * 100}`);
      const rssBefore = rssMbOf(server.child.pid);
      sampler = setInterval(sample, 5000);
      const cpuStart = cpuSnapshot(server.child.pid, pgPids);

      // Publish for the configured time.
      const durationMs = config.seconds * 1000;
      firstPublishAt = Date.now();
      const start = performance.now();
      const deadline = start + durationMs;
      if (config.rate === 'max') {
        const window = Math.max(1, Math.round(config.inFlight / devices.length / perMessage));
        result.offered = `max, ${window} msg in flight per sensor`;
        for (const d of devices) {
          d.onAck = () => {
            while (performance.now() < deadline && d.inFlight() < window) d.publish();
          };
          for (let i = 0; i < window; i++) d.publish();
        }
        while (!aborted && !server.exited && performance.now() < deadline) await sleep(100);
      } else {
        const perDevicePerMs = config.rate / devices.length / perMessage / 1000;
        result.offered = `${fmt(config.rate)} readings/s`;
        await new Promise((done) => {
          const tick = setInterval(() => {
            const now = performance.now();
            const until = Math.min(now, deadline);
            const due = Math.floor((until - start) * perDevicePerMs);
            for (const d of devices) {
              // At most 100 messages per sensor per tick, so a stall cannot become a huge burst.
              let n = Math.min(100, due - d.messages);
              while (n-- > 0) d.publish();
            }
            if (aborted || server.exited || now >= deadline) {
              clearInterval(tick);
              done();
            }
          }, 10);
        });
      }
      const publishSeconds = (performance.now() - start) / 1000;
      const published = devices.reduce((s, d) => s + d.readings, 0);
      const messages = devices.reduce((s, d) => s + d.messages, 0);
      log(
        `published ${fmt(published)} readings in ${fmt(messages)} messages over ${fmt(publishSeconds, 1)} s; waiting for the rows`,
      );

      // Drain: until every reading is a row (or was refused), or nothing moves for 15 s.
      const drainUntil = Date.now() + config.drainSeconds * 1000;
      let lastProgress = Date.now();
      let lastRows = -1;
      for (;;) {
        await sleep(200);
        const rejected = devices.reduce((s, d) => s + d.rejected, 0);
        if (rowsSeen !== lastRows) {
          lastRows = rowsSeen;
          lastProgress = Date.now();
        }
        if (server.exited) {
          log(`the server exited during the run: ${JSON.stringify(server.exited)}`);
          break;
        }
        const acksDone = !config.acks || devices.every((d) => d.acks >= d.messages);
        if (rowsSeen >= published - rejected && acksDone) break;
        if (aborted || Date.now() > drainUntil || Date.now() - lastProgress > 15_000) {
          log('drain stopped before every reading arrived');
          break;
        }
      }
      const cpuEnd = cpuSnapshot(server.child.pid, pgPids);
      clearInterval(sampler);
      clearInterval(poller);
      while (pollBusy) await sleep(20);
      await poll();
      if (aborted) throw new Error('aborted');
      sample();
      await pollDb.end();

      // Results.
      const { rows: check } = await db.query(
        `select count(*)::int as rows, count(distinct (sensor_id, seq))::int as distinct_seq,
           (select coalesce(sum(gallons), 0)::int from usage_daily where account_id = $1)
             as daily_gallons,
           (select count(*)::int from sensors where account_id = $1 and last_online is not null)
             as sensors_seen
         from water_usage where account_id = $1`,
        [accountId],
      );
      const rows = check[0].rows;
      // Figures of a server that died during the run mean nothing.
      const e2eSeconds = rowsSeen && !server.exited ? (lastVisibleAt - firstPublishAt) / 1000 : NaN;
      const ackLatencies = devices.flatMap((d) => d.ackLatencies).sort((a, b) => a - b);
      samples.sort((a, b) => a - b);
      const reasons = new Map();
      for (const d of devices)
        for (const [k, v] of d.reasons) reasons.set(k, (reasons.get(k) ?? 0) + v);
      const steady = memory.filter((m) => m.t >= 10 && m.t <= config.seconds + 5);
      Object.assign(result, {
        sensors: devices.length,
        seconds: config.seconds,
        publishSeconds,
        messages,
        published,
        rows,
        distinctSeq: check[0].distinct_seq,
        dailyGallons: check[0].daily_gallons,
        sensorsSeen: check[0].sensors_seen,
        accepted: devices.reduce((s, d) => s + d.accepted, 0),
        rejected: devices.reduce((s, d) => s + d.rejected, 0),
        acks: devices.reduce((s, d) => s + d.acks, 0),
        pubacks: devices.reduce((s, d) => s + d.pubacks, 0),
        reasons: Object.fromEntries(reasons),
        clientErrors: devices.flatMap((d) => d.errors).slice(0, 5),
        disconnected: devices.filter((d) => d.closed).length,
        offeredRate: published / publishSeconds,
        e2eSeconds,
        e2eRate: rows / e2eSeconds,
        latency: {
          samples: samples.length,
          p50: percentile(samples, 50),
          p99: percentile(samples, 99),
          max: samples[samples.length - 1],
        },
        ackLatency: {
          p50: percentile(ackLatencies, 50),
          p99: percentile(ackLatencies, 99),
          max: ackLatencies[ackLatencies.length - 1],
        },
        rss: {
          before: rssBefore,
          min: Math.min(...steady.map((m) => m.rssMb).filter((v) => !Number.isNaN(v))),
          max: Math.max(...steady.map((m) => m.rssMb).filter((v) => !Number.isNaN(v))),
          end: memory[memory.length - 1]?.rssMb,
          series: memory.map((m) => `${m.t}s:${Math.round(m.rssMb)}`).join(' '),
        },
        cpu: server.exited
          ? { ...cpuBetween(cpuStart, cpuEnd), server: NaN }
          : cpuBetween(cpuStart, cpuEnd),
        // CPU seconds per 1000 stored readings, over the load and drain.
        cost: {
          server: server.exited ? NaN : ((cpuEnd.server - cpuStart.server) / rows) * 1e6,
          postgres:
            ([...cpuEnd.postgres].reduce(
              (sum, [pid, sec]) => sum + Math.max(0, sec - (cpuStart.postgres.get(pid) ?? 0)),
              0,
            ) /
              rows) *
            1e6,
        },
        serverAlive: !server.exited,
        serverTail: server.exited ? server.tail() : [],
        serverWarnings: server.warnings.slice(0, 5),
      });

      // The ceiling: the same number of rows by COPY into a scratch copy of the table.
      result.copy = await copyCeiling(db, url, rows);
    } finally {
      await db.end().catch(() => {});
    }
  } finally {
    clearInterval(poller);
    clearInterval(sampler);
    await Promise.all(devices.map((d) => d.close()));
    if (server) {
      const exit = await server.stop();
      result.serverExit = exit;
    }
    await storage.dispose();
  }
  return result;
}

/** Times `\copy` of `rows` generated rows into a scratch table shaped like water_usage. */
async function copyCeiling(db, url, rows) {
  if (rows === 0) return null;
  const { rows: meta } = await db.query(
    `select account_id from sensors where sensor_id = 'bench-0001'`,
  );
  await db.query(
    `create table water_usage_copy (like water_usage including defaults including constraints
       including indexes)`,
  );
  const dir = mkdtempSync(join(tmpdir(), 'bench-copy-'));
  const file = join(dir, 'rows.csv');
  try {
    const out = createWriteStream(file);
    const ts = new Date().toISOString();
    const perSensor = Math.ceil(rows / config.sensors);
    let written = 0;
    let chunk = '';
    for (let s = 1; s <= config.sensors && written < rows; s++) {
      const id = `bench-${String(s).padStart(4, '0')}`;
      const tap = ['A', 'B', 'C'][(s - 1) % 3];
      for (let q = 1; q <= perSensor && written < rows; q++, written++) {
        chunk += `${meta[0].account_id},${id},${tap},${ts},${q},18.9,1\n`;
        if (chunk.length > 1 << 20) {
          if (!out.write(chunk)) await new Promise((r) => out.once('drain', r));
          chunk = '';
        }
      }
    }
    out.end(chunk);
    await new Promise((r, j) => out.once('finish', r).once('error', j));
    const started = performance.now();
    execFileSync(
      'psql',
      [
        url,
        '-v',
        'ON_ERROR_STOP=1',
        '-qc',
        `\\copy water_usage_copy (account_id, sensor_id, tap, ts, seq, volume_l, gallons) from '${file}' with (format csv)`,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const seconds = (performance.now() - started) / 1000;
    const { rows: n } = await db.query('select count(*)::int as n from water_usage_copy');
    return { rows: n[0].n, seconds, rate: n[0].n / seconds };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await db.query('drop table if exists water_usage_copy').catch(() => {});
  }
}

// ---------------------------------------------------------------------------------------------

function report(results) {
  const cols = [
    ['readings/message', (r) => fmt(r.perMessage)],
    ['sensors (MQTT clients)', (r) => fmt(r.sensors)],
    ['offered load', (r) => r.offered],
    ['publish time (s)', (r) => fmt(r.publishSeconds, 1)],
    ['messages published', (r) => fmt(r.messages)],
    ['readings published', (r) => fmt(r.published)],
    ['rows in water_usage', (r) => fmt(r.rows)],
    ['lost (published - rows - refused)', (r) => fmt(r.published - r.rows - r.rejected)],
    ['refused (ack errors)', (r) => fmt(r.rejected)],
    ['accepted per acks', (r) => fmt(r.accepted)],
    ['acks / messages', (r) => `${fmt(r.acks)} / ${fmt(r.messages)}`],
    ['duplicate (sensor, seq) rows', (r) => fmt(r.rows - r.distinctSeq)],
    [
      'usage_daily gallons = rows',
      (r) => (r.dailyGallons === r.rows ? 'yes' : `NO (${r.dailyGallons})`),
    ],
    ['offered rate (readings/s)', (r) => fmt(r.offeredRate)],
    ['end-to-end rate (rows/s)', (r) => fmt(r.e2eRate)],
    ['  = rows / (last row visible - first publish) s', (r) => fmt(r.e2eSeconds, 1)],
    ['latency publish->row visible p50 (ms)', (r) => fmt(r.latency.p50)],
    ['latency publish->row visible p99 (ms)', (r) => fmt(r.latency.p99)],
    ['latency publish->row visible max (ms)', (r) => fmt(r.latency.max)],
    ['  latency samples', (r) => fmt(r.latency.samples)],
    [
      'latency publish->ack p50 / p99 (ms)',
      (r) => `${fmt(r.ackLatency.p50)} / ${fmt(r.ackLatency.p99)}`,
    ],
    ['server RSS before load (MB)', (r) => fmt(r.rss.before)],
    ['server RSS under load min-max (MB)', (r) => `${fmt(r.rss.min)}-${fmt(r.rss.max)}`],
    ['server RSS at end (MB)', (r) => fmt(r.rss.end)],
    [
      'CPU % server / postgres / bench',
      (r) => `${fmt(r.cpu.server)} / ${fmt(r.cpu.postgres)} / ${fmt(r.cpu.bench)}`,
    ],
    [`CPU % machine (of ${cpus().length * 100})`, (r) => fmt(r.cpu.machine)],
    ['server CPU per 1000 readings (ms)', (r) => fmt(r.cost.server, 1)],
    ['postgres CPU per 1000 readings (ms)', (r) => fmt(r.cost.postgres, 1)],
    [
      'implied ceiling, 2 free cores (readings/s)',
      (r) =>
        fmt(
          Math.min(1e6 / r.cost.server, (cpus().length * 1e6) / (r.cost.server + r.cost.postgres)),
        ),
    ],
    ['COPY same rows (rows/s)', (r) => (r.copy ? fmt(r.copy.rate) : '-')],
    ['  COPY time (s)', (r) => (r.copy ? fmt(r.copy.seconds, 2) : '-')],
    ['ratio ingest / COPY', (r) => (r.copy ? `${fmt((r.e2eRate / r.copy.rate) * 100, 1)} %` : '-')],
  ];
  const width = Math.max(...cols.map(([h]) => h.length));
  const lines = cols.map(
    ([h, f]) =>
      `| ${h.padEnd(width)} | ${results.map((r) => String(f(r)).padStart(14)).join(' | ')} |`,
  );
  console.log(`\n${lines.join('\n')}`);
  for (const r of results) {
    console.log(`\nmode ${r.perMessage}/message: RSS every 5 s (t:MB) ${r.rss.series}`);
    if (Object.keys(r.reasons).length) console.log('  refusals:', JSON.stringify(r.reasons));
    if (r.clientErrors.length) console.log('  client errors:', r.clientErrors.join('; '));
    if (r.disconnected) console.log(`  ${r.disconnected} clients were disconnected`);
    if (r.serverWarnings.length) console.log('  server log:', r.serverWarnings.join('\n    '));
    if (!r.serverAlive) {
      console.log(
        '  THE SERVER EXITED DURING THE RUN',
        r.serverExit,
        r.serverExit?.code === 0 ? '(a clean exit: it was sent SIGTERM/SIGINT from outside)' : '',
      );
      console.log(
        `  its last output:\n    ${r.serverTail.map((l) => l.slice(0, 300)).join('\n    ')}`,
      );
    }
    const target =
      r.e2eRate >= 20_000 && r.latency.p99 < 2000 && r.published - r.rows - r.rejected === 0;
    console.log(
      `  target (>= 20,000 readings/s end to end, p99 < 2 s, nothing lost): ${target ? 'MET' : 'NOT MET'}`,
    );
  }
}

async function main() {
  ensureBuilt();
  console.log(
    `bench:ingest ${new Date().toISOString()} node ${process.version}, ${cpus().length} CPUs ` +
      `(${cpus()[0]?.model ?? '?'}), ${fmt(totalmem() / 2 ** 30, 1)} GiB RAM`,
  );
  console.log(`server: ${serverVersion()}`);
  console.log(
    `settings: ${config.sensors} sensors, ${config.seconds} s per mode, readings/message ` +
      `${config.perMessage.join(',')}, rate ${config.rate === 'max' ? 'max' : fmt(config.rate)}, QoS ${config.qos}, ` +
      `PostgreSQL ${new URL(config.adminUrl).host}`,
  );
  const results = [];
  for (const perMessage of config.perMessage) {
    if (aborted) break;
    results.push(await runMode(perMessage));
  }
  report(results);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) process.exit(130);
    stopping = true;
    aborted = true;
    log(`${signal}: stopping (the current run cleans up; press again to abort)`);
  });
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
