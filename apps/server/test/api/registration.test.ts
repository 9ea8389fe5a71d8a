import { messages } from '@depot/contract';
import { describe, expect, it } from 'vitest';
import { pendingList, pendingOf, register, unique, validRegistration } from '../fixtures';
import { DEMO } from '../helpers';
import { REGISTRATION_TEXT_FIELDS } from '../registration-fields';
import { useTestApp } from '../use-test-app';

const t = useTestApp();

/** Sends the request and checks it was refused with `status` and nothing was stored. */
async function expectRefused(payload: Record<string, unknown>, status: number, message?: string) {
  const before = (await pendingList(t)).length;
  const res = await register(t, payload);
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ success: false, message: message ?? expect.any(String) });
  expect(await pendingList(t)).toHaveLength(before);
}

describe('POST /api/auth/register accepts a valid request', () => {
  it('answers 202 and lists the request for the super admin in the spec shape', async () => {
    const r = validRegistration({
      optional_sensors: [
        { id: unique('flow'), name: 'Keran A', kind: 'flow_a' },
        { id: '', name: '' },
        { id: unique('qual'), name: 'Kualitas', kind: 'quality' },
        {},
        { id: unique('misc'), name: 'Suhu', kind: 'other' },
        { id: '  ', name: '  ' },
      ],
    });
    const res = await register(t, r);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: messages.register.accepted });

    const listRes = await t.app.inject({
      url: '/api/admin/pending-registrations',
      headers: await t.authAs(DEMO.admin.username, DEMO.admin.password),
    });
    expect(listRes.body.toLowerCase()).not.toMatch(/password|hash|scrypt/);
    expect(listRes.body).not.toContain(r.password);
    const [item, ...rest] = await pendingOf(t, r.username);
    expect(rest).toEqual([]);
    expect(item).toEqual({
      id: expect.any(Number),
      username: r.username,
      depot_name: r.depot_name,
      address: r.address,
      tank_name: r.tank_name,
      capacity: 1500,
      height_cm: 150,
      requested_at: expect.any(String),
      whatsapp: null,
      package: null,
      sensors: [
        {
          sensor_id: r.sensor_id_main,
          nama_sensor: 'Sensor Level',
          is_main: true,
          kind: 'level',
          tap: null,
        },
        {
          sensor_id: r.optional_sensors[0]?.id,
          nama_sensor: 'Keran A',
          is_main: false,
          kind: 'flow',
          tap: 'A',
        },
        {
          sensor_id: r.optional_sensors[2]?.id,
          nama_sensor: 'Kualitas',
          is_main: false,
          kind: 'quality',
          tap: null,
        },
        {
          sensor_id: r.optional_sensors[4]?.id,
          nama_sensor: 'Suhu',
          is_main: false,
          kind: 'other',
          tap: null,
        },
      ],
    });
    const requestedAt = Date.parse(item?.requested_at ?? '');
    expect(Math.abs(Date.now() - requestedAt)).toBeLessThan(60_000);
  });

  it('maps taps B and C, and an optional sensor without a kind to "other"', async () => {
    const r = validRegistration();
    const ids = [unique('b'), unique('c'), unique('x')];
    const res = await register(t, {
      ...r,
      optional_sensors: [
        { id: ids[0], name: 'Keran B', kind: 'flow_b' },
        { id: ids[1], name: 'Keran C', kind: 'flow_c' },
        { id: ids[2], name: 'Tanpa jenis' },
      ],
    });
    expect(res.statusCode).toBe(202);
    const [item] = await pendingOf(t, r.username);
    expect(item?.sensors.slice(1).map((s) => [s.sensor_id, s.kind, s.tap])).toEqual([
      [ids[0], 'flow', 'B'],
      [ids[1], 'flow', 'C'],
      [ids[2], 'other', null],
    ]);
  });

  it('accepts a request without optional sensors and trims the text fields', async () => {
    const r = validRegistration();
    const res = await register(t, {
      ...r,
      optional_sensors: undefined,
      depot_name: '  Depot Trim  ',
    });
    expect(res.statusCode).toBe(202);
    const [item] = await pendingOf(t, r.username);
    expect(item?.depot_name).toBe('Depot Trim');
    expect(item?.sensors).toHaveLength(1);
  });
});

