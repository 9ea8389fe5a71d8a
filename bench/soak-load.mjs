// The soak's devices, users and their bookkeeping: depots inserted straight into the database,
// MQTT devices timed from publish to their ack, HTTP calls timed to the end of the body.
import { createHash, randomBytes, randomUUID, scrypt } from 'node:crypto';
import { promisify } from 'node:util';
import mqtt from 'mqtt';
import { login, percentile } from './lib.mjs';

export const KINDS = [
  'mqtt',
  'ingest',
  'daily',
  'weekly',
  'monthly',
  'tanks',
  'sale',
  'salesToday',
];
const PASSWORD = 'soak-rahasia';
/** Requests of one kind that may wait for their answer; beyond that the server is not keeping up. */
const MAX_IN_FLIGHT = 200;

/** Latencies and failures of the current minute, per kind; `take()` hands them over and starts anew. */
export class Recorder {
  constructor() {
    this.reset();
    this.inFlight = Object.fromEntries(KINDS.map((k) => [k, 0]));
  }

  reset() {
    this.samples = Object.fromEntries(KINDS.map((k) => [k, []]));
    this.failures = new Map();
  }

  /** Whether another request of `kind` may start; a refused one is counted as a failure. */
  admit(kind) {
    if (this.inFlight[kind] < MAX_IN_FLIGHT) return true;
    this.fail(kind, `not sent: ${MAX_IN_FLIGHT} in flight`);
    return false;
  }

  ok(kind, ms) {
    this.samples[kind].push(ms);
  }

  fail(kind, reason) {
    const key = `${kind}: ${reason}`;
    this.failures.set(key, (this.failures.get(key) ?? 0) + 1);
  }

  take() {
    const minute = { samples: this.samples, failures: this.failures };
    this.reset();
    return minute;
  }
}

/** p50 and p99 (ms) of some minutes' samples of one kind. */
export function latency(minutes, kind) {
  const all = minutes.flatMap((m) => m.samples[kind]).sort((a, b) => a - b);
  return { n: all.length, p50: percentile(all, 50), p99: percentile(all, 99) };
}

