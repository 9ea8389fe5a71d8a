// Part 1 of `npm run bench:tracker`: N bikes riding delivery rounds in simulated time send their
// fixes for a fixed time over MQTT (single fixes or arrays) or the OsmAnd protocol over HTTP, to
// the built server on a fresh PostgreSQL database; then rows, rate, latency, memory and CPU, and
// a plain COPY of the same rows into tracker_positions as the ceiling. See bench/README.md.
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { Agent, get as httpGet } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import mqtt from 'mqtt';
import copyStreams from 'pg-copy-streams';
import {
  benchPgPids,
  benchStorage,
  busyPct,
  cpuBetween,
  cpuSnapshot,
  fmt,
  log,
  machineCpu,
  percentile,
  rssMbOf,
  sleep,
  withClient,
} from './lib.mjs';
import { createDepot, DEPOT, M_PER_DEG_LAT, M_PER_DEG_LON } from './tracker-depot.mjs';

// ---------------------------------------------------------------------------------------------
// A bike's round in simulated time: one fix per simulated second.

/** Seconds of each leg: ride out, wait at the customer, ride back, stand at the depot. */
const LEG = { out: 600, wait: 60, back: 600, stand: 240 };
const CYCLE_S = LEG.out + LEG.wait + LEG.back + LEG.stand;
const SPEED_MPS = 30 / 3.6;
const round = (n, digits) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * A delivery round from the depot along a straight street: 10 minutes out at about 30 km/h
 * (5 km), a minute at the customer, 10 minutes back, 4 minutes at the depot (a stop: over the
 * 3 minutes that end a trip), again and again. Standing still, the fix wanders by a metre or two
 * (GPS jitter). Timestamps start at `startMs` (whole seconds) and go up by one second a fix.
 */
export class Ride {
  constructor(n, startMs) {
    this.k = 0;
    this.startMs = startMs;
    this.bearing = (n * 137) % 360;
  }

  /** The next fix, or null once the simulated clock would pass the real one. */
  next(nowMs) {
    const ts = this.startMs + this.k * 1000;
    if (ts > nowMs) return null;
    const k = this.k++;
    const t = k % CYCLE_S;
    const back = LEG.out + LEG.wait;
    let d = 0;
    let heading;
    if (t <= LEG.out) {
      d = t * SPEED_MPS;
      if (t > 0) heading = this.bearing;
    } else if (t <= back) {
      d = LEG.out * SPEED_MPS;
    } else if (t <= back + LEG.back) {
      d = (back + LEG.back - t) * SPEED_MPS;
      heading = (this.bearing + 180) % 360;
    }
    const moving = heading !== undefined;
    const rad = (this.bearing * Math.PI) / 180;
    const jitter = () => (moving ? 0 : (Math.random() - 0.5) * 3);
    return {
      lat: round(DEPOT.lat + (d * Math.cos(rad) + jitter()) / M_PER_DEG_LAT, 6),
      lon: round(DEPOT.lon + (d * Math.sin(rad) + jitter()) / M_PER_DEG_LON, 6),
      ts,
      speed: moving ? round(27 + Math.random() * 6, 1) : 0,
      bearing: heading,
      accuracy: 4 + (k % 9),
      battery: Math.max(20, Math.round(100 - k / 600)),
    };
  }
}

// ---------------------------------------------------------------------------------------------
// The senders.

/** What every bike counts, whatever its transport. */
class Counts {
  constructor() {
    this.messages = 0;
    this.fixes = 0;
    this.answered = 0; // messages with a PUBACK or an HTTP answer
    this.replies = 0; // answers with an accepted/rejected body
    this.accepted = 0;
    this.rejected = 0;
    this.reasons = new Map();
    this.latencies = [];
    this.errors = [];
    this.lastAnswerAt = 0;
    this.caughtUp = false; // the simulated clock reached the real one
  }

