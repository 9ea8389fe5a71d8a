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
