import {
  actuatorCommandTopic,
  actuatorStateTopic,
  messages,
  type ActuatorCommandMessage,
  type SfActuator,
  type SfDashboard,
} from '@depot/contract';
import { runFarmDevice } from '@depot/simulator';
import type { MqttClient } from 'mqtt';
import { afterEach, describe, expect, it } from 'vitest';
import { type TestContext } from '../helpers';
import { useTestApp } from '../use-test-app';
import { newFarm, sendCommand, type TestFarm } from '../iot-fixtures';
import { deviceClients } from '../mqtt-tools';
import { newDepot, waitFor } from '../telemetry';

// A command's whole trip: the API logs it, the broker carries it to a real MQTT client logged in
// as the actuator, and only that client's state report changes the status shown.
const TIMEOUT_MS = 1500;
/** How long a wait may take before the test gives up: a hang, not a speed limit. */
const PATIENCE_MS = 15_000;
const devices = deviceClients();
afterEach(() => devices.endAll());

interface Setup {
  t: TestContext;
  url: string;
  /** The embedded broker checks the actuator's key; an open external broker takes anyone. */
  login: boolean;
}

async function farmOfItsOwn(t: TestContext) {
  const depot = await newDepot(t);
  const farm = await newFarm(t, depot);
  return { depot, farm, headers: await t.authAs(depot.username, depot.password) };
}

/** The actuator's device: records the commands it is sent. */
async function actuatorDevice(s: Setup, farm: TestFarm) {
  const client = await devices.connect(
    s.url,
    s.login ? { username: farm.pump, password: farm.key } : {},
  );
  const commands: ActuatorCommandMessage[] = [];
  client.on('message', (topic, payload) => {
    if (topic === actuatorCommandTopic(farm.pump)) commands.push(JSON.parse(payload.toString()));
  });
  await client.subscribeAsync(actuatorCommandTopic(farm.pump), { qos: 1 });
  return { client, commands };
}

const report = (client: MqttClient, farm: TestFarm, body: object) =>
  client.publishAsync(actuatorStateTopic(farm.pump), JSON.stringify(body), { qos: 1 });

async function pumpOf(t: TestContext, headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url: '/api/sf/dashboard', headers });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json<SfDashboard>().data;
  return { pump: data.actuator_status[0] as SfActuator, log: data.commands };
}

