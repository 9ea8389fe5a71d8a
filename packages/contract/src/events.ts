import { usernameField } from './common';
import { tankReading } from './reports';
import { lastPosition } from './tracker';
import { z } from './zod';

/**
 * What the live stream (`GET /api/events`, server-sent events) carries: each `data:` line is one
 * of these, as JSON. Payloads stay small; where one is not enough to update a screen, it says
 * what changed and the browser fetches that again.
 */

/** A level reading was stored: the tank's newest level in that batch. */
export const tankEvent = z.object({
  type: z.literal('tank'),
  ...tankReading.pick({ tank_id: true, water_level_cm: true, volume: true, timestamp: true }).shape,
});

/** Gallons were counted: today's row of the daily report (Asia/Jakarta) after them. */
export const usageEvent = z.object({
  type: z.literal('usage'),
  today: z.object({
    date: z.string(),
    volume: z.number(),
    gallons: z.number(),
    tapA: z.number(),
    tapB: z.number(),
    tapC: z.number(),
  }),
  /** Some gallons fell on another day (a device sending late, a clock ahead): refetch reports. */
  other_days: z.boolean(),
});

/** A notification was added to the depot's list. */
export const notificationEvent = z.object({
  type: z.literal('notification'),
  kind: z.string(),
});

/** A transaction was saved or deleted. */
export const saleEvent = z.object({
  type: z.literal('sale'),
  action: z.enum(['created', 'deleted']),
  transaction_id: z.number(),
});

/** A delivery motorbike's tracker reported where it is. */
export const positionEvent = z.object({
  type: z.literal('position'),
  ...lastPosition.pick({
    tracker_id: true,
    latitude: true,
    longitude: true,
    speed: true,
    timestamp: true,
  }).shape,
});

/**
 * A rider raised an alarm (Traccar Client's SOS): the same text as the depot's notification,
 * and the place it names (the fix sent with it, or the bike's last known one; null if none).
 */
export const alarmEvent = z.object({
  type: z.literal('alarm'),
  alarm: z.string(),
  tracker_id: z.string(),
  tracker_name: z.string(),
  message: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  map_url: z.string().nullable(),
  timestamp: z.string(),
});
export type AlarmEvent = z.infer<typeof alarmEvent>;

/** Events may have been missed (the server lost its link to the others): fetch everything again. */
export const resyncEvent = z.object({ type: z.literal('resync') });

export const serverEvent = z.discriminatedUnion('type', [
  tankEvent,
  usageEvent,
  notificationEvent,
  saleEvent,
  positionEvent,
  alarmEvent,
  resyncEvent,
]);
export type ServerEvent = z.infer<typeof serverEvent>;

/** Optional depot of the stream: a super admin names one; others may name only their own. */
export const eventsQuery = z.strictObject({ username: usernameField.optional() });