  reply(body) {
    this.replies++;
    try {
      const r = JSON.parse(body);
      this.accepted += r.accepted;
      this.rejected += r.rejected;
      for (const e of r.errors ?? []) this.reason(e.reason);
    } catch {
      this.reason('(reply not JSON)');
    }
  }

  reason(text, n = 1) {
    this.reasons.set(text, (this.reasons.get(text) ?? 0) + n);
  }

  error(err) {
    if (this.errors.length < 5) this.errors.push(String(err));
  }
}

/** One MQTT client per bike: QoS 1, `window` messages awaiting their PUBACK at a time. */
class MqttBike {
  constructor(tracker, ride, { mqttPort, perMessage, window }) {
    Object.assign(this, { tracker, ride, mqttPort, perMessage, window });
    this.topic = `trackers/${tracker.id}/position`;
    this.count = new Counts();
    this.inFlight = 0;
    this.stopped = true;
  }

  async connect() {
    this.client = await mqtt.connectAsync(`mqtt://127.0.0.1:${this.mqttPort}`, {
      clientId: this.tracker.id,
      username: this.tracker.id,
      password: this.tracker.key,
      protocolVersion: 4,
      clean: true,
      reconnectPeriod: 0,
      connectTimeout: 30_000,
      keepalive: 60,
    });
    this.client.on('error', (err) => this.count.error(err));
    this.client.on('close', () => {
      this.closed = true;
    });
    this.client.on('message', (_topic, payload) => this.count.reply(payload.toString()));
    await this.client.subscribeAsync(`trackers/${this.tracker.id}/ack`, { qos: 0 });
  }

  start() {
    this.stopped = false;
    this.fill();
  }

  fill() {
    while (!this.stopped && this.inFlight < this.window) {
      const now = Date.now();
      const fixes = [];
      for (let i = 0; i < this.perMessage; i++) {
        const fix = this.ride.next(now);
        if (!fix) break;
        fixes.push(fix);
      }
      if (!fixes.length) {
        this.count.caughtUp = true;
        this.stopped = true;
        return;
      }
      this.publish(this.perMessage === 1 ? JSON.stringify(fixes[0]) : JSON.stringify(fixes));
      this.count.fixes += fixes.length;
    }
  }

  publish(body) {
    const sent = performance.now();
    this.inFlight++;
    this.count.messages++;
    this.client.publish(this.topic, body, { qos: 1 }, (err) => {
      this.inFlight--;
      if (err) this.count.error(err);
      else {
        this.count.answered++;
        this.count.latencies.push(performance.now() - sent);
        this.count.lastAnswerAt = Date.now();
      }
      this.fill();
    });
  }

  async close() {
    await this.client?.endAsync(true).catch(() => {});
  }
}

/**
 * A phone running an OsmAnd-protocol client: `GET /api/osmand?id={key}&lat&lon&timestamp (s)
 * &speed (knots)&bearing&accuracy&batt` on its own keep-alive connection, one request at a time
 * (a phone sends its fixes in order and waits for each answer).
 */
class OsmandBike {
  constructor(tracker, ride, { httpPort, agent }) {
    Object.assign(this, { tracker, ride, httpPort, agent });
    this.count = new Counts();
    this.inFlight = 0;
    this.stopped = true;
  }

  connect() {}

  start() {
    this.stopped = false;
    this.done = this.loop();
  }

  async loop() {
    while (!this.stopped) {
      const fix = this.ride.next(Date.now());
      if (!fix) {
        this.count.caughtUp = true;
        break;
      }
      const q = new URLSearchParams({
        id: this.tracker.key,
        lat: String(fix.lat),
        lon: String(fix.lon),
        timestamp: String(fix.ts / 1000),
        speed: String(round(fix.speed / 1.852, 2)),
        accuracy: String(fix.accuracy),
        batt: String(fix.battery),
      });
      if (fix.bearing !== undefined) q.set('bearing', String(fix.bearing));
      this.count.messages++;
      this.count.fixes++;
      this.inFlight++;
      const sent = performance.now();
      try {
        const { status, body } = await this.get(`/api/osmand?${q}`);
        this.count.answered++;
        this.count.latencies.push(performance.now() - sent);
        this.count.lastAnswerAt = Date.now();
        if (status === 200) this.count.reply(body);
        else {
          this.count.rejected++;
          this.count.reason(`HTTP ${status}`);
        }
      } catch (err) {
        this.count.error(err);
        this.count.rejected++;
        this.count.reason('(request failed)');
      } finally {
        this.inFlight--;
      }
    }
  }

