import { z } from './zod';
import { ACCOUNT_ROLES } from './admin';
import { messages } from './messages';
import { packageById } from './site';
import { MIN_PASSWORD_LENGTH, plainText, SENSOR_ID_PATTERN, USERNAME_PATTERN } from './common';

export const loginRequest = z
  .strictObject({
    username: plainText(64).optional(),
    // Any password is checked as typed: refusing characters here could lock an old account out.
    password: z.string().max(200).optional(),
  })
  .superRefine((r, ctx) => {
    if (!r.username || !r.password)
      ctx.addIssue({ code: 'custom', message: messages.login.required });
  })
  .transform((r) => ({ username: r.username ?? '', password: r.password ?? '' }));
export type LoginRequest = z.output<typeof loginRequest>;

export const loginResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  /** The account's username as stored (login is case-insensitive); the browser keeps this one. */
  username: z.string(),
  is_super_admin: z.boolean(),
  /** Not in the spec: what the account may do, for the sidebar (the server checks every call). */
  role: z.enum(ACCOUNT_ROLES),
  /** Not in the spec: the depot the account works for (an employee's employer; else `username`). */
  depot_username: z.string(),
  /** Not in the spec: an employee's own name (as the owner entered it), for the header; else null. */
  name: z.string().nullable(),
  message: z.string(),
  /**
   * Not in the spec: failed logins on this account since its last successful one (wrong
   * passwords and attempts the lockout refused) and when the first came; null when none.
   */
  failed_logins: z.object({ count: z.number().int().positive(), since: z.string() }).nullable(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/**
 * What a requester may say about an optional sensor. The main sensor is always the tank's
 * level sensor; optional ones are a flow meter on tap A, B or C, a quality probe, or other.
 */
export const OPTIONAL_SENSOR_KINDS = ['flow_a', 'flow_b', 'flow_c', 'quality', 'other'] as const;
export type OptionalSensorKind = (typeof OPTIONAL_SENSOR_KINDS)[number];
export const OPTIONAL_SENSOR_KIND_LABELS: Record<OptionalSensorKind, string> = {
  flow_a: 'Aliran Keran A',
  flow_b: 'Aliran Keran B',
  flow_c: 'Aliran Keran C',
  quality: 'Kualitas Air',
  other: 'Lainnya',
};
export const OPTIONAL_SENSOR_SLOTS = 6;

const text = (max: number) => plainText(max).optional();

const optionalSensor = z.strictObject({
  id: text(64),
  name: text(100),
  kind: z.enum(OPTIONAL_SENSOR_KINDS).optional(),
});

const isBlank = (v: string | null | undefined) => v === undefined || v === null || v === '';

/** The labels of the form's required fields, as the form shows them and its messages name them. */
export const REGISTER_FIELD_LABELS = {
  username: 'Username',
  password: 'Password',
  depot_name: 'Nama Depot',
  address: 'Alamat',
  sensor_id_main: 'ID Sensor Utama',
  sensor_name_main: 'Nama Sensor Utama',
  tank_name: 'Nama Tangki',
  capacity: 'Kapasitas Tangki',
  height_cm: 'Tinggi Tangki',
} as const;
type RequiredField = keyof typeof REGISTER_FIELD_LABELS;
const REQUIRED_FIELDS = Object.keys(REGISTER_FIELD_LABELS) as RequiredField[];

/** Separators people type inside a phone number. */
const PHONE_SEPARATORS = /[\s().-]/g;
/** An Indonesian mobile number once separators are gone: 08…, 628… or +628…, 10–15 digits. */
const INDONESIAN_MOBILE = /^(?:\+?62|0)(8\d{7,11})$/;

/**
 * An Indonesian mobile number in one form (+628…), whichever way it was typed; undefined when
 * it is not one.
 */
export function normaliseWhatsApp(typed: string): string | undefined {
  const match = INDONESIAN_MOBILE.exec(typed.replace(PHONE_SEPARATORS, ''));
  return match ? `+62${match[1]}` : undefined;
}

const registerFields = {
  username: text(64),
  password: plainText(200, { trim: false }).optional(),
  depot_name: text(120),
  address: text(300),
  tank_name: text(100),
  // null is how JSON carries NaN: treated like a missing number.
  capacity: z.number().nullish(),
  height_cm: z.number().nullish(),
  sensor_id_main: text(64),
  sensor_name_main: text(100),
  optional_sensors: z.array(optionalSensor).max(OPTIONAL_SENSOR_SLOTS).optional(),
  /** Optional: an Indonesian mobile number, stored as +628…. */
  whatsapp: plainText(30, { tooLong: messages.register.whatsapp }).nullish(),
  /** Optional: the id of one of the pricing section's PACKAGES. */
  package: plainText(32, { tooLong: messages.register.package }).nullish(),
};
type RegisterFields = z.output<z.ZodObject<typeof registerFields>>;

/**
 * Every problem of a request, each on its field; a missing required field also gives the spec's
 * single form-level message, first, which is what the server answers with.
 */
function checkRegistration(r: RegisterFields, ctx: z.RefinementCtx) {
  const missing = REQUIRED_FIELDS.filter((f) => r[f] == null || r[f] === '');
  if (missing.length > 0) ctx.addIssue({ code: 'custom', message: messages.register.required });
  for (const f of missing) {
    ctx.addIssue({
      code: 'custom',
      path: [f],
      message: messages.register.fieldRequired(REGISTER_FIELD_LABELS[f]),
    });
  }
  const tank = { capacity: 1_000_000, height_cm: 10_000 } as const;
  for (const f of ['capacity', 'height_cm'] as const) {
    const value = r[f];
    if (value != null && !(Number.isFinite(value) && value > 0 && value <= tank[f])) {
      ctx.addIssue({ code: 'custom', path: [f], message: messages.register.tankInvalid });
    }
  }
  if (!isBlank(r.username) && !USERNAME_PATTERN.test(r.username ?? '')) {
    ctx.addIssue({ code: 'custom', path: ['username'], message: messages.register.usernameFormat });
  }
  if (!isBlank(r.password) && (r.password ?? '').length < MIN_PASSWORD_LENGTH) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: messages.register.passwordLength });
  }
  const seen = new Set<string>();
  const checkId = (id: string, path: (string | number)[]) => {
    if (!SENSOR_ID_PATTERN.test(id)) {
      ctx.addIssue({ code: 'custom', path, message: messages.register.sensorIdFormat(id) });
    } else if (seen.has(id)) {
      ctx.addIssue({ code: 'custom', path, message: messages.register.sensorDuplicate(id) });
    }
    seen.add(id);
  };
  if (!isBlank(r.sensor_id_main)) checkId(r.sensor_id_main ?? '', ['sensor_id_main']);
  (r.optional_sensors ?? []).forEach((s, i) => {
    if (isBlank(s.id) && isBlank(s.name)) return;
    if (isBlank(s.id) || isBlank(s.name)) {
      ctx.addIssue({
        code: 'custom',
        // Said beside the half left empty.
        path: ['optional_sensors', i, isBlank(s.id) ? 'id' : 'name'],
        message: messages.register.sensorIncomplete(i + 2),
      });
      return;
    }
    checkId(s.id ?? '', ['optional_sensors', i, 'id']);
  });
  if (!isBlank(r.whatsapp) && !normaliseWhatsApp(r.whatsapp ?? '')) {
    ctx.addIssue({ code: 'custom', path: ['whatsapp'], message: messages.register.whatsapp });
  }
  if (!isBlank(r.package) && !packageById(r.package)) {
    ctx.addIssue({ code: 'custom', path: ['package'], message: messages.register.package });
  }
}

