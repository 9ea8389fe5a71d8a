import { describe, expect, it } from 'vitest';
import {
  loginRequest,
  normaliseRegistration,
  normaliseWhatsApp,
  REGISTER_FIELD_LABELS,
  registerForm,
  registerRequest,
  type RegisterRequest,
} from './auth';
import { messages } from './messages';

const valid = {
  username: 'depot-baru',
  password: 'rahasia123',
  depot_name: 'Depot Air Sejahtera',
  address: 'Jl. Melati No. 5, Bogor',
  tank_name: 'Tangki Utama',
  capacity: 1500,
  height_cm: 150,
  sensor_id_main: 'baru-level',
  sensor_name_main: 'Sensor Level',
  optional_sensors: [],
} satisfies RegisterRequest;

/** The issues of a request that must fail, as [path, message] pairs. */
function issuesOf(input: unknown): [string, string][] {
  const result = registerRequest.safeParse(input);
  expect(result.success).toBe(false);
  return (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);
}

describe('loginRequest', () => {
  it('trims the username but not the password', () => {
    expect(loginRequest.parse({ username: '  depot1 ', password: ' pw ' })).toEqual({
      username: 'depot1',
      password: ' pw ',
    });
  });

  it('asks for both fields when one is empty', () => {
    for (const input of [
      { username: '', password: 'x' },
      { username: '  ', password: 'x' },
      { username: 'depot1', password: '' },
    ]) {
      const result = loginRequest.safeParse(input);
      expect(result.error?.issues.map((i) => i.message)).toEqual([messages.login.required]);
    }
  });

  it('refuses unknown fields', () => {
    expect(loginRequest.safeParse({ username: 'a', password: 'b', admin: true }).success).toBe(
      false,
    );
  });
});

describe('registerRequest', () => {
  it('accepts a complete request, with or without optional sensors', () => {
    expect(registerRequest.safeParse(valid).success).toBe(true);
    const { optional_sensors, ...withoutOptional } = valid;
    expect(optional_sensors).toEqual([]);
    expect(registerRequest.safeParse(withoutOptional).success).toBe(true);
  });

  it.each(Object.keys(REGISTER_FIELD_LABELS))(
    'reports the form-level required message first, then %s beside its field',
    (field) => {
      const input: Record<string, unknown> = { ...valid };
      delete input[field];
      const label = REGISTER_FIELD_LABELS[field as keyof typeof REGISTER_FIELD_LABELS];
      expect(issuesOf(input)).toEqual([
        ['', messages.register.required],
        [field, messages.register.fieldRequired(label)],
      ]);
    },
  );

  it('treats whitespace-only text as missing', () => {
    expect(issuesOf({ ...valid, depot_name: ' \t ' })).toEqual([
      ['', messages.register.required],
      ['depot_name', messages.register.fieldRequired('Nama Depot')],
    ]);
  });

  it('checks the fields that were filled in even when others are missing', () => {
    expect(issuesOf({ username: 'a b', password: '123', whatsapp: '12345' })).toEqual([
      ['', messages.register.required],
      ...['depot_name', 'address', 'sensor_id_main', 'sensor_name_main', 'tank_name'].map((f) => [
        f,
        messages.register.fieldRequired(REGISTER_FIELD_LABELS[f as 'address']),
      ]),
      ['capacity', messages.register.fieldRequired('Kapasitas Tangki')],
      ['height_cm', messages.register.fieldRequired('Tinggi Tangki')],
      ['username', messages.register.usernameFormat],
      ['password', messages.register.passwordLength],
      ['whatsapp', messages.register.whatsapp],
    ]);
  });

  it.each([0, -1, 1_000_001])('refuses the capacity %d', (capacity) => {
    expect(issuesOf({ ...valid, capacity })).toEqual([['capacity', messages.register.tankInvalid]]);
  });

  it('refuses a capacity that is not a number at all', () => {
    expect(registerRequest.safeParse({ ...valid, capacity: Number.NaN }).success).toBe(false);
  });

  it.each([0, -10, 10_001])('refuses the height %d', (height_cm) => {
    expect(issuesOf({ ...valid, height_cm })).toEqual([
      ['height_cm', messages.register.tankInvalid],
    ]);
  });

  it('reports every field problem at once, each on its field', () => {
    expect(issuesOf({ ...valid, username: 'a b', password: '123', capacity: 0 })).toEqual([
      ['capacity', messages.register.tankInvalid],
      ['username', messages.register.usernameFormat],
      ['password', messages.register.passwordLength],
    ]);
  });

  it('numbers optional sensor slots from 2, after the main sensor', () => {
    const optional_sensors = [
      { id: 'ok-1', name: 'Ok' },
      {},
      { id: 'only-id' },
      { name: 'only name' },
    ];
    expect(issuesOf({ ...valid, optional_sensors })).toEqual([
      ['optional_sensors.2.name', messages.register.sensorIncomplete(4)],
      ['optional_sensors.3.id', messages.register.sensorIncomplete(5)],
    ]);
  });

  it('refuses a sensor id used twice or unfit for an MQTT topic', () => {
    expect(issuesOf({ ...valid, optional_sensors: [{ id: 'baru-level', name: 'Lagi' }] })).toEqual([
      ['optional_sensors.0.id', messages.register.sensorDuplicate('baru-level')],
    ]);
    expect(issuesOf({ ...valid, sensor_id_main: 'tank/#' })).toEqual([
      ['sensor_id_main', messages.register.sensorIdFormat('tank/#')],
    ]);
  });

  it('refuses more than 6 optional sensors, unknown kinds and unknown fields', () => {
    const seven = Array.from({ length: 7 }, (_, i) => ({ id: `s-${i}`, name: `S ${i}` }));
    expect(registerRequest.safeParse({ ...valid, optional_sensors: seven }).success).toBe(false);
    const gps = [{ id: 'g-1', name: 'GPS', kind: 'gps' }];
    expect(registerRequest.safeParse({ ...valid, optional_sensors: gps }).success).toBe(false);
    expect(registerRequest.safeParse({ ...valid, role: 'admin' }).success).toBe(false);
    expect(registerRequest.safeParse({ ...valid, capacity: '1500' }).success).toBe(false);
  });
});