  get(path) {
    return new Promise((resolve, reject) => {
      const req = httpGet({ host: '127.0.0.1', port: this.httpPort, path, agent: this.agent });
      req.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode, body }));
        res.on('error', reject);
      });
      req.on('error', reject);
    });
  }

  async close() {
    this.stopped = true;
    await this.done;
  }
}

// ---------------------------------------------------------------------------------------------
// One mode: fresh database and server, N bikes, measure, the COPY ceiling, clean up.

/** `mqtt-1`, `mqtt-50` (fixes per message), `osmand`. */
export function parseMode(name) {
  const mqttMode = /^mqtt-(\d+)$/.exec(name);
  if (mqttMode && Number(mqttMode[1]) >= 1 && Number(mqttMode[1]) <= 1000)
    return { name, transport: 'mqtt', perMessage: Number(mqttMode[1]) };
  if (name === 'osmand') return { name, transport: 'osmand', perMessage: 1 };
  throw new Error(
    `BENCH_MODES: unknown mode ${name} (expected mqtt-<fixes per message> or osmand)`,
  );
}

const sum = (bikes, f) => bikes.reduce((s, b) => s + f(b.count), 0);

export async function runIngestMode(config, mode, isAborted) {
  const storage = await benchStorage('tracker-ingest', config.adminUrl, config);
  const { dbName, databaseUrl: url } = storage;
  const result = { mode: mode.name, bikes: config.ingestBikes, seconds: config.seconds };
  let server;
  let bikes = [];
  let sampler;
  let agent;
  try {
    log(`mode ${mode.name}: database ${dbName}`);
    server = storage.startServer({ mqtt: true, nodeArgs: config.serverNodeArgs, isAborted });
    const { httpPort, mqttPort } = await server.ready;
    log(`server pid ${server.pid}: http 127.0.0.1:${httpPort}, mqtt 127.0.0.1:${mqttPort}`);

    await withClient(url, async (db) => {
      const { trackers } = await createDepot(db, {
        username: 'bench-motor',
        password: 'no-login-needed',
        bikes: config.ingestBikes,
      });
      // Simulated time starts this long ago (whole seconds: OsmAnd sends seconds) and may not
      // pass the real clock.
      const startMs = Math.floor(Date.now() / 1000) * 1000 - config.simHours * 3_600_000;
      if (mode.transport === 'mqtt') {
        result.window = Math.max(1, Math.round(config.windowFixes / mode.perMessage));
        bikes = trackers.map(
          (t, i) =>
            new MqttBike(t, new Ride(i + 1, startMs), {
              mqttPort,
              perMessage: mode.perMessage,
              window: result.window,
            }),
        );
        for (let i = 0; i < bikes.length; i += 50)
          await Promise.all(bikes.slice(i, i + 50).map((b) => b.connect()));
        log(`${bikes.length} MQTT clients connected, ${result.window} message(s) in flight each`);
      } else {
        result.window = 1;
        agent = new Agent({ keepAlive: true, maxSockets: trackers.length });
        bikes = trackers.map(
          (t, i) => new OsmandBike(t, new Ride(i + 1, startMs), { httpPort, agent }),
        );
        log(`${bikes.length} OsmAnd phones, one keep-alive connection and one request each`);
      }

      // What the machine is busy with before the load (other processes skew every figure).
      const idle0 = machineCpu();
      await sleep(3000);
      result.backgroundPct = busyPct(idle0, machineCpu());
      result.loadAverage = loadavg()[0];
      result.rssBefore = rssMbOf(server.pid);

      let pgPids = await benchPgPids(db);
      const memory = [];
      let prev = cpuSnapshot(server.pid, pgPids);
      let prevAnswered = 0;
      const t0 = performance.now();
      const sample = () => {
        const now = cpuSnapshot(server.pid, pgPids);
        benchPgPids(db).then(
          (p) => (pgPids = p),
          () => {},
        );
        const cpu = cpuBetween(prev, now);
        const answered = sum(bikes, (c) => c.accepted);
        const rate = (answered - prevAnswered) / ((now.at - prev.at) / 1000);
        prev = now;
        prevAnswered = answered;
        const point = { t: Math.round((now.at - t0) / 1000), rssMb: rssMbOf(server.pid) };
        memory.push(point);
        log(
          `t=${String(point.t).padStart(4)}s accepted=${fmt(answered).padStart(10)} ` +
            `(${fmt(rate)}/s) server RSS ${fmt(point.rssMb)} MB, CPU % server ${fmt(cpu.server)} ` +
            `postgres ${fmt(cpu.postgres)} bench ${fmt(cpu.bench)} machine ${fmt(cpu.machine)}`,
        );
      };
      sampler = setInterval(sample, 5000);
      const cpuStart = cpuSnapshot(server.pid, pgPids);

      // Send for the configured time, then wait for every answer.
      const firstSendAt = Date.now();
      for (const b of bikes) b.start();
      const deadline = performance.now() + config.seconds * 1000;
      while (!isAborted() && !server.exited && performance.now() < deadline) {
        if (bikes.every((b) => b.stopped)) break;
        await sleep(100);
      }
      for (const b of bikes) b.stopped = true;
      result.sendSeconds = (Date.now() - firstSendAt) / 1000;
      log(`sending stopped after ${fmt(result.sendSeconds, 1)} s; waiting for the answers`);
      const drainUntil = Date.now() + config.drainSeconds * 1000;
      while (bikes.some((b) => b.inFlight > 0) && Date.now() < drainUntil && !server.exited)
        await sleep(100);
      if (mode.transport === 'mqtt') {
        // Replies on the ack topic go out just before the PUBACK; give the last ones a moment.
        const until = Date.now() + 2000;
        while (sum(bikes, (c) => c.replies) < sum(bikes, (c) => c.answered) && Date.now() < until)
          await sleep(50);
      }
      const cpuEnd = cpuSnapshot(server.pid, pgPids);
      clearInterval(sampler);
      sample();
      if (isAborted()) throw new Error('aborted');

      const { rows: check } = await db.query(
        `select (select count(*) from tracker_positions)::int as rows,
           (select coalesce(sum(points), 0) from tracker_daily)::int as daily_points,
           (select coalesce(sum(distance_m), 0) from tracker_positions)::float8 as point_m,
           (select coalesce(sum(distance_m), 0) from tracker_daily)::float8 as daily_m,
           (select count(*) from tracker_segments where kind = 'trip')::int as trips,
           (select count(*) from tracker_segments where kind = 'stop')::int as stops,
           (select count(*) from tracker_state)::int as states,
           (select count(*) from notifications)::int as notifications`,
      );
      const c = check[0];
      const latencies = bikes.flatMap((b) => b.count.latencies).sort((a, b) => a - b);
      const reasons = new Map();
      for (const b of bikes)
        for (const [k, v] of b.count.reasons) reasons.set(k, (reasons.get(k) ?? 0) + v);
      const lastAnswerAt = Math.max(...bikes.map((b) => b.count.lastAnswerAt));
      const e2eSeconds = (lastAnswerAt - firstSendAt) / 1000;
      const cpu = cpuBetween(cpuStart, cpuEnd);
      const pgSeconds = [...cpuEnd.postgres].reduce(
        (s, [pid, sec]) => s + Math.max(0, sec - (cpuStart.postgres.get(pid) ?? 0)),
        0,
      );
      const steady = memory.filter((m) => m.t >= 5).map((m) => m.rssMb);
      Object.assign(result, {
        messages: sum(bikes, (x) => x.messages),
        fixes: sum(bikes, (x) => x.fixes),
        answered: sum(bikes, (x) => x.answered),
        replies: sum(bikes, (x) => x.replies),
        accepted: sum(bikes, (x) => x.accepted),
        rejected: sum(bikes, (x) => x.rejected),
        reasons: Object.fromEntries(reasons),
        caughtUp: bikes.filter((b) => b.count.caughtUp).length,
        clientErrors: bikes.flatMap((b) => b.count.errors).slice(0, 5),
        disconnected: bikes.filter((b) => b.closed).length,
        rows: c.rows,
        dailyPoints: c.daily_points,
        pointKm: c.point_m / 1000,
        dailyKm: c.daily_m / 1000,
        trips: c.trips,
        stops: c.stops,
        states: c.states,
        notifications: c.notifications,
        e2eSeconds,
        e2eRate: c.rows / e2eSeconds,
        latency: {
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          max: latencies.at(-1),
        },
        rss: {
          min: Math.min(...steady),
          max: Math.max(...steady),
          end: memory.at(-1)?.rssMb,
        },
        cpu,
        cost: {
          server: ((cpuEnd.server - cpuStart.server) / c.rows) * 1e6,
          postgres: (pgSeconds / c.rows) * 1e6,
        },
        serverAlive: !server.exited,
        serverWarnings: server.warnings.slice(0, 5),
      });
      log(
        `${fmt(result.fixes)} fixes sent in ${fmt(result.messages)} messages, ` +
          `${fmt(result.accepted)} accepted, ${fmt(c.rows)} rows; ${fmt(result.e2eRate)} rows/s`,
      );
    });
    for (const b of bikes) await b.close();
    bikes = [];
    result.copy = await copyCeiling(url, result.rows);
    log(
      `COPY of the same ${fmt(result.copy.rows)} rows: ${fmt(result.copy.seconds, 2)} s, ` +
        `${fmt(result.copy.rate)} rows/s`,
    );
  } finally {
    clearInterval(sampler);
    await Promise.all(bikes.map((b) => b.close()));
    agent?.destroy();
    if (server) result.serverExit = await server.stop();
    await storage.dispose();
  }
  return result;
}