describe('POST /api/auth/register refuses invalid input with 400', () => {
  it.each([...REGISTRATION_TEXT_FIELDS, 'capacity', 'height_cm'])(
    'when %s is missing',
    async (field) => {
      const payload: Record<string, unknown> = validRegistration();
      delete payload[field];
      await expectRefused(payload, 400, messages.register.required);
    },
  );

  it.each(REGISTRATION_TEXT_FIELDS)('when %s is blank', async (field) => {
    await expectRefused(
      { ...validRegistration(), [field]: field === 'password' ? '' : '   ' },
      400,
      messages.register.required,
    );
  });

  it.each([
    ['capacity', 0],
    ['capacity', -5],
    ['height_cm', 0],
    ['height_cm', -1],
    ['capacity', 2_000_000],
  ])('when %s is %d', async (field, value) => {
    await expectRefused(
      { ...validRegistration(), [field]: value },
      400,
      messages.register.tankInvalid,
    );
  });

  it.each([
    ['capacity is text', { capacity: 'abc' }],
    ['height_cm is a numeric string', { height_cm: '150' }],
    ['username is a number', { username: 12345 }],
    ['optional_sensors is not a list', { optional_sensors: 'none' }],
    [
      'an optional sensor kind is unknown',
      { optional_sensors: [{ id: 'x-1', name: 'X', kind: 'gps' }] },
    ],
    [
      'an optional sensor has an unknown field',
      { optional_sensors: [{ id: 'x-2', name: 'X', tap: 'A' }] },
    ],
    ['a top-level field is unknown', { is_super_admin: true }],
  ])('when %s', async (_, patch) => {
    await expectRefused({ ...validRegistration(), ...patch }, 400);
  });

  it('when an optional sensor has an id but no name, or a name but no id, naming its slot', async () => {
    await expectRefused(
      { ...validRegistration(), optional_sensors: [{ id: unique('s'), name: '' }] },
      400,
      messages.register.sensorIncomplete(2),
    );
    await expectRefused(
      {
        ...validRegistration(),
        optional_sensors: [{ id: unique('s'), name: 'Ok' }, { name: 'Tanpa ID' }],
      },
      400,
      messages.register.sensorIncomplete(3),
    );
  });

  it('when one sensor id appears twice in the request', async () => {
    const r = validRegistration();
    await expectRefused(
      { ...r, optional_sensors: [{ id: r.sensor_id_main, name: 'Dobel' }] },
      400,
      messages.register.sensorDuplicate(r.sensor_id_main),
    );
    const id = unique('dup');
    await expectRefused(
      {
        ...validRegistration(),
        optional_sensors: [
          { id, name: 'Satu' },
          { id, name: 'Dua' },
        ],
      },
      400,
      messages.register.sensorDuplicate(id),
    );
  });

  it.each(['ab', 'nama depot', 'depot/1', 'a'.repeat(33), 'depot#1'])(
    'when the username is %j',
    async (username) => {
      await expectRefused(
        { ...validRegistration(), username },
        400,
        messages.register.usernameFormat,
      );
    },
  );

  it('when a sensor id contains characters not allowed in MQTT topics', async () => {
    await expectRefused(
      { ...validRegistration(), sensor_id_main: 'tank/level' },
      400,
      messages.register.sensorIdFormat('tank/level'),
    );
  });

  it('when the password is shorter than 6 characters', async () => {
    await expectRefused(
      { ...validRegistration(), password: '12345' },
      400,
      messages.register.passwordLength,
    );
  });

  it('when there are more than 6 optional sensors', async () => {
    const optional_sensors = Array.from({ length: 7 }, (_, i) => ({
      id: unique(`s${i}`),
      name: `S${i}`,
    }));
    await expectRefused({ ...validRegistration(), optional_sensors }, 400);
  });
});

describe('POST /api/auth/register refuses a taken username or sensor id with 409', () => {
  it.each(['depot1', 'DEPOT1', 'Admin'])(
    'when the username %s is already an account',
    async (username) => {
      await expectRefused(
        { ...validRegistration(), username },
        409,
        messages.register.usernameTaken(username),
      );
    },
  );

  it('when the username is already waiting for approval, in any letter case', async () => {
    const first = validRegistration();
    expect((await register(t, first)).statusCode).toBe(202);
    const again = validRegistration({ username: first.username.toUpperCase() });
    await expectRefused(again, 409, messages.register.usernameTaken(again.username));
    expect(await pendingOf(t, first.username)).toHaveLength(1);
  });

  it.each([
    ['main', { sensor_id_main: 'depot1-level' }, 'depot1-level'],
    [
      'optional',
      { optional_sensors: [{ id: 'depot1-tap-a', name: 'Keran', kind: 'flow_a' as const }] },
      'depot1-tap-a',
    ],
  ])('when the %s sensor id is already registered', async (_, patch, id) => {
    await expectRefused(validRegistration(patch), 409, messages.register.sensorTaken(id));
  });

  it('when a sensor id is already claimed by a pending request', async () => {
    const first = validRegistration({
      optional_sensors: [{ id: unique('claimed'), name: 'Keran' }],
    });
    expect((await register(t, first)).statusCode).toBe(202);
    const claimedOptional = first.optional_sensors[0]?.id ?? '';
    await expectRefused(
      validRegistration({ sensor_id_main: claimedOptional }),
      409,
      messages.register.sensorTaken(claimedOptional),
    );
    await expectRefused(
      validRegistration({ optional_sensors: [{ id: first.sensor_id_main, name: 'Level' }] }),
      409,
      messages.register.sensorTaken(first.sensor_id_main),
    );
  });
});
