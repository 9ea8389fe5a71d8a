import type { IConnectPacket } from 'mqtt-packet';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RECEIVE_MAXIMUM } from '../../src/ingest/mqtt-external';
import { MAX_PUBLISH_BYTES } from '../../src/ingest/mqtt-ingress';
import { createTestApp, type TestContext } from '../helpers';
import { useTestApp } from '../use-test-app';
import { deviceClients, failNextStore, holdStores, listenForAcks } from '../mqtt-tools';
import { tapBroker, type Tapped } from '../mqtt-tap';
import { levelRows, newDepot, qualityRows, usageRows, waitFor } from '../telemetry';

const devices = deviceClients();
afterEach(() => devices.endAll());

describe('embedded broker: a QoS 1 PUBACK means the reading is stored', () => {
  const t = useTestApp({ mqtt: {} });
  let url: string;
  beforeAll(async () => {
    url = `mqtt://127.0.0.1:${t.app.mqtt?.port}`;
  });

  it('sends the PUBACK only once the reading is committed', async () => {
    const d = await newDepot(t);
    const device = await devices.connect(url, { username: d.level, password: d.key });
    const acks = await listenForAcks(device, d.level);
    await device.publishAsync(`sensors/${d.level}/data`, '{"water_level_cm": 60, "seq": 1}', {
      qos: 1,
    });
    // publishAsync resolves on the PUBACK: no waiting here.
    expect((await levelRows(t, d.level)).map((r) => [r.seq, r.waterLevelCm])).toEqual([[1, 60]]);
    await waitFor('the ack', async () => acks[0]);
    expect(acks).toEqual([{ accepted: 1, rejected: 0, errors: [] }]);
  });

  it('handles QoS 2 like QoS 1: the handshake completes once the reading is committed', async () => {
    const d = await newDepot(t);
    const device = await devices.connect(url, { username: d.quality, password: d.key });
    await device.publishAsync(`sensors/${d.quality}/data`, '{"ph": 7.2, "seq": 4}', { qos: 2 });
    expect((await qualityRows(t, d.quality)).map((r) => [r.seq, r.ph])).toEqual([[4, 7.2]]);
  });

  it('sends no PUBACK when storing fails: the device is disconnected, sends it again, and it is stored once', async () => {
    const d = await newDepot(t);
    const store = failNextStore(t.app.ingestor, d.tapA);
    const device = await devices.connect(url, {
      username: d.tapA,
      password: d.key,
      reconnectPeriod: 50,
    });
    let drops = 0;
    device.on('close', () => (drops += 1));
    await device.publishAsync(`sensors/${d.tapA}/data`, '{"volume_l": 19, "seq": 5}', { qos: 1 });
    expect((await usageRows(t, d.tapA)).map((r) => [r.seq, r.volumeL])).toEqual([[5, 19]]);
    expect(store.calls).toBe(2);
    expect(drops).toBe(1);
  });
});