describe('whatsapp and package', () => {
  it.each(['0812-3456-7890', '+62 812 3456 7890', '6281234567890', '(0812) 3456.7890'])(
    'reads %j as +6281234567890',
    (typed) => {
      expect(normaliseWhatsApp(typed)).toBe('+6281234567890');
      const parsed = registerRequest.parse({ ...valid, whatsapp: typed });
      expect(normaliseRegistration(parsed).whatsapp).toBe('+6281234567890');
    },
  );

  it.each(['021 555 1234', '0812', '+1 812 3456 7890', '0812345678901234', 'wa saya'])(
    'refuses %j as a WhatsApp number',
    (whatsapp) => {
      expect(issuesOf({ ...valid, whatsapp })).toEqual([['whatsapp', messages.register.whatsapp]]);
    },
  );

  it('accepts a package of the pricing list and refuses any other', () => {
    const parsed = registerRequest.parse({ ...valid, package: 'optimal' });
    expect(normaliseRegistration(parsed).package).toBe('optimal');
    expect(issuesOf({ ...valid, package: 'gratis' })).toEqual([
      ['package', messages.register.package],
    ]);
  });

  it('stores neither when both are left empty', () => {
    const parsed = registerRequest.parse({ ...valid, whatsapp: '  ', package: null });
    expect(normaliseRegistration(parsed)).toMatchObject({ whatsapp: null, package: null });
  });
});

describe('registerForm', () => {
  it('asks for the password typed twice alike', () => {
    const form = { ...valid, confirmPassword: valid.password };
    expect(registerForm.safeParse(form).success).toBe(true);
    const issues = registerForm.safeParse({ ...form, confirmPassword: 'lain' }).error?.issues;
    expect(issues?.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['confirmPassword', messages.accounts.passwordMismatch],
    ]);
  });
});

describe('normaliseRegistration', () => {
  it('drops empty optional rows, trims text and defaults the kind to "other"', () => {
    const parsed = registerRequest.parse({
      ...valid,
      depot_name: '  Depot Air Sejahtera ',
      optional_sensors: [
        { id: ' tap-a ', name: ' Keran A ', kind: 'flow_a' },
        { id: '', name: '' },
        {},
        { id: '   ', name: ' ' },
        { id: 'misc-1', name: 'Suhu' },
      ],
    });
    expect(normaliseRegistration(parsed)).toEqual({
      ...valid,
      whatsapp: null,
      package: null,
      optional_sensors: [
        { id: 'tap-a', name: 'Keran A', kind: 'flow_a' },
        { id: 'misc-1', name: 'Suhu', kind: 'other' },
      ],
    });
  });

  it('gives an empty list when the request had no optional sensors', () => {
    const parsed = registerRequest.parse({ ...valid, optional_sensors: undefined });
    expect(normaliseRegistration(parsed).optional_sensors).toEqual([]);
  });
});
