import { messages } from '@depot/contract';
import mqtt from 'mqtt';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedBroker, type BrokerLimits } from '../../src/ingest/mqtt-embedded';
import type { MqttIngress } from '../../src/ingest/mqtt-ingress';
import { MAX_PAYLOAD_BYTES, MAX_PUBLISH_BYTES } from '../../src/ingest/mqtt-ingress';
import { MAX_READINGS_PER_MESSAGE } from '../../src/ingest/readings';
import { createTestApp, type TestContext } from '../helpers';
import { useTestApp } from '../use-test-app';
import {
  captureLog,
  connectPacket,
  deviceClients,
  listenForAcks,
  rawSocket,
  varint,
} from '../mqtt-tools';
import { levelRows, newDepot, waitFor } from '../telemetry';

const devices = deviceClients();
const brokers: MqttIngress[] = [];
const restores: (() => void)[] = [];
afterEach(async () => {
  for (const restore of restores.splice(0)) restore();
  await devices.endAll();
  await Promise.all(brokers.splice(0).map((b) => b.close()));
});

const t = useTestApp();

/**
 * An embedded broker of the test's own on the app's ingestor, with its log kept: log lines are
 * throttled per address, so each test that reads them needs a broker no other test has used.
 */
async function broker(limits: Partial<BrokerLimits> = {}) {
  const { log, lines } = captureLog();
  const ingress = await startEmbeddedBroker(
    t.app.ingestor,
    { port: 0, host: '127.0.0.1', limits },
    log,
  );
  brokers.push(ingress);
  /** The fields of every line logged with this message. */
  const logged = (msg: string) =>
    lines.filter((l) => l.msg === msg).map(({ level: _, msg: __, ...fields }) => fields);
  return { port: ingress.port, url: `mqtt://127.0.0.1:${ingress.port}`, logged };
}

/** A level reading padded with spaces to exactly `bytes` bytes: valid JSON of any size. */
function paddedReading(bytes: number) {
  const json = '{"water_level_cm": 50}';
  return json + ' '.repeat(bytes - json.length);
}

/** Counts the logins the app's sensor directory is asked to check. */
function countLogins() {
  const directory = t.app.ingestor.directory;
  const original = directory.authenticate.bind(directory);
  const seen = { calls: 0 };
  directory.authenticate = (...args) => {
    seen.calls += 1;
    return original(...args);
  };
  restores.push(() => (directory.authenticate = original));
  return seen;
}

/** Publishes and waits for the broker to close the device's connection. */
async function publishAndBeDropped(device: mqtt.MqttClient, topic: string, payload: string) {
  const closed = new Promise<void>((resolve) => device.once('close', () => resolve()));
  device.publish(topic, payload, { qos: 0 });
  await closed;
}

describe('embedded broker: message size, as over HTTP', () => {
  it('takes a message of exactly 1 MB', async () => {
    const b = await broker();
    const d = await newDepot(t);
    const device = await devices.connect(b.url, { username: d.level, password: d.key });
    const acks = await listenForAcks(device, d.level);
    await device.publishAsync(`sensors/${d.level}/data`, paddedReading(MAX_PAYLOAD_BYTES), {
      qos: 1,
    });
    expect(await levelRows(t, d.level)).toHaveLength(1);
    await waitFor('the ack', async () => acks[0]);
    expect(acks).toEqual([{ accepted: 1, rejected: 0, errors: [] }]);
  });

  it('drops a device whose PUBLISH declares more than 1 MB, from its header, and logs it', async () => {
    const b = await broker();
    const d = await newDepot(t);
    const device = await devices.connect(b.url, { username: d.level, password: d.key });
    const topic = `sensors/${d.level}/data`;
    await publishAndBeDropped(device, topic, paddedReading(MAX_PUBLISH_BYTES));
    expect(await levelRows(t, d.level)).toEqual([]);
    const declared = 2 + topic.length + MAX_PUBLISH_BYTES;
    expect(b.logged('MQTT connection refused')).toEqual([
      {
        address: '127.0.0.1',
        count: 1,
        reason: `PUBLISH of ${declared} bytes over the limit of ${MAX_PUBLISH_BYTES}`,
      },
    ]);
  });

  it('drops a device whose payload is one byte over 1 MB, and logs it', async () => {
    const b = await broker();
    const d = await newDepot(t);
    const device = await devices.connect(b.url, { username: d.level, password: d.key });
    await publishAndBeDropped(
      device,
      `sensors/${d.level}/data`,
      paddedReading(MAX_PAYLOAD_BYTES + 1),
    );
    expect(await levelRows(t, d.level)).toEqual([]);
    expect(b.logged('MQTT message refused')).toEqual([
      {
        sensorId: d.level,
        address: '127.0.0.1',
        count: 1,
        reason: `payload of ${MAX_PAYLOAD_BYTES + 1} bytes over the limit of ${MAX_PAYLOAD_BYTES}`,
      },
    ]);
  });

  it(`keeps the cap of ${MAX_READINGS_PER_MESSAGE} readings per message`, async () => {
    const b = await broker();
    const d = await newDepot(t);
    const device = await devices.connect(b.url, { username: d.level, password: d.key });
    const acks = await listenForAcks(device, d.level);
    const readings = Array.from({ length: MAX_READINGS_PER_MESSAGE + 1 }, (_, seq) => ({
      water_level_cm: 50,
      seq,
    }));
    await device.publishAsync(`sensors/${d.level}/data`, JSON.stringify(readings), { qos: 1 });
    await waitFor('the ack', async () => acks[0]);
    expect(acks).toEqual([
      {
        accepted: 0,
        rejected: 1,
        errors: [{ index: 0, reason: messages.ingest.tooMany(MAX_READINGS_PER_MESSAGE) }],
      },
    ]);
    expect(await levelRows(t, d.level)).toEqual([]);
  });
});

