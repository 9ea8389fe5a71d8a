import * as zm from 'zod/mini';
import { usernameField } from './common';
import { z } from './zod';

/**
 * What the live stream (`GET /api/events`, server-sent events) carries: each `data:` line is one
 * of these, as JSON. Payloads stay small; where one is not enough to update a screen, it says
 * what changed and the browser fetches that again. Written with zod/mini (the same zod, its
 * tree-shakable functions), because the browser checks every event on screens that need no other
 * schema: the full zod would add about 20 KB to the owner's home.
 */

/** A level reading was stored: the tank's newest level in that batch. */
export const tankEvent = zm.object({
  type: zm.literal('tank'),
  tank_id: zm.number(),
  water_level_cm: zm.number(),
  volume: zm.number(),
  timestamp: zm.string(),
});

/** Gallons were counted: today's row of the daily report (Asia/Jakarta) after them. */
export const usageEvent = zm.object({
  type: zm.literal('usage'),
  today: zm.object({
    date: zm.string(),
    volume: zm.number(),
    gallons: zm.number(),
    tapA: zm.number(),
    tapB: zm.number(),
    tapC: zm.number(),
  }),
  /** Some gallons fell on another day (a device sending late, a clock ahead): refetch reports. */
  other_days: zm.boolean(),
});

/** A notification was added to the depot's list. */
export const notificationEvent = zm.object({
  type: zm.literal('notification'),
  kind: zm.string(),
});

/** A transaction was saved or deleted. */
export const saleEvent = zm.object({
  type: zm.literal('sale'),
  action: zm.enum(['created', 'deleted']),
  transaction_id: zm.number(),
});

/** A delivery motorbike's tracker reported where it is. */
export const positionEvent = zm.object({
  type: zm.literal('position'),
  tracker_id: zm.string(),
  latitude: zm.number(),
  longitude: zm.number(),
  /** km/h, when the tracker reports it. */
  speed: zm.nullable(zm.number()),
  timestamp: zm.string(),
});

/**
 * A rider raised an alarm (Traccar Client's SOS): the same text as the depot's notification,
 * and the place it names (the fix sent with it, or the bike's last known one; null if none).
 */
export const alarmEvent = zm.object({
  type: zm.literal('alarm'),
  alarm: zm.string(),
  tracker_id: zm.string(),
  tracker_name: zm.string(),
  message: zm.string(),
  latitude: zm.nullable(zm.number()),
  longitude: zm.nullable(zm.number()),
  map_url: zm.nullable(zm.string()),
  timestamp: zm.string(),
});
export type AlarmEvent = zm.infer<typeof alarmEvent>;

/** Events may have been missed (the server lost its link to the others): fetch everything again. */
export const resyncEvent = zm.object({ type: zm.literal('resync') });

export const serverEvent = zm.discriminatedUnion('type', [
  tankEvent,
  usageEvent,
  notificationEvent,
  saleEvent,
  positionEvent,
  alarmEvent,
  resyncEvent,
]);
export type ServerEvent = zm.infer<typeof serverEvent>;

/** Optional depot of the stream: a super admin names one; others may name only their own. */
export const eventsQuery = z.strictObject({ username: usernameField.optional() });

/** The server sends a comment at least this often, so proxies keep an idle stream open. */
export const EVENTS_HEARTBEAT_MS = 20_000;
