import { messages, type SfDashboard } from '@depot/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { smartIotCommands } from '../../src/db/schema';
import { asAdmin, newEmployee } from '../fixtures';
import { DEMO } from '../helpers';
import { useTestApp } from '../use-test-app';
import { newFarm, sendCommand, type TestFarm } from '../iot-fixtures';
import { newDepot, postReading } from '../telemetry';
import { twoDepots, type TwoDepots } from '../callers';

// Access, validation and the answers that need no broker. Commands confirmed, refused and timed
// out by a real MQTT device: farming-mqtt.test.ts.
const t = useTestApp();
let { a, b, ownerA, ownerB } = {} as TwoDepots;
let farm: TestFarm;
beforeAll(async () => {
  ({ a, b, ownerA, ownerB } = await twoDepots(t));
  farm = await newFarm(t, a);
});

const dashboard = (headers: Record<string, string>, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/sf/dashboard${query}`, headers });

describe('GET /api/sf/dashboard', () => {
  it('answers 401 without a token', async () => {
    const res = await dashboard({});
    expect([res.statusCode, res.json()]).toEqual([
      401,
      { success: false, message: messages.api.unauthorized },
    ]);
  });

  it("gives the owner their farm's latest sensors and the actuators' confirmed states", async () => {
    await postReading(t, farm.temperature, farm.key, { value: 36.5, ts: '2026-03-10T05:00:00Z' });
    await postReading(t, farm.pump, farm.key, { state: 'ON', ts: '2026-03-10T05:01:00Z' });
    const res = await dashboard(ownerA);
    expect(res.statusCode).toBe(200);
    expect(res.json<SfDashboard>()).toEqual({
      data: {
        current_sensors: [
          {
            name: 'Kelembapan Tanah 1',
            value: null,
            unit: '%',
            timestamp: null,
            sensor_id: farm.soil,
            sensor_type: 'soil_moisture',
            min_value: null,
            max_value: null,
          },
          {
            name: 'Suhu Kebun',
            value: 36.5,
            unit: '°C',
            timestamp: '2026-03-10T05:00:00.000Z',
            sensor_id: farm.temperature,
            sensor_type: 'temperature_DHT11',
            min_value: 15,
            max_value: 35,
          },
        ],
        actuator_status: [
          {
            id: farm.pump,
            name: 'Pompa Air',
            status: true,
            status_at: '2026-03-10T05:01:00.000Z',
            last_command: null,
          },
        ],
        user: a.username,
        commands: [],
      },
    });
  });

  it('answers an owner without a farm with empty lists', async () => {
    const res = await dashboard(ownerB);
    expect(res.json()).toEqual({
      data: { current_sensors: [], actuator_status: [], user: b.username, commands: [] },
    });
  });

  it("refuses another depot's owner naming A, and an owner naming any other account", async () => {
    for (const query of [`?username=${a.username}`, `?username=${DEMO.owner.username}`]) {
      const res = await dashboard(ownerB, query);
      expect([res.statusCode, res.json()]).toEqual([
        403,
        { success: false, message: messages.farming.usernameAdminOnly },
      ]);
    }
    // Their own name is theirs to use.
    expect((await dashboard(ownerB, `?username=${b.username}`)).statusCode).toBe(200);
  });

  it("refuses an employee, even of the farm's depot", async () => {
    const employee = await newEmployee(t, a.username);
    const res = await dashboard(employee.headers);
    expect([res.statusCode, res.json()]).toEqual([
      403,
      { success: false, message: messages.api.ownerOnly },
    ]);
  });

  it("lets the super admin read any depot's farm; an unknown name is 404", async () => {
    const admin = await asAdmin(t);
    const res = await dashboard(admin, `?username=${a.username}`);
    expect(res.statusCode).toBe(200);
    const data = res.json<SfDashboard>().data;
    expect([data.user, data.actuator_status.map((x) => x.id)]).toEqual([a.username, [farm.pump]]);
    const demo = (await dashboard(admin, `?username=${DEMO.owner.username}`)).json<SfDashboard>();
    expect(demo.data.actuator_status.map((x) => [x.id, x.name])).toEqual([
      ['depot1-farm-mister', 'Pengabut'],
      ['depot1-farm-pump', 'Pompa Air'],
    ]);
    const missing = await dashboard(admin, '?username=tidak-ada-akun');
    expect([missing.statusCode, missing.json()]).toEqual([
      404,
      { success: false, message: messages.profile.notFound },
    ]);
  });

  it('refuses a malformed username with 400', async () => {
    const res = await dashboard(await asAdmin(t), '?username=a%20b%3B');
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/sf/actuators/:id/command', () => {
  it('answers 401 without a token and 400 for a command that is not TURN_ON or TURN_OFF', async () => {
    expect((await sendCommand(t, {}, farm.pump, { command: 'TURN_ON' })).statusCode).toBe(401);
    for (const body of [{ command: 'NYALAKAN' }, {}, { command: 'TURN_ON', extra: 1 }]) {
      const res = await sendCommand(t, ownerA, farm.pump, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it("is 404 for an unknown actuator or another depot's, and 403 for an employee", async () => {
    const missing = await sendCommand(t, ownerA, 'tidak-ada-aktuator', { command: 'TURN_ON' });
    expect([missing.statusCode, missing.json()]).toEqual([
      404,
      { success: false, message: messages.farming.actuatorNotFound },
    ]);
    // Another depot's actuator answers as a missing one: nothing confirms that the id exists.
    const other = await sendCommand(t, ownerB, farm.pump, { command: 'TURN_ON' });
    expect([other.statusCode, other.json()]).toEqual([
      404,
      { success: false, message: messages.farming.actuatorNotFound },
    ]);
    const employee = await newEmployee(t, a.username);
    const res = await sendCommand(t, employee.headers, farm.pump, { command: 'TURN_ON' });
    expect([res.statusCode, res.json().message]).toEqual([403, messages.api.ownerOnly]);
    // Nothing refused was logged.
    const rows = await t.db
      .select()
      .from(smartIotCommands)
      .where(eq(smartIotCommands.actuatorId, farm.pump));
    expect(rows).toEqual([]);
  });

  it('without a broker: 503, the command logged as failed, the status unchanged', async () => {
    const depot = await newDepot(t);
    const own = await newFarm(t, depot);
    const headers = await t.authAs(depot.username, depot.password);
    const res = await sendCommand(t, headers, own.pump, { command: 'TURN_ON' });
    expect([res.statusCode, res.json()]).toEqual([
      503,
      { success: false, message: messages.farming.brokerDown },
    ]);
    const data = (await dashboard(headers)).json<SfDashboard>().data;
    expect(data.actuator_status[0]).toMatchObject({ status: false });
    expect(data.commands).toEqual([
      {
        id: expect.any(Number),
        actuator_id: own.pump,
        actuator_name: 'Pompa Air',
        command: 'TURN_ON',
        result: 'failed',
        detail: messages.farming.notPublished,
        requested_by: depot.username,
        requested_at: expect.any(String),
        resolved_at: expect.any(String),
      },
    ]);
  });
});