describe.runIf(!!process.env.MQTT_URL)('external broker: PUBACK after commit, backpressure', () => {
  let t: TestContext;
  let tap: Awaited<ReturnType<typeof tapBroker>>;
  /** Row counters of the topics a test watches, read when the server acknowledges a delivery. */
  const watched = new Map<string, () => Promise<number>>();
  const acked: { topic: string; rowsStored: number }[] = [];

  /** Before the server's PUBACK reaches the broker: how many rows of that message's sensor exist. */
  async function beforeForward({ connection, packet }: Tapped) {
    if (packet.cmd !== 'puback') return;
    const delivery = [...tap.toServer]
      .reverse()
      .find(
        (d) =>
          d.connection === connection &&
          d.packet.cmd === 'publish' &&
          d.packet.messageId === packet.messageId,
      );
    const topic = delivery?.packet.cmd === 'publish' ? delivery.packet.topic : undefined;
    const rows = topic && watched.get(topic);
    if (topic && rows) acked.push({ topic, rowsStored: await rows() });
  }

  beforeAll(async () => {
    tap = await tapBroker(process.env.MQTT_URL ?? '', beforeForward);
    t = await createTestApp({ mqtt: { url: tap.url } });
  });
  afterAll(async () => {
    await t.close();
    await tap.close();
  });

  it('connects with a persistent session, a receive maximum and the 1 MB packet limit', () => {
    const connect = tap.fromServer.find((p) => p.packet.cmd === 'connect')?.packet as
      IConnectPacket | undefined;
    expect(connect).toMatchObject({
      protocolVersion: 5,
      clean: false,
      properties: {
        sessionExpiryInterval: 30,
        receiveMaximum: RECEIVE_MAXIMUM,
        maximumPacketSize: MAX_PUBLISH_BYTES,
      },
    });
  });

  it("acknowledges a device's message to the broker only once its reading is committed", async () => {
    const d = await newDepot(t);
    const topic = `sensors/${d.level}/data`;
    watched.set(topic, async () => (await levelRows(t, d.level)).length);
    const device = await devices.connect(process.env.MQTT_URL ?? '');
    await device.publishAsync(topic, '{"water_level_cm": 70, "seq": 3}', { qos: 1 });
    await waitFor('the server to acknowledge the message', async () =>
      acked.find((a) => a.topic === topic),
    );
    expect(acked.filter((a) => a.topic === topic)).toEqual([{ topic, rowsStored: 1 }]);
  });

  it('leaves a message it failed to store unacknowledged; the broker sends it again and it is stored once', async () => {
    const d = await newDepot(t);
    const topic = `sensors/${d.tapB}/data`;
    watched.set(topic, async () => (await usageRows(t, d.tapB)).length);
    const store = failNextStore(t.app.ingestor, d.tapB);
    const device = await devices.connect(process.env.MQTT_URL ?? '');
    await device.publishAsync(topic, '{"volume_l": 18.9, "seq": 9}', { qos: 1 });
    // The server drops its connection and reconnects after 2 s; the resumed session redelivers.
    await waitFor(
      'the redelivered message to be acknowledged',
      async () => acked.find((a) => a.topic === topic),
      15_000,
    );
    expect((await usageRows(t, d.tapB)).map((r) => [r.seq, r.volumeL])).toEqual([[9, 18.9]]);
    expect(store.calls).toBe(2);
    const deliveries = tap.deliveries(topic);
    expect(deliveries).toHaveLength(2);
    expect(deliveries[1]?.connection).toBeGreaterThan(deliveries[0]?.connection ?? Infinity);
    expect(acked.filter((a) => a.topic === topic)).toEqual([{ topic, rowsStored: 1 }]);
  });

  it('has at most RECEIVE_MAXIMUM messages in flight: a flood waits in the broker', async () => {
    const d = await newDepot(t);
    const topic = `sensors/${d.tapC}/data`;
    const held = holdStores(t.app.ingestor, d.tapC);
    const device = await devices.connect(process.env.MQTT_URL ?? '');
    const total = RECEIVE_MAXIMUM + 20;
    await Promise.all(
      Array.from({ length: total }, (_, i) =>
        device.publishAsync(topic, JSON.stringify({ volume_l: 19, seq: i }), { qos: 1 }),
      ),
    );
    // The broker has taken every message; what it could send the server has now arrived.
    await tap.ping();
    const inFlight = tap.deliveries(topic).length;
    expect(inFlight).toBeGreaterThan(0);
    expect(inFlight).toBeLessThanOrEqual(RECEIVE_MAXIMUM);
    await waitFor('the server to take them', async () => held.calls === inFlight);

    held.release();
    await waitFor(
      'every message stored',
      async () => (await usageRows(t, d.tapC)).length === total,
      20_000,
    );
    expect(tap.deliveries(topic)).toHaveLength(total);
  });
});