/** The server's password format (apps/server/src/lib/secrets.ts): scrypt$N$r$p$salt$hash. */
async function hashPassword(password) {
  const salt = randomBytes(16);
  const key = await promisify(scrypt)(password, salt, 32, { N: 16384, r: 8, p: 1 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * `count` depots, each with a tank, a level sensor, flow meters on taps A/B/C and a quality
 * probe sharing one device key; `query(text, params)` returns rows (pg or PGlite).
 */
export async function insertDepots(query, count) {
  const passwordHash = await hashPassword(PASSWORD);
  const depots = [];
  for (let d = 1; d <= count; d++) {
    const username = `soak-${String(d).padStart(2, '0')}`;
    const key = randomBytes(32).toString('base64url');
    const [account] = await query(
      `insert into accounts (username, password_hash, depot_name, address)
       values ($1, $2, $3, $4) returning id`,
      [username, passwordHash, `Depot Soak ${d}`, `Jl. Soak No. ${d}`],
    );
    const [tank] = await query(
      `insert into tanks (account_id, name, capacity, height_cm)
       values ($1, 'Tangki Utama', 1000, 120) returning id`,
      [account.id],
    );
    // Three devices speak MQTT and two HTTP, as a depot with mixed hardware would.
    const sensors = [
      { id: `${username}-level`, kind: 'level', tap: null, via: 'mqtt' },
      { id: `${username}-tap-a`, kind: 'flow', tap: 'A', via: 'mqtt' },
      { id: `${username}-quality`, kind: 'quality', tap: null, via: 'mqtt' },
      { id: `${username}-tap-b`, kind: 'flow', tap: 'B', via: 'http' },
      { id: `${username}-tap-c`, kind: 'flow', tap: 'C', via: 'http' },
    ];
    const keyHash = createHash('sha256').update(key).digest('hex');
    for (const s of sensors) {
      await query(
        `insert into sensors (sensor_id, account_id, tank_id, name, kind, tap, is_main, key_hash)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [s.id, account.id, tank.id, s.id, s.kind, s.tap, s.kind === 'level', keyHash],
      );
    }
    depots.push({ username, sensors: sensors.map((s) => ({ ...s, key, seq: 0 })) });
  }
  return depots;
}

/** The next reading of a sensor: a steady tank (no alerts), a gallon, or good water. */
function nextReading(sensor) {
  const seq = ++sensor.seq;
  if (sensor.kind === 'level') return { water_level_cm: 90 + (seq % 5) / 10, seq };
  if (sensor.kind === 'flow') return { volume_l: 18.9, seq };
  return { temperature: 27.4, ph: 7.1, tds: 64, salinity: 0.05, turbidity: 0.6, seq };
}

/** One device on the embedded broker; latency = publish → its ack on `sensors/{id}/ack`. */
export class MqttDevice {
  constructor(sensor, port, recorder) {
    Object.assign(this, { sensor, port, recorder, sent: [] });
  }

  async connect() {
    const { id, key } = this.sensor;
    this.client = await mqtt.connectAsync(`mqtt://127.0.0.1:${this.port}`, {
      clientId: id,
      username: id,
      password: key,
      protocolVersion: 4,
      clean: true,
      reconnectPeriod: 1000,
      connectTimeout: 30_000,
    });
    this.client.on('error', (err) => this.recorder.fail('mqtt', err.message));
    // Acks of messages sent before a lost connection never come: they count as failures.
    this.client.on('close', () => {
      const lost = this.sent.splice(0);
      this.recorder.inFlight.mqtt -= lost.length;
      for (let i = 0; i < lost.length; i++) this.recorder.fail('mqtt', 'connection closed');
    });
    this.client.on('message', (_topic, payload) => this.ack(payload));
    await this.client.subscribeAsync(`sensors/${id}/ack`, { qos: 0 });
  }

  publish() {
    if (!this.recorder.admit('mqtt')) return;
    this.sent.push(performance.now());
    this.recorder.inFlight.mqtt++;
    const body = JSON.stringify(nextReading(this.sensor));
    this.client.publish(`sensors/${this.sensor.id}/data`, body, { qos: 1 });
  }

  ack(payload) {
    const sentAt = this.sent.shift();
    if (sentAt === undefined) return;
    this.recorder.inFlight.mqtt--;
    const reply = JSON.parse(payload.toString());
    if (reply.accepted === 1) this.recorder.ok('mqtt', performance.now() - sentAt);
    else this.recorder.fail('mqtt', reply.errors?.[0]?.reason ?? 'rejected');
  }

  close() {
    return this.client?.endAsync(true).catch(() => {});
  }
}

/** An HTTP call of `kind`, timed to the end of its body; `check` may refuse a 200's body. */
export async function timed(recorder, kind, url, init, check = () => null) {
  if (!recorder.admit(kind)) return;
  recorder.inFlight[kind]++;
  const start = performance.now();
  try {
    const res = await fetch(url, init);
    const text = await res.text();
    const problem = res.status === 200 ? check(JSON.parse(text)) : `HTTP ${res.status}`;
    if (problem) recorder.fail(kind, problem);
    else recorder.ok(kind, performance.now() - start);
  } catch (error) {
    recorder.fail(kind, error.cause?.code ?? error.message);
  } finally {
    recorder.inFlight[kind]--;
  }
}

/** The calls of people and HTTP devices, for the depots' owners logged in at `base`. */
export async function httpClients(base, depots, recorder) {
  const owners = [];
  for (const depot of depots) {
    const auth = await login(base, depot.username, PASSWORD);
    owners.push({ username: depot.username, auth });
  }
  const devices = depots.flatMap((d) => d.sensors.filter((s) => s.via === 'http'));
  // Every owner asks for every report in turn.
  const reads = ['daily', 'weekly', 'monthly', 'tanks'].flatMap((kind) =>
    owners.map((owner) => ({ kind, owner })),
  );
  const counts = { ingest: 0, report: 0, sale: 0, salesToday: 0 };
  const next = (op, list) => list[counts[op]++ % list.length];
  let lastSale;
  return {
    ingest() {
      const sensor = next('ingest', devices);
      return timed(
        recorder,
        'ingest',
        `${base}/api/ingest/${sensor.id}`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${sensor.key}`, 'content-type': 'application/json' },
          body: JSON.stringify(nextReading(sensor)),
        },
        (reply) => (reply.accepted === 1 ? null : 'reading not accepted'),
      );
    },
    report() {
      const { kind, owner } = next('report', reads);
      const path =
        kind === 'tanks'
          ? `/api/tanks/${owner.username}`
          : `/api/reports/${owner.username}/${kind}`;
      return timed(recorder, kind, `${base}${path}`, { headers: owner.auth });
    },
    /** A sale of its own, or every 10th time the previous one again (a retried request). */
    sale() {
      const n = counts.sale++;
      const sale =
        lastSale && n % 10 === 9
          ? lastSale
          : { owner: owners[n % owners.length], key: randomUUID(), quantity: 1 + (n % 3) };
      lastSale = sale;
      return timed(
        recorder,
        'sale',
        `${base}/api/sales`,
        {
          method: 'POST',
          headers: {
            ...sale.owner.auth,
            'content-type': 'application/json',
            'idempotency-key': sale.key,
          },
          body: JSON.stringify({
            username: sale.owner.username,
            cart: [{ id: 1, isDelivery: false, quantity: sale.quantity }],
          }),
        },
        (reply) => {
          if (sale.id !== undefined && reply.transaction_id !== sale.id)
            return 'retry made a new sale';
          sale.id = reply.transaction_id;
          return null;
        },
      );
    },
    salesToday() {
      const owner = next('salesToday', owners);
      return timed(recorder, 'salesToday', `${base}/api/sales/today/${owner.username}`, {
        headers: owner.auth,
      });
    },
  };
}