function scenarios(setup: () => Setup) {
  it('changes the status only once the device confirms, and logs who sent it', async () => {
    const s = setup();
    const { depot, farm, headers } = await farmOfItsOwn(s.t);
    const device = await actuatorDevice(s, farm);
    const res = await sendCommand(s.t, headers, farm.pump, { command: 'TURN_ON' });
    expect(res.statusCode, res.body).toBe(202);
    const reply = res.json();
    expect(reply).toEqual({
      message: messages.farming.sent('TURN_ON', 'Pompa Air'),
      command: {
        id: expect.any(Number),
        command: 'TURN_ON',
        result: 'pending',
        requested_at: expect.any(String),
        resolved_at: null,
        detail: null,
        requested_by: depot.username,
      },
    });
    const [sent] = await waitFor(
      'the command',
      async () => device.commands.length > 0 && device.commands,
      PATIENCE_MS,
    );
    expect(sent).toEqual({
      command: 'TURN_ON',
      command_id: reply.command.id,
      ts: reply.command.requested_at,
    });

    // Sent, not confirmed: the pump is still shown off, the command pending.
    let { pump } = await pumpOf(s.t, headers);
    expect([pump.status, pump.last_command?.result]).toEqual([false, 'pending']);
    // A second command while the first waits is refused.
    const busy = await sendCommand(s.t, headers, farm.pump, { command: 'TURN_OFF' });
    expect([busy.statusCode, busy.json()]).toEqual([
      409,
      { success: false, message: messages.farming.busy('Pompa Air') },
    ]);

    await report(device.client, farm, { state: 'ON', command_id: sent?.command_id });
    pump = await waitFor(
      'the confirmation',
      async () => {
        const now = (await pumpOf(s.t, headers)).pump;
        return now.last_command?.result === 'confirmed' && now;
      },
      PATIENCE_MS,
    );
    expect(pump.status).toBe(true);
    expect(pump.last_command).toMatchObject({
      requested_by: depot.username,
      resolved_at: expect.any(String),
    });
  });

  it('times out a command the device never answers, leaving the status as it was', async () => {
    const s = setup();
    const { farm, headers } = await farmOfItsOwn(s.t);
    const device = await actuatorDevice(s, farm);
    expect((await sendCommand(s.t, headers, farm.pump, { command: 'TURN_ON' })).statusCode).toBe(
      202,
    );
    await waitFor('the command', async () => device.commands.length > 0, PATIENCE_MS);
    const { pump, log } = await waitFor(
      'the timeout',
      async () => {
        const now = await pumpOf(s.t, headers);
        return now.pump.last_command?.result === 'timeout' && now;
      },
      PATIENCE_MS,
    );
    expect(pump.status).toBe(false);
    expect(log.map((c) => [c.command, c.result])).toEqual([['TURN_ON', 'timeout']]);

    // A late answer still sets the status (the device is the truth); the command stays timed out.
    await report(device.client, farm, { state: 'ON', command_id: device.commands[0]?.command_id });
    const late = await waitFor(
      'the late answer',
      async () => {
        const now = await pumpOf(s.t, headers);
        return now.pump.status && now;
      },
      PATIENCE_MS,
    );
    expect(late.pump.last_command).toMatchObject({
      result: 'timeout',
      detail: messages.farming.lateAnswer(messages.farming.on),
    });
    // The pump is free for the next command.
    expect((await sendCommand(s.t, headers, farm.pump, { command: 'TURN_OFF' })).statusCode).toBe(
      202,
    );
  });

  it('fails a command the device answers with an error; every command stays in the log', async () => {
    const s = setup();
    const { depot, farm, headers } = await farmOfItsOwn(s.t);
    const device = await actuatorDevice(s, farm);
    expect((await sendCommand(s.t, headers, farm.pump, { command: 'TURN_ON' })).statusCode).toBe(
      202,
    );
    const [sent] = await waitFor(
      'the command',
      async () => device.commands.length > 0 && device.commands,
      PATIENCE_MS,
    );
    await report(device.client, farm, {
      state: 'OFF',
      command_id: sent?.command_id,
      error: 'tekanan air rendah',
    });
    const { pump, log } = await waitFor(
      'the failure',
      async () => {
        const now = await pumpOf(s.t, headers);
        return now.pump.last_command?.result === 'failed' && now;
      },
      PATIENCE_MS,
    );
    expect([pump.status, pump.last_command?.detail]).toEqual([false, 'tekanan air rendah']);
    expect(log).toEqual([
      expect.objectContaining({
        actuator_id: farm.pump,
        actuator_name: 'Pompa Air',
        command: 'TURN_ON',
        result: 'failed',
        requested_by: depot.username,
        requested_at: expect.any(String),
        resolved_at: expect.any(String),
      }),
    ]);
  });
}

describe('embedded broker', () => {
  const t = useTestApp({ mqtt: {}, actuatorConfirmTimeoutMs: TIMEOUT_MS });
  scenarios(() => ({ t, url: `mqtt://127.0.0.1:${t.app.mqtt?.port}`, login: true }));

  it("the simulator's farm device reports its state and confirms a command", async () => {
    const { farm, headers } = await farmOfItsOwn(t);
    const device = await runFarmDevice({
      url: `mqtt://127.0.0.1:${t.app.mqtt?.port}`,
      actuators: [farm.pump],
      key: farm.key,
      delayMs: [0, 0],
    });
    try {
      // Its report at start comes first; only then is it surely listening.
      await waitFor(
        'the first report',
        async () => (await pumpOf(t, headers)).pump.status_at !== null,
        PATIENCE_MS,
      );
      expect((await sendCommand(t, headers, farm.pump, { command: 'TURN_ON' })).statusCode).toBe(
        202,
      );
      const pump = await waitFor(
        'the confirmation',
        async () => {
          const now = (await pumpOf(t, headers)).pump;
          return now.last_command?.result === 'confirmed' && now;
        },
        PATIENCE_MS,
      );
      expect([pump.status, device.isOn(farm.pump)]).toEqual([true, true]);
    } finally {
      await device.stop();
    }
  });

  it('lets an actuator subscribe only to its own commands', async () => {
    const { farm } = await farmOfItsOwn(t);
    const other = await farmOfItsOwn(t);
    const client = await devices.connect(`mqtt://127.0.0.1:${t.app.mqtt?.port}`, {
      username: farm.pump,
      password: farm.key,
    });
    await expect(
      client.subscribeAsync(actuatorCommandTopic(other.farm.pump), { qos: 1 }),
    ).rejects.toThrow(/Subscribe error/);
  });
});

describe.runIf(!!process.env.MQTT_URL)('external broker (MQTT_URL)', () => {
  const url = process.env.MQTT_URL ?? '';
  const t = useTestApp({ mqtt: { url }, actuatorConfirmTimeoutMs: TIMEOUT_MS });
  scenarios(() => ({ t, url, login: false }));
});
