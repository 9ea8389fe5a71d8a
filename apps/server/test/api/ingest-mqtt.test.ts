import { messages, type IngestReply } from '@depot/contract';
import mqtt, { type MqttClient } from 'mqtt';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext } from '../helpers';
import { deviceClients } from '../mqtt-tools';
import { useTestApp } from '../use-test-app';
import { levelRows, newDepot, usageRows, waitFor } from '../telemetry';

const { connect, endAll } = deviceClients();
afterEach(endAll);

/** Collects the JSON acks the server publishes on `sensors/{id}/ack`. */
async function listenForAcks(client: MqttClient, sensorId: string) {
  const acks: IngestReply[] = [];
  client.on('message', (topic, payload) => {
    if (topic === `sensors/${sensorId}/ack`) acks.push(JSON.parse(payload.toString()));
  });
  await client.subscribeAsync(`sensors/${sensorId}/ack`, { qos: 1 });
  return acks;
}

/** How long a wait for a condition may take before the test gives up: a hang, not a speed limit. */
const PATIENCE_MS = 15_000;

/** Publishes one reading and checks the row appears and the ack says accepted. */
async function publishAndExpectStored(url: string, t: TestContext, auth: boolean) {
  const d = await newDepot(t);
  const device = await connect(url, auth ? { username: d.level, password: d.key } : {});
  const acks = await listenForAcks(device, d.level);
  await device.publishAsync(
    `sensors/${d.level}/data`,
    JSON.stringify({ water_level_cm: 90, seq: 1 }),
    { qos: 1 },
  );
  const [row] = await waitFor(
    'the published reading in tank_level',
    async () => {
      const rows = await levelRows(t, d.level);
      return rows.length > 0 && rows;
    },
    PATIENCE_MS,
  );
  expect(row).toMatchObject({ waterLevelCm: 90, volume: 750, seq: 1, tankId: d.tankId });
  // Another server on the same broker may answer "unknown sensor" too; ours must say accepted.
  const ack = await waitFor('the ack', async () => acks.find((a) => a.accepted === 1), PATIENCE_MS);
  expect(ack).toEqual({ accepted: 1, rejected: 0, errors: [] });
}

describe('embedded broker', () => {
  const t = useTestApp({ mqtt: {} });
  let url: string;
  beforeAll(async () => {
    url = `mqtt://127.0.0.1:${t.app.mqtt?.port}`;
  });

  it.each([
    ['a wrong device key', (id: string) => ({ username: id, password: 'salah' })],
    ['no credentials', () => ({})],
    ['an unknown sensor id', () => ({ username: 'tidak-ada', password: 'demo-key' })],
  ])('refuses a device connecting with %s', async (_, credentials) => {
    const d = await newDepot(t);
    await expect(
      mqtt.connectAsync(url, { reconnectPeriod: 0, ...credentials(d.tapA) }),
    ).rejects.toThrow(/Bad username or password/);
  });

  it("neither ingests a device's publish to another sensor's topic nor lets it read their acks", async () => {
    const d = await newDepot(t);
    const intruder = await connect(url, { username: d.tapA, password: d.key });
    await expect(intruder.subscribeAsync(`sensors/${d.tapB}/ack`, { qos: 1 })).rejects.toThrow(
      /Subscribe error/,
    );
    let closed = false;
    intruder.once('close', () => (closed = true));
    await intruder.publishAsync(`sensors/${d.tapB}/data`, JSON.stringify({ volume_l: 19 }));
    await waitFor('the broker to drop the intruder', async () => closed);

    // The real tap B meter still gets through, and its reading is the only row.
    const owner = await connect(url, { username: d.tapB, password: d.key });
    const acks = await listenForAcks(owner, d.tapB);
    await owner.publishAsync(`sensors/${d.tapB}/data`, JSON.stringify({ volume_l: 18, seq: 2 }), {
      qos: 1,
    });
    await waitFor('the owner ack', async () => acks[0]);
    expect((await usageRows(t, d.tapB)).map((r) => [r.seq, r.volumeL])).toEqual([[2, 18]]);
    expect(await usageRows(t, d.tapA)).toEqual([]);
  });

  it('stores a QoS 1 reading and acks {accepted: 1, rejected: 0}', async () => {
    await publishAndExpectStored(url, t, true);
  });

  it('acks a payload that is not JSON with the invalid-JSON reason and stores nothing', async () => {
    const d = await newDepot(t);
    const device = await connect(url, { username: d.quality, password: d.key });
    const acks = await listenForAcks(device, d.quality);
    await device.publishAsync(`sensors/${d.quality}/data`, '{"ph": 7.', { qos: 1 });
    const ack = await waitFor('the ack', async () => acks[0]);
    expect(ack).toEqual({
      accepted: 0,
      rejected: 1,
      errors: [{ index: 0, reason: messages.ingest.invalidJson }],
    });
  });

  // Whether the quiet device's batch waits behind the flood's is a question of order, checked
  // exactly in test/unit/ingest-queue.test.ts. End to end: the flood is capped by the per-sensor
  // limit and every message answered, and the quiet device is never refused as busy.
  it(
    "does not let one device's flood of 20,000 readings crowd out another device",
    { timeout: 60_000 },
    async () => {
      const d = await newDepot(t);
      const other = await newDepot(t);
      const flooder = await connect(url, { username: d.tapA, password: d.key });
      const quiet = await connect(url, { username: other.level, password: other.key });
      const floodAcks = await listenForAcks(flooder, d.tapA);
      const quietAcks = await listenForAcks(quiet, other.level);
      const ts = Date.now() - 60 * 60_000;
      const payloads = Array.from({ length: 20 }, (_, m) =>
        JSON.stringify(
          Array.from({ length: 1000 }, (_, i) => ({ volume_l: 19, seq: m * 1000 + i, ts: ts + i })),
        ),
      );
      await Promise.all(payloads.map((p) => flooder.publishAsync(`sensors/${d.tapA}/data`, p)));
      await quiet.publishAsync(
        `sensors/${other.level}/data`,
        JSON.stringify({ water_level_cm: 30 }),
      );

      const quietAck = await waitFor("the quiet device's ack", async () => quietAcks[0], 30_000);
      expect(quietAck).toEqual({ accepted: 1, rejected: 0, errors: [] });
      expect((await levelRows(t, other.level)).map((r) => r.waterLevelCm)).toEqual([30]);

      // Every flood message is answered; what was accepted is stored, the rest was refused as busy.
      await waitFor('all 20 flood acks', async () => floodAcks.length === 20, 30_000);
      const accepted = floodAcks.reduce((n, a) => n + a.accepted, 0);
      const rejected = floodAcks.reduce((n, a) => n + a.rejected, 0);
      expect(accepted + rejected).toBe(20_000);
      for (const a of floodAcks)
        for (const e of a.errors) expect(e.reason).toBe(messages.ingest.busy);
      expect(await usageRows(t, d.tapA)).toHaveLength(accepted);
    },
  );
});

describe.runIf(!!process.env.MQTT_URL)('external broker (MQTT_URL)', () => {
  const url = process.env.MQTT_URL ?? '';
  const t = useTestApp({ mqtt: { url } });

  it('stores a reading published through the broker and acks it', async () => {
    await publishAndExpectStored(url, t, false);
  });
});
