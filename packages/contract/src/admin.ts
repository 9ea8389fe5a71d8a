import { MIN_PASSWORD_LENGTH, plainText, USERNAME_PATTERN } from './common';
import { messages } from './messages';
import { z } from './zod';

export const SENSOR_KINDS = ['level', 'flow', 'quality', 'gps', 'other'] as const;
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
