import { messages } from '@depot/contract';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sensors } from '../../src/db/schema';
import { asAdmin, newEmployee } from '../fixtures';
import { DEMO } from '../helpers';
import { useTestApp } from '../use-test-app';
import { newDepot, postReading, type TestDepot } from '../telemetry';

const t = useTestApp();
let admin: { authorization: string };
let depot: TestDepot;
let owner: { authorization: string };
let employee: { authorization: string; username: string };
beforeAll(async () => {
  admin = await asAdmin(t);
  depot = await newDepot(t);
  owner = await t.authAs(depot.username, depot.password);
  const hired = await newEmployee(t, depot.username);
  employee = { ...hired.headers, username: hired.username };
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, headers?: object, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, payload });

const newDevice = (username = depot.username) =>
  call('POST', '/api/superadmin/iot/devices', admin, {
    device_name: 'Stasiun Atap',
    location: 'Atap Gedung A',
    device_type: 'weather_station',
    username,
  });

let sensorN = 0;
const addSensor = (deviceId: number, extra: object = {}) =>
  call('POST', `/api/superadmin/iot/devices/${deviceId}/sensors`, admin, {
    sensor_id: `${depot.username}-cuaca-${++sensorN}`,
    sensor_name: 'Suhu Atap',
    sensor_type: 'temperature_DHT11',
    min_value: 20,
    max_value: 30,
    ...extra,
  });

describe('who may call', () => {
  const routes: [Method, string][] = [
    ['GET', '/api/superadmin/tables/smart_iot_devices'],
    ['GET', '/api/superadmin/tables/smart_iot_sensors'],
    ['GET', '/api/superadmin/tables/latest-sensor-readings'],
    ['GET', '/api/superadmin/tables/sensors/x-1'],
    ['GET', '/api/superadmin/tables/sensors/x-1/readings'],
    ['POST', '/api/superadmin/iot/devices'],
    ['POST', '/api/superadmin/iot/devices/1/sensors'],
    ['POST', '/api/superadmin/iot/devices/1/actuators'],
    ['DELETE', '/api/superadmin/iot/devices/1'],
    ['DELETE', '/api/superadmin/iot/sensors/x-1'],
    ['DELETE', '/api/superadmin/iot/actuators/x-1'],
  ];

  it('a visitor gets 401, an owner and an employee 403', async () => {
    for (const [method, url] of routes) {
      const body = method === 'POST' ? {} : undefined;
      const visitor = await call(method, url, {}, body);
      expect(visitor.statusCode, url).toBe(401);
      expect(visitor.json(), url).toEqual({ success: false, message: messages.api.unauthorized });
      for (const headers of [owner, { authorization: employee.authorization }]) {
        const res = await call(method, url, headers, body);
        expect(res.statusCode, url).toBe(403);
        expect(res.json(), url).toEqual({ success: false, message: messages.api.adminOnly });
      }
    }
  });
});

