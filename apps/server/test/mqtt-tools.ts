import { connect as tcpConnect, type Socket } from 'node:net';
import type { IngestReply } from '@depot/contract';
import type { FastifyBaseLogger } from 'fastify';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import type { Ingestor } from '../src/ingest/ingestor';
import { unique } from './fixtures';

export interface LogLine {
  level: string;
  msg: string;
  [field: string]: unknown;
}

/** A logger that keeps what it is given, to assert on log lines. */
export function captureLog(): { log: FastifyBaseLogger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const at =
    (level: string) =>
    (fields: unknown, msg = '') => {
      if (typeof fields === 'string') lines.push({ level, msg: fields });
      else lines.push({ level, msg, ...(fields as object) });
    };
  const log = {
    level: 'trace',
    fatal: at('fatal'),
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: at('debug'),
    trace: at('trace'),
    silent: () => {},
    child: () => log,
  };
  return { log: log as unknown as FastifyBaseLogger, lines };
}

/** Device connections opened by a test file; end them in `afterEach`. */
export function deviceClients() {
  const open: MqttClient[] = [];
  return {
    async connect(url: string, options: IClientOptions = {}) {
      const client = await mqtt.connectAsync(url, {
        // The embedded broker takes a client id only from its own device: `{sensorId}:…`.
        clientId: options.username ? `${options.username}:${unique('c')}` : unique('device'),
        reconnectPeriod: 0,
        connectTimeout: 5000,
        ...options,
      });
      open.push(client);
      return client;
    },
    endAll: () => Promise.all(open.splice(0).map((c) => c.endAsync(true))),
  };
}

/** Collects the JSON acks the server publishes on `sensors/{id}/ack` to this client. */
export async function listenForAcks(client: MqttClient, sensorId: string) {
  const acks: IngestReply[] = [];
  client.on('message', (topic, payload) => {
    if (topic === `sensors/${sensorId}/ack`) acks.push(JSON.parse(payload.toString()));
  });
  await client.subscribeAsync(`sensors/${sensorId}/ack`, { qos: 1 });
  return acks;
}

/**
 * Makes storing a sensor's next message fail once, as a lost database connection would: the
 * ingestor rejects and stores nothing. Counts every message of that sensor it is given.
 */
export function failNextStore(ingestor: Ingestor, sensorId: string) {
  const original = ingestor.ingestPayload.bind(ingestor);
  const seen = { calls: 0 };
  ingestor.ingestPayload = async (id, payload) => {
    if (id !== sensorId) return original(id, payload);
    seen.calls += 1;
    if (seen.calls === 1) throw new Error('Connection terminated unexpectedly (test)');
    return original(id, payload);
  };
  return seen;
}

/** Holds a sensor's messages before they are stored until `release()`; counts them. */
export function holdStores(ingestor: Ingestor, sensorId: string) {
  const original = ingestor.ingestPayload.bind(ingestor);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held = { calls: 0, release };
  ingestor.ingestPayload = async (id, payload) => {
    if (id === sensorId) {
      held.calls += 1;
      await gate;
    }
    return original(id, payload);
  };
  return held;
}

/** A raw TCP connection to a broker, for bytes no MQTT client would send. */
export async function rawSocket(port: number): Promise<Socket & { whenClosed: Promise<void> }> {
  const socket = tcpConnect(port, '127.0.0.1');
  const whenClosed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return Object.assign(socket, { whenClosed });
}

/** An MQTT remaining length: seven bits a byte, low first, the top bit saying more follow. */
export function varint(length: number): number[] {
  const bytes: number[] = [];
  let rest = length;
  do {
    const digit = rest % 128;
    rest = Math.floor(rest / 128);
    bytes.push(rest > 0 ? digit | 0x80 : digit);
  } while (rest > 0);
  return bytes;
}

/** An MQTT 3.1.1 CONNECT with user name and password, as bytes. */
export function connectPacket(username: string, password: string, clientId = unique('raw')) {
  const str = (s: string) => {
    const b = Buffer.from(s);
    return Buffer.concat([Buffer.from([b.length >> 8, b.length & 0xff]), b]);
  };
  // Protocol name "MQTT", level 4, flags: user name, password, clean session; keep-alive 60 s.
  const variable = Buffer.from([0, 4, 0x4d, 0x51, 0x54, 0x54, 4, 0xc2, 0, 60]);
  const body = Buffer.concat([variable, str(clientId), str(username), str(password)]);
  return Buffer.concat([Buffer.from([0x10, ...varint(body.length)]), body]);
}
