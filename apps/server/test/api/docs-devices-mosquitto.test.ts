import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import {
  actuatorCommandTopic,
  actuatorStateTopic,
  type ActuatorCommandMessage,
  type IngestReply,
  type SfDashboard,
} from '@depot/contract';
import type { MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers';
import { newFarm, sendCommand, type TestFarm } from '../iot-fixtures';
import { startMosquitto, type Mosquitto } from '../mosquitto';
import { deviceClients } from '../mqtt-tools';
import {
  levelRows,
  newDepot,
  newTracker,
  positionRows,
  qualityRows,
  usageRows,
  waitFor,
  type TestDepot,
} from '../telemetry';
import type { TestTracker } from '../tracker-fixtures';

/**
 * docs/devices.md's Mosquitto setup ("Behind an external broker"), run as written: its password
 * commands, its configuration file and its ACL start a real Mosquitto, the server subscribes
 * with the doc's MQTT_URL, and a device of every kind logs in with its own id and key. Only the
 * port (a free one) and the directory (/etc/mosquitto → the test's own) are swapped.
 */
const doc = readFileSync(new URL('../../../../docs/devices.md', import.meta.url), 'utf8');
const section = doc.slice(doc.indexOf('\n## Behind an external broker\n'));
const blocks = [...section.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].map((m) => m[2] ?? '');
/** The doc's block that starts with this line. */
const block = (firstLine: string) => {
  const found = blocks.find((b) => b.startsWith(`${firstLine}\n`));
  if (!found) throw new Error(`docs/devices.md has no block starting with ${firstLine}`);
  return found;
};
const passwordCommands = blocks.find((b) => b.startsWith('mosquitto_passwd')) ?? '';
const config = block('# /etc/mosquitto/conf.d/depot.conf');
const acl = block('# /etc/mosquitto/acl');
const start = blocks.find((b) => b.includes('npm start')) ?? '';

const run = promisify(execFile);
const PATIENCE_MS = 15_000;
const devices = deviceClients();
afterEach(() => devices.endAll());

let broker: Mosquitto;
let t: TestContext;
let d: TestDepot;
let farm: TestFarm;
let bike: TestTracker;
let url: string;
const local = (text: string) => text.replaceAll('/etc/mosquitto/', `${broker.dir}/`);

beforeAll(async () => {
  expect(passwordCommands.split('\n').filter(Boolean)).toHaveLength(2);
  const [ingestUser = '', deviceUser = ''] = passwordCommands.split('\n');
  broker = await startMosquitto(async ({ port, dir }) => {
    writeFileSync(`${dir}/acl`, acl, { mode: 0o644 });
    await run('/bin/sh', ['-c', ingestUser.replaceAll('/etc/mosquitto/', `${dir}/`)]);
    return config
      .replaceAll('/etc/mosquitto/', `${dir}/`)
      .replace(/^listener 1883$/m, `listener ${port} 127.0.0.1`);
  });
  const docUrl = /MQTT_URL=(\S+)/.exec(start)?.[1] ?? '';
  expect(docUrl).toBe('mqtt://ingest:ingest-secret@127.0.0.1:1883');
  url = docUrl.replace(':1883', `:${broker.port}`);

  t = await createTestApp({ mqtt: { url } });
  d = await newDepot(t);
  farm = await newFarm(t, d);
  bike = await newTracker(t, d);
  // One login per device, with the doc's command (the user names and keys swapped for these).
  const logins: [string, string][] = [
    [d.level, d.key],
    [d.tapA, d.key],
    [d.tapB, d.key],
    [d.tapC, d.key],
    [d.quality, d.key],
    [farm.temperature, farm.key],
    [farm.pump, farm.key],
    [bike.id, bike.key],
  ];
  for (const [id, key] of logins) {
    const command = local(deviceUser)
      .replaceAll("'the device key of depot1-tap-a'", `'${key}'`)
      .replaceAll('depot1-tap-a', id);
    await run('/bin/sh', ['-c', command]);
  }
  // Mosquitto reads its password file again on SIGHUP, as after editing it on a real server.
  broker.reload();
}, 60_000);

afterAll(async () => {
  await t?.close();
  await broker?.stop();
});

const brokerUrl = () => `mqtt://127.0.0.1:${broker.port}`;

/** A device logged in with its own id and key, listening on its ack topic. */
async function device(id: string, key: string, ackTopic: string, protocolVersion: 4 | 5 = 4) {
  const client = await waitFor(
    `${id} to log in (the password file re-read)`,
    () =>
      devices
        .connect(brokerUrl(), { username: id, password: key, protocolVersion })
        .catch(() => undefined),
    PATIENCE_MS,
  );
  const acks: IngestReply[] = [];
  client.on('message', (topic, payload) => {
    if (topic === ackTopic) acks.push(JSON.parse(payload.toString()));
  });
  await client.subscribeAsync(ackTopic, { qos: 1 });
  return { client, acks };
}

/** Publishes a reading at QoS 1 and waits for the server's acknowledgement on the ack topic. */
async function send(
  { client, acks }: { client: MqttClient; acks: IngestReply[] },
  topic: string,
  body: object,
) {
  const before = acks.length;
  await client.publishAsync(topic, JSON.stringify(body), { qos: 1 });
  return waitFor(`the ack of ${topic}`, async () => acks[before], PATIENCE_MS);
}

const stored = { accepted: 1, rejected: 0, errors: [] };

describe("docs/devices.md's Mosquitto setup, run as written", () => {
  it('the config, ACL and password commands are the ones in the doc', () => {
    expect(config).toMatch(/^listener 1883$/m);
    expect(config).toMatch(/^acl_file \/etc\/mosquitto\/acl$/m);
    expect(config).toMatch(/^password_file \/etc\/mosquitto\/passwd$/m);
  });

  it('takes a reading of every sensor kind and stores it', async () => {
    const level = await device(d.level, d.key, `sensors/${d.level}/ack`);
    expect(await send(level, `sensors/${d.level}/data`, { distance_cm: 38.2 })).toEqual(stored);
    const tap = await device(d.tapA, d.key, `sensors/${d.tapA}/ack`);
    expect(await send(tap, `sensors/${d.tapA}/data`, { volume_l: 18.9, seq: 7 })).toEqual(stored);
    const quality = await device(d.quality, d.key, `sensors/${d.quality}/ack`);
    expect(await send(quality, `sensors/${d.quality}/data`, { ph: 7.1, tds: 64 })).toEqual(stored);
    const iot = await device(farm.temperature, farm.key, `sensors/${farm.temperature}/ack`);
    expect(await send(iot, `sensors/${farm.temperature}/data`, { value: 31.2 })).toEqual(stored);

    expect((await levelRows(t, d.level)).map((r) => [r.waterLevelCm, r.volume.toFixed(1)])).toEqual(
      [[81.8, '681.7']],
    );
    expect((await usageRows(t, d.tapA)).map((r) => [r.seq, r.volumeL])).toEqual([[7, 18.9]]);
    expect(await qualityRows(t, d.quality)).toMatchObject([{ ph: 7.1, tds: 64 }]);
    const headers = await t.authAs(d.username, d.password);
    const res = await t.app.inject({ method: 'GET', url: '/api/sf/dashboard', headers });
    const sensors = res.json<SfDashboard>().data.current_sensors;
    expect(sensors.find((s) => s.sensor_id === farm.temperature)?.value).toBe(31.2);
  });

  it("takes a motorbike tracker's position and stores it", async () => {
    const tracker = await device(bike.id, bike.key, `trackers/${bike.id}/ack`);
    const ts = Date.now() - 60_000;
    expect(
      await send(tracker, `trackers/${bike.id}/position`, {
        lat: -6.366,
        lon: 106.88,
        speed: 20,
        ts,
      }),
    ).toEqual(stored);
    expect((await positionRows(t, bike.id)).map((r) => [r.ts.getTime(), r.speed])).toEqual([
      [ts, 20],
    ]);
  });

  it("carries an actuator's command to it and its confirmation back", async () => {
    const pump = await device(farm.pump, farm.key, `actuators/${farm.pump}/ack`);
    const commands: ActuatorCommandMessage[] = [];
    pump.client.on('message', (topic, payload) => {
      if (topic === actuatorCommandTopic(farm.pump)) commands.push(JSON.parse(payload.toString()));
    });
    await pump.client.subscribeAsync(actuatorCommandTopic(farm.pump), { qos: 1 });
    expect(await send(pump, actuatorStateTopic(farm.pump), { state: 'OFF' })).toEqual(stored);

    const headers = await t.authAs(d.username, d.password);
    const sent = await sendCommand(t, headers, farm.pump, { command: 'TURN_ON' });
    expect(sent.statusCode, sent.body).toBe(202);
    const id = sent.json<{ command: { id: number } }>().command.id;
    const command = await waitFor('the command', async () => commands[0]);
    expect(command).toMatchObject({ command: 'TURN_ON', command_id: id });
    expect(
      await send(pump, actuatorStateTopic(farm.pump), { state: 'ON', command_id: id }),
    ).toEqual(stored);
    const res = await t.app.inject({ method: 'GET', url: '/api/sf/dashboard', headers });
    const data = res.json<SfDashboard>().data;
    expect([data.actuator_status[0]?.status, data.commands[0]?.result]).toEqual([
      true,
      'confirmed',
    ]);
  });

  it("refuses a device's message on another device's topic, and stores nothing of it", async () => {
    // MQTT 5, so that the broker says why in the PUBACK.
    const tap = await device(d.tapC, d.key, `sensors/${d.tapC}/ack`, 5);
    const refused = (topic: string) =>
      tap.client.publishAsync(topic, JSON.stringify({ volume_l: 19, seq: 99 }), { qos: 1 }).then(
        () => 'stored',
        (err: Error & { code?: number }) => err.code,
      );
    expect(await refused(`sensors/${d.tapB}/data`)).toBe(135);
    expect(await refused(`trackers/${bike.id}/position`)).toBe(135);
    expect(await refused(actuatorStateTopic(farm.pump))).toBe(135);
    // Its own topic still works, and is acknowledged after the refused ones were handled.
    expect(await send(tap, `sensors/${d.tapC}/data`, { volume_l: 19, seq: 100 })).toEqual(stored);
    expect((await usageRows(t, d.tapC)).map((r) => r.seq)).toEqual([100]);
    expect((await usageRows(t, d.tapB)).filter((r) => r.seq === 99)).toEqual([]);
  });

  it("does not let a device read another device's acknowledgements", async () => {
    const tapA = await device(d.tapA, d.key, `sensors/${d.tapA}/ack`);
    const overheard: string[] = [];
    tapA.client.on('message', (topic) => overheard.push(topic));
    // Mosquitto grants the subscription and withholds the messages (the ACL is read on delivery).
    await tapA.client.subscribeAsync(`sensors/${d.tapB}/ack`, { qos: 1 });
    const tapB = await device(d.tapB, d.key, `sensors/${d.tapB}/ack`);
    expect(await send(tapB, `sensors/${d.tapB}/data`, { volume_l: 19, seq: 1 })).toEqual(stored);
    // The server published tap B's ack before tap A's: had A been sent B's, it would be first.
    expect(await send(tapA, `sensors/${d.tapA}/data`, { volume_l: 19, seq: 101 })).toEqual(stored);
    expect(overheard).toEqual([`sensors/${d.tapA}/ack`]);
  });
});