describe('embedded broker: before login', () => {
  it('closes a socket whose CONNECT declares 16 MB after its first bytes, without checking a login', async () => {
    const b = await broker();
    const logins = countLogins();
    const socket = await rawSocket(b.port);
    socket.write(Buffer.from([0x10, ...varint(16 * 1024 * 1024)]));
    socket.write(Buffer.alloc(64 * 1024));
    await socket.whenClosed;
    expect(logins.calls).toBe(0);
    expect(b.logged('MQTT connection refused')).toEqual([
      {
        address: '127.0.0.1',
        count: 1,
        reason: 'CONNECT of 16777216 bytes over the limit of 4096 before login',
      },
    ]);
  });

  it('refuses a CONNECT over 4 KB even with a valid key, before checking it', async () => {
    const b = await broker();
    const d = await newDepot(t);
    const logins = countLogins();
    const socket = await rawSocket(b.port);
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    const packet = connectPacket(d.level, d.key, 'x'.repeat(5000));
    socket.write(packet);
    await socket.whenClosed;
    expect(received).toEqual([]);
    expect(logins.calls).toBe(0);
    expect(b.logged('MQTT connection refused')).toEqual([
      {
        address: '127.0.0.1',
        count: 1,
        reason: `CONNECT of ${packet.length - 3} bytes over the limit of 4096 before login`,
      },
    ]);
  });

  it('closes a socket that sends no CONNECT within the connect timeout, and logs it', async () => {
    const b = await broker({ connectTimeoutMs: 100 });
    const socket = await rawSocket(b.port);
    await socket.whenClosed;
    expect(b.logged('MQTT connection refused')).toEqual([
      { address: '127.0.0.1', count: 1, reason: 'connect did not arrive in time' },
    ]);
  });

  it('limits the new connections of an address; those that log in give their slot back', async () => {
    const b = await broker({ connectsPerWindow: 2 });
    const d = await newDepot(t);
    // Two devices log in one after the other: neither keeps a slot.
    await devices.connect(b.url, { username: d.tapA, password: d.key });
    await devices.connect(b.url, { username: d.tapB, password: d.key });
    // Two sockets that do not log in take both slots; the next connection is closed at once.
    const idle = [await rawSocket(b.port), await rawSocket(b.port)];
    const refused = await rawSocket(b.port);
    const received: Buffer[] = [];
    refused.on('data', (chunk: Buffer) => received.push(chunk));
    refused.write(connectPacket(d.tapC, d.key));
    await refused.whenClosed;
    expect(received).toEqual([]);
    expect(idle.map((s) => s.destroyed)).toEqual([false, false]);
    expect(b.logged('MQTT connection refused')).toEqual([
      { address: '127.0.0.1', count: 1, reason: 'too many new connections from this address' },
    ]);
    for (const s of idle) s.destroy();
  });
});

describe('embedded broker: refused logins and topics are logged, throttled', () => {
  it('logs a refused login with the user name, once per address and burst', async () => {
    const b = await broker();
    const d = await newDepot(t);
    for (const password of ['salah-1', 'salah-2', 'salah-3'])
      await expect(
        mqtt.connectAsync(b.url, { username: d.tapA, password, reconnectPeriod: 0 }),
      ).rejects.toThrow(/Bad username or password/);
    expect(b.logged('MQTT login refused')).toEqual([
      {
        address: '127.0.0.1',
        count: 1,
        reason: 'bad sensor id or device key',
        username: d.tapA,
      },
    ]);
  });

  it("logs a subscription to another sensor's acks and a publish to its data, once per sensor and burst", async () => {
    const b = await broker();
    const d = await newDepot(t);
    const snoop = await devices.connect(b.url, { username: d.tapA, password: d.key });
    for (const target of [d.tapB, d.tapC])
      await expect(snoop.subscribeAsync(`sensors/${target}/ack`, { qos: 1 })).rejects.toThrow(
        /Subscribe error/,
      );
    const forger = await devices.connect(b.url, { username: d.tapC, password: d.key });
    await publishAndBeDropped(forger, `sensors/${d.tapB}/data`, '{"volume_l": 19}');
    expect(b.logged('MQTT topic refused')).toEqual([
      {
        sensorId: d.tapA,
        count: 1,
        reason: 'subscribe to a topic not its own',
        topic: `sensors/${d.tapB}/ack`,
        address: '127.0.0.1',
      },
      {
        sensorId: d.tapC,
        count: 1,
        reason: 'publish to a topic not its own',
        topic: `sensors/${d.tapB}/data`,
        address: '127.0.0.1',
      },
    ]);
  });
});

describe.runIf(!!process.env.MQTT_URL)('external broker: message size', () => {
  let ext: TestContext;
  beforeAll(async () => {
    ext = await createTestApp({ mqtt: { url: process.env.MQTT_URL } });
  });
  afterAll(() => ext.close());

  it('is not sent a message over 1 MB: the broker drops it for the server', async () => {
    const d = await newDepot(ext);
    const device = await devices.connect(process.env.MQTT_URL ?? '');
    const topic = `sensors/${d.level}/data`;
    await device.publishAsync(topic, paddedReading(MAX_PUBLISH_BYTES), { qos: 1 });
    await device.publishAsync(topic, '{"water_level_cm": 40, "seq": 2}', { qos: 1 });
    const rows = await waitFor('the small reading', async () => {
      const found = await levelRows(ext, d.level);
      return found.some((r) => r.seq === 2) && found;
    });
    // Messages of one publisher arrive in order: the large one came first and was never stored.
    expect(rows.map((r) => [r.seq, r.waterLevelCm])).toEqual([[2, 40]]);
  });
});
