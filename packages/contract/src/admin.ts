import { MIN_PASSWORD_LENGTH, plainText, USERNAME_PATTERN, withConfirmation } from './common';
import { messages } from './messages';
import { z } from './zod';

/** `iot`: a smart IoT sensor (smart_iot_sensors); `actuator`: a smart farming switch (smart_iot_actuators). */
export const SENSOR_KINDS = [
  'level',
  'flow',
  'quality',
  'gps',
  'other',
  'iot',
  'actuator',
] as const;
export type SensorKind = (typeof SENSOR_KINDS)[number];
export const TAPS = ['A', 'B', 'C'] as const;
export type Tap = (typeof TAPS)[number];

export const pendingSensor = z.object({
  sensor_id: z.string(),
  nama_sensor: z.string(),
  is_main: z.boolean(),
  kind: z.enum(SENSOR_KINDS),
  tap: z.enum(TAPS).nullable(),
});
export type PendingSensor = z.infer<typeof pendingSensor>;

export const pendingRegistration = z.object({
  id: z.number(),
  username: z.string(),
  depot_name: z.string(),
  address: z.string(),
  tank_name: z.string(),
  capacity: z.number(),
  height_cm: z.number(),
  requested_at: z.string(),
  sensors: z.array(pendingSensor),
  /** Not in the spec: the requester's WhatsApp number (+628…), if given. */
  whatsapp: z.string().nullable(),
  /** Not in the spec: the id of the package chosen on the pricing section, if any. */
  package: z.string().nullable(),
});
export type PendingRegistration = z.infer<typeof pendingRegistration>;
export const pendingRegistrationList = z.array(pendingRegistration);

export const approveResponse = z.object({
  message: z.string(),
  /** Each new sensor's device key, shown once: only its SHA-256 is stored. */
  device_keys: z.record(z.string(), z.string()),
});
export type ApproveResponse = z.infer<typeof approveResponse>;

/** `PUT /api/superadmin/tables/accounts/change-username/{id}`. */
export const changeUsernameBody = z.strictObject({
  newUsername: z
    .string()
    .max(200)
    .transform((name) => name.trim())
    .refine((name) => name !== '', messages.accounts.usernameEmpty)
    .refine((name) => USERNAME_PATTERN.test(name), messages.register.usernameFormat),
});
export type ChangeUsernameBody = z.infer<typeof changeUsernameBody>;

/** `PUT /api/superadmin/tables/accounts/change-password/{id}`; the confirmation stays in the form. */
export const changePasswordBody = z.strictObject({
  newPassword: plainText(200, { trim: false }).refine(
    (password) => password.length >= MIN_PASSWORD_LENGTH,
    messages.accounts.passwordInvalid,
  ),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** The password form: the new password twice; only `newPassword` is sent. */
export const changePasswordForm = withConfirmation(changePasswordBody.shape, 'newPassword');
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

/** `PUT /api/superadmin/accounts/{id}/disabled`: switch an account off (or on again). */
export const setAccountDisabledBody = z.strictObject({ disabled: z.boolean() });
export type SetAccountDisabledBody = z.infer<typeof setAccountDisabledBody>;

export const ACCOUNT_ROLES = ['super_admin', 'owner', 'employee'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];
/** The most accounts `GET /api/superadmin/accounts` returns (the spec's accounts list limit). */
export const ACCOUNT_LIST_LIMIT = 1000;

/** One account as the account-management screen lists it: no hash, no token material. */
export const accountItem = z.object({
  id: z.number(),
  username: z.string(),
  depot_name: z.string().nullable(),
  address: z.string().nullable(),
  role: z.enum(ACCOUNT_ROLES),
  /** An employee's depot: the owner account they work for. */
  employer: z
    .object({ id: z.number(), username: z.string(), depot_name: z.string().nullable() })
    .nullable(),
  disabled: z.boolean(),
  created_at: z.string(),
  /** When the depot's sensors last sent data (owners only). */
  last_online: z.string().nullable(),
});
export type AccountItem = z.infer<typeof accountItem>;
export const accountList = z.array(accountItem);