describe('adding and removing hardware', () => {
  it('adds a device to a depot owner; an employee, a super admin or nobody is 400', async () => {
    const res = await newDevice();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      device_name: 'Stasiun Atap',
      location: 'Atap Gedung A',
      device_type: 'weather_station',
      last_online_at: null,
      username: depot.username,
    });
    for (const username of [employee.username, DEMO.admin.username, 'tidak-ada-akun']) {
      const refused = await newDevice(username);
      expect(refused.statusCode, username).toBe(400);
      expect(refused.json()).toEqual({ success: false, message: messages.iot.ownerNotFound });
    }
  });

  it('answers a new sensor key once, stores its hash and audits without it', async () => {
    const device = (await newDevice()).json();
    const res = await addSensor(device.id);
    expect(res.statusCode).toBe(201);
    const { id, device_key: key } = res.json();
    expect(key).toMatch(/.{20,}/);
    const [row] = await t.db.select().from(sensors).where(eq(sensors.sensorId, id));
    expect(row?.kind).toBe('iot');
    expect(row?.keyHash).not.toContain(key);
    const [audit] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'iot.sensor.create', targetId: id });
    expect(JSON.stringify(audit)).not.toContain(key);

    // The key publishes at once.
    expect((await postReading(t, id, key, { value: 24.5 })).json()).toMatchObject({ accepted: 1 });
    const latest = await call('GET', '/api/superadmin/tables/latest-sensor-readings', admin);
    expect(latest.json()).toContainEqual({
      sensor_id: id,
      latest_value: 24.5,
      latest_timestamp: expect.stringMatching(/Z$/),
    });
  });

  it('an id any sensor already has is 409; an unknown device 404; bad limits 400', async () => {
    const device = (await newDevice()).json();
    for (const taken of [depot.level, depot.tapA]) {
      const res = await addSensor(device.id, { sensor_id: taken });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message: messages.iot.idTaken(taken) });
    }
    const actuator = await call(
      'POST',
      `/api/superadmin/iot/devices/${device.id}/actuators`,
      admin,
      {
        actuator_id: depot.quality,
        name: 'Pompa',
      },
    );
    expect(actuator.statusCode).toBe(409);
    const missing = await addSensor(2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: messages.iot.deviceNotFound });
    const limits = await addSensor(device.id, { min_value: 40, max_value: 30 });
    expect(limits.statusCode).toBe(400);
    expect(limits.json().message).toContain(messages.iot.minAboveMax);
  });

  it('removes an actuator, a sensor and a device with everything on it', async () => {
    const device = (await newDevice()).json();
    const sensor = (await addSensor(device.id)).json();
    const other = (await addSensor(device.id)).json();
    const pumpId = `${depot.username}-pompa-${sensorN}`;
    const pump = await call('POST', `/api/superadmin/iot/devices/${device.id}/actuators`, admin, {
      actuator_id: pumpId,
      name: 'Pompa',
    });
    expect(pump.statusCode).toBe(201);
    expect(pump.json()).toEqual({ id: pumpId, device_key: expect.any(String) });

    const del = (url: string) => call('DELETE', url, admin);
    expect((await del(`/api/superadmin/iot/actuators/${pumpId}`)).json()).toEqual({
      message: messages.iot.actuatorDeleted,
    });
    expect((await del(`/api/superadmin/iot/actuators/${pumpId}`)).statusCode).toBe(404);
    expect((await del(`/api/superadmin/iot/sensors/${sensor.id}`)).json()).toEqual({
      message: messages.iot.sensorDeleted,
    });
    // A depot sensor is no smart IoT sensor.
    const depotSensor = await del(`/api/superadmin/iot/sensors/${depot.level}`);
    expect(depotSensor.json()).toEqual({ success: false, message: messages.iot.sensorNotFound });
    expect((await del(`/api/superadmin/iot/devices/${device.id}`)).json()).toEqual({
      message: messages.iot.deviceDeleted,
    });
    expect(await t.db.select().from(sensors).where(eq(sensors.sensorId, other.id))).toEqual([]);
    expect((await del(`/api/superadmin/iot/devices/${device.id}`)).statusCode).toBe(404);
  });
});

describe('the dashboard lists are the master tables', () => {
  it('answers every device and sensor without _limit, a page with it', async () => {
    const device = (await newDevice()).json();
    const sensor = (await addSensor(device.id)).json();
    const devices = await call('GET', '/api/superadmin/tables/smart_iot_devices', admin);
    expect(devices.statusCode).toBe(200);
    expect(devices.json()).toContainEqual(device);
    expect(Number(devices.headers['x-total-count'])).toBe(devices.json().length);
    const sensorsRes = await call('GET', '/api/superadmin/tables/smart_iot_sensors', admin);
    expect(sensorsRes.json()).toContainEqual(
      expect.objectContaining({ id: sensor.id, device_name: 'Stasiun Atap', is_active: true }),
    );
    const page = await call('GET', '/api/superadmin/tables/smart_iot_devices?_limit=1', admin);
    expect(page.json()).toHaveLength(1);
    expect(Number(page.headers['x-total-count'])).toBe(devices.json().length);
    const found = await call(
      'GET',
      `/api/superadmin/tables/smart_iot_sensors?_limit=10&_q=${sensor.id}`,
      admin,
    );
    expect(found.json().map((s: { id: string }) => s.id)).toEqual([sensor.id]);
  });

  it('edits limits and the active flag; min above max is a clear 400', async () => {
    const device = (await newDevice()).json();
    const sensor = (await addSensor(device.id)).json();
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/superadmin/tables/smart_iot_sensors/${sensor.id}`,
        headers: admin,
        payload,
      });
    const ok = await put({ min_value: 18, max_value: 33, is_active: 0 });
    expect(ok.json()).toEqual({ message: messages.tables.updated });
    const crossed = await put({ min_value: 40 });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json()).toEqual({ success: false, message: messages.iot.minAboveMax });
    const [row] = (await call('GET', `/api/superadmin/tables/sensors/${sensor.id}`, admin)).json();
    expect(row).toMatchObject({ min_value: 18, max_value: 33, is_active: false });
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/superadmin/tables/smart_iot_devices/${device.id}`,
      headers: admin,
      payload: { device_name: 'Stasiun Baru', location: '' },
    });
    expect(renamed.statusCode).toBe(200);
    const commands = await t.app.inject({
      method: 'PUT',
      url: '/api/superadmin/tables/smart_iot_commands/1',
      headers: admin,
      payload: { result: 'confirmed' },
    });
    expect(commands.statusCode).toBe(400);
  });
});
