import {
  actuatorCommandTopic,
  type ActuatorCommandMessage,
  type SfDashboard,
} from '@depot/contract';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers';
import { useTestApp } from '../use-test-app';
import { newFarm, sendCommand } from '../iot-fixtures';
import { startMosquitto, type Mosquitto } from '../mosquitto';
import { deviceClients } from '../mqtt-tools';
import { unique } from '../fixtures';
import { newDepot, waitFor } from '../telemetry';

/**
 * A pump on a persistent session (clean session off, as many device libraries default to) is
 * offline while its owner switches it on. The command times out; when the pump comes back, the
 * broker must not hand it the stale command, neither the embedded broker nor Mosquitto.
 */
const TIMEOUT_MS = 2000;
const PATIENCE_MS = 15_000;
const devices = deviceClients();
const opened: MqttClient[] = [];
afterEach(async () => {
  await devices.endAll();
  await Promise.all(opened.splice(0).map((c) => c.endAsync(true)));
});

interface Setup {
  t: TestContext;
  url: string;
  login: boolean;
}

function scenarios(setup: () => Setup) {
  it('drops a command that timed out while the device was offline, and delivers the next', async () => {
    const { t, url, login } = setup();
    const depot = await newDepot(t);
    const farm = await newFarm(t, depot);
    const headers = await t.authAs(depot.username, depot.password);
    const options: IClientOptions = {
      clientId: `${farm.pump}:${unique('session')}`,
      clean: false,
      ...(login ? { username: farm.pump, password: farm.key } : {}),
    };
    const commands: ActuatorCommandMessage[] = [];
    const listen = (client: MqttClient) =>
      client.on('message', (topic, payload) => {
        if (topic === actuatorCommandTopic(farm.pump))
          commands.push(JSON.parse(payload.toString()));
      });
    const first = await devices.connect(url, options);
    listen(first);
    await first.subscribeAsync(actuatorCommandTopic(farm.pump), { qos: 1 });
    await first.endAsync();

    const send = (command: string) => sendCommand(t, headers, farm.pump, { command });
    const stale = await send('TURN_ON');
    expect(stale.statusCode, stale.body).toBe(202);
    const staleId = stale.json<{ command: { id: number } }>().command.id;
    await waitFor(
      'the command to time out',
      async () => {
        const res = await t.app.inject({ method: 'GET', url: '/api/sf/dashboard', headers });
        return res.json<SfDashboard>().data.commands[0]?.result === 'timeout';
      },
      PATIENCE_MS,
    );

    // Back online on the same session: what the broker kept for it comes first, maybe in the
    // CONNACK's chunk, so it is listened for before connecting.
    const again = mqtt.connect(url, { ...options, reconnectPeriod: 0 });
    opened.push(again);
    listen(again);
    await new Promise((resolve, reject) => again.once('connect', resolve).once('error', reject));
    expect(again.options.clean).toBe(false);
    const fresh = await send('TURN_OFF');
    expect(fresh.statusCode, fresh.body).toBe(202);
    const freshId = fresh.json<{ command: { id: number } }>().command.id;
    expect(freshId).toBe(staleId + 1);
    await waitFor('the fresh command', async () => commands.length > 0, PATIENCE_MS);
    expect(commands.map((c) => [c.command_id, c.command])).toEqual([[freshId, 'TURN_OFF']]);
  });
}

describe('embedded broker', () => {
  const t = useTestApp({ mqtt: {}, actuatorConfirmTimeoutMs: TIMEOUT_MS });
  scenarios(() => ({ t, url: `mqtt://127.0.0.1:${t.app.mqtt?.port}`, login: true }));
});

describe('Mosquitto', () => {
  let t: TestContext;
  let broker: Mosquitto;
  beforeAll(async () => {
    broker = await startMosquitto(
      ({ port }) => `listener ${port} 127.0.0.1\nallow_anonymous true\n`,
    );
    t = await createTestApp({
      mqtt: { url: `mqtt://127.0.0.1:${broker.port}` },
      actuatorConfirmTimeoutMs: TIMEOUT_MS,
    });
  });
  afterAll(async () => {
    await t?.close();
    await broker?.stop();
  });
  scenarios(() => ({ t, url: `mqtt://127.0.0.1:${broker.port}`, login: false }));
});