/**
 * The registration request, shared by the register form and the server. Fields are optional at
 * the type level so that a missing field reports the spec's single form-level message.
 */
export const registerRequest = z.strictObject(registerFields).superRefine(checkRegistration);
export type RegisterRequest = z.input<typeof registerRequest>;

/** The register form: the request plus the password typed again, which is not sent. */
export const registerForm = z
  .strictObject({ ...registerFields, confirmPassword: z.string() })
  .superRefine((r, ctx) => {
    checkRegistration(r, ctx);
    if (!isBlank(r.password) && r.password !== r.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: messages.accounts.passwordMismatch,
      });
    }
  });
export type RegisterForm = z.input<typeof registerForm>;

/** The request as the server stores it: every required field present, empty sensor rows dropped. */
export interface RegistrationData {
  username: string;
  password: string;
  depot_name: string;
  address: string;
  tank_name: string;
  capacity: number;
  height_cm: number;
  sensor_id_main: string;
  sensor_name_main: string;
  optional_sensors: { id: string; name: string; kind: OptionalSensorKind }[];
  /** +628…, or null when none was given. */
  whatsapp: string | null;
  package: string | null;
}

/** Call only on a request that passed `registerRequest`. */
export function normaliseRegistration(r: z.output<typeof registerRequest>): RegistrationData {
  return {
    username: r.username ?? '',
    password: r.password ?? '',
    depot_name: r.depot_name ?? '',
    address: r.address ?? '',
    tank_name: r.tank_name ?? '',
    capacity: r.capacity ?? 0,
    height_cm: r.height_cm ?? 0,
    sensor_id_main: r.sensor_id_main ?? '',
    sensor_name_main: r.sensor_name_main ?? '',
    optional_sensors: (r.optional_sensors ?? [])
      .filter((s) => !isBlank(s.id) && !isBlank(s.name))
      .map((s) => ({ id: s.id ?? '', name: s.name ?? '', kind: s.kind ?? 'other' })),
    whatsapp: normaliseWhatsApp(r.whatsapp ?? '') ?? null,
    package: isBlank(r.package) ? null : (r.package ?? null),
  };
}

/** `POST /api/auth/logout` with the bearer token and no body: that token is refused from then on. */
export const logoutResponse = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type LogoutResponse = z.infer<typeof logoutResponse>;