/**
 * The ceiling: the rows ingestion stored, exported with `COPY … TO STDOUT` to a file, the table
 * emptied, and the same rows loaded again with `COPY tracker_positions FROM STDIN` (the same
 * table: its primary key and foreign keys), timed.
 */
async function copyCeiling(url, rows) {
  if (!rows) return { rows: 0, seconds: NaN, rate: NaN };
  const dir = mkdtempSync(join(tmpdir(), 'bench-tracker-copy-'));
  const file = join(dir, 'positions.copy');
  try {
    return await withClient(url, async (c) => {
      await pipeline(
        c.query(copyStreams.to('copy tracker_positions to stdout')),
        createWriteStream(file),
      );
      await c.query('truncate tracker_positions');
      const started = performance.now();
      await pipeline(
        createReadStream(file),
        c.query(copyStreams.from('copy tracker_positions from stdin')),
      );
      const seconds = (performance.now() - started) / 1000;
      const { rows: n } = await c.query('select count(*)::int as n from tracker_positions');
      if (n[0].n !== rows) throw new Error(`COPY stored ${n[0].n} of ${rows} rows`);
      return { rows: n[0].n, seconds, rate: n[0].n / seconds };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------

export function printIngest(results) {
  const cols = [
    ['mode', (r) => r.mode],
    ['bikes (connections)', (r) => fmt(r.bikes)],
    ['messages in flight per bike', (r) => fmt(r.window)],
    [
      'machine before: load average / % busy',
      (r) => `${fmt(r.loadAverage, 1)} / ${fmt(r.backgroundPct)} %`,
    ],
    ['sending time (s)', (r) => fmt(r.sendSeconds, 1)],
    ['messages sent', (r) => fmt(r.messages)],
    ['fixes sent', (r) => fmt(r.fixes)],
    ['answers (PUBACK / HTTP) / messages', (r) => `${fmt(r.answered)} / ${fmt(r.messages)}`],
    ['accepted per replies', (r) => fmt(r.accepted)],
    ['refused per replies', (r) => fmt(r.rejected)],
    ['rows in tracker_positions', (r) => fmt(r.rows)],
    ['lost (sent - rows - refused)', (r) => fmt(r.fixes - r.rows - r.rejected)],
    ['rows = accepted', (r) => (r.rows === r.accepted ? 'yes' : 'NO')],
    [
      'tracker_daily points = rows',
      (r) => (r.dailyPoints === r.rows ? 'yes' : `NO (${r.dailyPoints})`),
    ],
    ['km: points / daily rollup', (r) => `${fmt(r.pointKm, 1)} / ${fmt(r.dailyKm, 1)}`],
    ['trips / stops cut', (r) => `${fmt(r.trips)} / ${fmt(r.stops)}`],
    ['end-to-end rate (rows/s)', (r) => fmt(r.e2eRate)],
    ['  = rows / (last answer - first send) s', (r) => fmt(r.e2eSeconds, 1)],
    [
      'ack latency p50 / p95 / p99 (ms)',
      (r) => `${fmt(r.latency.p50)} / ${fmt(r.latency.p95)} / ${fmt(r.latency.p99)}`,
    ],
    ['ack latency max (ms)', (r) => fmt(r.latency.max)],
    [
      'server RSS before / min-max / end (MB)',
      (r) => `${fmt(r.rssBefore)} / ${fmt(r.rss.min)}-${fmt(r.rss.max)} / ${fmt(r.rss.end)}`,
    ],
    [
      'CPU % of a core: server / postgres / bench',
      (r) => `${fmt(r.cpu.server)} / ${fmt(r.cpu.postgres)} / ${fmt(r.cpu.bench)}`,
    ],
    ['CPU % machine (of 100 × CPUs)', (r) => fmt(r.cpu.machine)],
    [
      'CPU ms per 1000 fixes: server + postgres',
      (r) => `${fmt(r.cost.server, 1)} + ${fmt(r.cost.postgres, 1)}`,
    ],
    ['COPY same rows (rows/s)', (r) => fmt(r.copy?.rate)],
    ['ratio ingest / COPY', (r) => `${fmt((r.e2eRate / r.copy?.rate) * 100, 1)} %`],
  ];
  const width = Math.max(...cols.map(([h]) => h.length));
  console.log(
    `\n${cols.map(([h, f]) => `| ${h.padEnd(width)} | ${results.map((r) => String(f(r)).padStart(22)).join(' | ')} |`).join('\n')}`,
  );
  for (const r of results) {
    if (Object.keys(r.reasons).length)
      console.log(`  ${r.mode} refusals:`, JSON.stringify(r.reasons));
    if (r.caughtUp)
      console.log(`  ${r.mode}: ${r.caughtUp} bikes reached the real clock (BENCH_SIM_HOURS)`);
    if (r.clientErrors.length) console.log(`  ${r.mode} client errors:`, r.clientErrors.join('; '));
    if (r.disconnected) console.log(`  ${r.mode}: ${r.disconnected} clients were disconnected`);
    if (r.serverWarnings.length)
      console.log(`  ${r.mode} server log:`, r.serverWarnings.join('\n    '));
    if (!r.serverAlive) console.log(`  ${r.mode}: THE SERVER EXITED DURING THE RUN`, r.serverExit);
  }
}
