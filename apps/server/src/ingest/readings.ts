import {
  ALARM_SOS,
  actuatorStatePayload,
  flowPayload,
  iotValuePayload,
  heartbeatPayload,
  levelPayload,
  MAX_FUTURE_MS,
  MIN_READING_MS,
  messages,
  positionPayload,
  qualityPayload,
  type z,
} from '@depot/contract';
import type { AlarmInput, FixValues } from '../modules/tracker';
import type { SensorInfo } from './sensor-directory';

interface Base {
  sensorId: string;
  accountId: number;
  ts: Date;
  seq: number | null;
}
export type Reading =
  | (Base & { kind: 'level'; tankId: number; waterLevelCm: number; volume: number })
  | (Base & { kind: 'flow'; tap: 'A' | 'B' | 'C'; volumeL: number })
  | (Base & {
      kind: 'quality';
      temperature: number | null;
      ph: number | null;
      tds: number | null;
      salinity: number | null;
      turbidity: number | null;
    })
  /** A motorbike tracker's fix; the tracker is the `gps` sensor `sensorId`. */
  | (Base & FixValues & { kind: 'position' })
  | (Base & { kind: 'iot'; value: number })
  | (Base & {
      /** An actuator's reported state, answering command `commandId` when it says so. */
      kind: 'actuator';
      on: boolean;
      commandId: number | null;
      error: string | null;
    });

export interface ReadingError {
  index: number;
  reason: string;
}

export interface ParsedReadings {
  readings: Reading[];
  /** Where each reading stood in the message: `positions[i]` is the index of `readings[i]`. */
  positions: number[];
  errors: ReadingError[];
  /** How many items were only a heartbeat. */
  heartbeats: number;
}

export const MAX_READINGS_PER_MESSAGE = 1000;

const VALUE_KEYS = {
  level: ['distance_cm', 'water_level_cm'],
  flow: ['volume_l'],
  quality: ['temperature', 'ph', 'tds', 'salinity', 'turbidity'],
  gps: ['lat', 'lon'],
  iot: ['value'],
  actuator: ['state'],
} as const;

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** Keys that reach an object's prototype when code merges or copies what a device sent. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor']);

/**
 * The one JSON parse of a device's message, whatever brought it (HTTP body, MQTT payload).
 * `JSON.parse` keeps a `__proto__` key as a plain property, so nothing is polluted here; such a
 * reading is refused alone by `parseReadings`, not the whole message. Throws a SyntaxError.
 */
export const parseMessage = (text: string): unknown => JSON.parse(text);

/** The first forbidden key anywhere in a reading (walked without recursion: any depth is safe). */
function forbiddenKeyOf(item: object): string | undefined {
  const stack: unknown[] = [item];
  while (stack.length) {
    const value = stack.pop();
    if (typeof value !== 'object' || value === null) continue;
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key)) return key;
      stack.push((value as Record<string, unknown>)[key]);
    }
  }
  return undefined;
}

function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return messages.api.invalidInput;
  return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

/**
 * A reading's time. One from a clock a few minutes fast is stored at the receive time, so a
 * gallon never lands on a day that has not begun and a tank card never shows the future.
 */
function timeOf(ts: string | number | undefined, now: number): Date | string {
  const at = ts === undefined ? now : typeof ts === 'number' ? ts : Date.parse(ts);
  if (at > now + MAX_FUTURE_MS) return messages.ingest.future;
  return new Date(Math.min(at, now));
}

/** A reading's time (or why it is refused) and its sequence number. */
function stampOf(data: { ts?: string | number; seq?: number }, now: number) {
  const ts = timeOf(data.ts, now);
  return typeof ts === 'string' ? ts : { ts, seq: data.seq ?? null };
}

/** `item` as `schema` reads it, with its time and sequence number; or why it is refused. */
function readWith<T extends { ts?: string | number; seq?: number }>(
  schema: z.ZodType<T>,
  item: unknown,
  now: number,
) {
  const p = schema.safeParse(item);
  if (!p.success) return describe(p.error);
  const stamp = stampOf(p.data, now);
  return typeof stamp === 'string' ? stamp : { stamp, data: p.data };
}

/** Water level and volume from the tank's shape, clamped to what the tank can hold. */
export function levelOf(
  tank: { capacity: number; heightCm: number },
  payload: { distance_cm?: number; water_level_cm?: number },
) {
  const raw = payload.water_level_cm ?? tank.heightCm - (payload.distance_cm ?? 0);
  const waterLevelCm = clamp(raw, 0, tank.heightCm);
  return {
    waterLevelCm,
    volume: clamp((tank.capacity * waterLevelCm) / tank.heightCm, 0, tank.capacity),
  };
}

const OTHER_KINDS_KEYS: string[] = Object.entries(VALUE_KEYS)
  .filter(([kind]) => kind !== 'gps')
  .flatMap(([, keys]) => keys);

/**
 * A tracker's message without coordinates: an alarm (raised by the ingestor before parsing) or
 * a phone's heartbeat while it has no fix. Neither is a position to store; the tracker is still
 * seen, so it stays Online. A reading of another kind is named as such.
 */
function withoutFix(item: object): 'heartbeat' | string {
  if ('alarm' in item) return 'heartbeat';
  return OTHER_KINDS_KEYS.some((k) => k in item)
    ? messages.ingest.wrongKind('gps')
    : messages.tracker.noFix;
}

function parseOne(sensor: SensorInfo, item: unknown, now: number): Reading | string | 'heartbeat' {
  if (typeof item !== 'object' || item === null || Array.isArray(item))
    return messages.ingest.notAReading;
  const forbidden = forbiddenKeyOf(item);
  if (forbidden) return messages.ingest.forbiddenKey(forbidden);
  const kind = sensor.kind;
  if (kind === 'other') return messages.ingest.kindNotIngested(kind);
  if (!VALUE_KEYS[kind].some((k) => k in item)) {
    // Nothing to measure: a heartbeat, or a reading meant for another kind of sensor.
    if (heartbeatPayload.safeParse(item).success) return 'heartbeat';
    return kind === 'gps' ? withoutFix(item) : messages.ingest.wrongKind(kind);
  }
  const base = { sensorId: sensor.sensorId, accountId: sensor.accountId };

  if (kind === 'level') {
    const p = levelPayload.safeParse(item);
    if (!p.success) return describe(p.error);
    if (!sensor.tank) return messages.ingest.kindNotIngested(kind);
    const stamp = stampOf(p.data, now);
    if (typeof stamp === 'string') return stamp;
    return {
      ...base,
      ...stamp,
      kind,
      tankId: sensor.tank.id,
      ...levelOf(sensor.tank, p.data),
    };
  }
  if (kind === 'flow') {
    const p = flowPayload.safeParse(item);
    if (!p.success) return describe(p.error);
    const tap = p.data.tap ?? sensor.tap;
    if (!tap || (sensor.tap && tap !== sensor.tap))
      return messages.ingest.wrongTap(sensor.tap ?? '-');
    const stamp = stampOf(p.data, now);
    if (typeof stamp === 'string') return stamp;
    return { ...base, ...stamp, kind, tap, volumeL: p.data.volume_l };
  }
  if (kind === 'iot') {
    if (!sensor.iotType) return messages.ingest.kindNotIngested(kind);
    const r = readWith(iotValuePayload(sensor.iotType), item, now);
    if (typeof r === 'string') return r;
    return { ...base, ...r.stamp, kind, value: r.data.value };
  }
  if (kind === 'actuator') {
    const r = readWith(actuatorStatePayload, item, now);
    if (typeof r === 'string') return r;
    return {
      ...base,
      ...r.stamp,
      kind,
      on: r.data.state === 'ON',
      commandId: r.data.command_id ?? null,
      error: r.data.error ?? null,
    };
  }
  if (kind === 'gps') {
    const r = readWith(positionPayload, item, now);
    if (typeof r === 'string') return r;
    const { lat, lon, speed, bearing, accuracy, altitude, battery } = r.data;
    return {
      ...base,
      ...r.stamp,
      kind: 'position',
      lat,
      lon,
      speed: speed ?? null,
      bearing: bearing ?? null,
      accuracy: accuracy ?? null,
      altitude: altitude ?? null,
      battery: battery ?? null,
    };
  }
  const r = readWith(qualityPayload, item, now);
  if (typeof r === 'string') return r;
  const { temperature, ph, tds, salinity, turbidity } = r.data;
  return {
    ...base,
    ...r.stamp,
    kind,
    temperature: temperature ?? null,
    ph: ph ?? null,
    tds: tds ?? null,
    salinity: salinity ?? null,
    turbidity: turbidity ?? null,
  };
}

/**
 * Checks a device's message (one reading or an array) against its sensor. Good readings are
 * kept even when others in the same message are rejected; each rejection names its index.
 */
export function parseReadings(sensor: SensorInfo, body: unknown, now = Date.now()): ParsedReadings {
  const items = Array.isArray(body) ? body : [body];
  if (items.length > MAX_READINGS_PER_MESSAGE) {
    return {
      readings: [],
      positions: [],
      heartbeats: 0,
      errors: [{ index: 0, reason: messages.ingest.tooMany(MAX_READINGS_PER_MESSAGE) }],
    };
  }
  const result: ParsedReadings = { readings: [], positions: [], errors: [], heartbeats: 0 };
  items.forEach((item, index) => {
    const r = parseOne(sensor, item, now);
    if (r === 'heartbeat') result.heartbeats++;
    else if (typeof r === 'string') result.errors.push({ index, reason: r });
    else {
      result.readings.push(r);
      result.positions.push(index);
    }
  });
  return result;
}

/**
 * The SOS alarms in a tracker's message (`"alarm": "sos"`, in any case), each with its fix when
 * that fix is a usable place. They are raised whatever becomes of the fix itself: a rider's SOS
 * must not wait behind a filter.
 */
export function alarmsOf(body: unknown, now = Date.now()): AlarmInput[] {
  const items: unknown[] = Array.isArray(body) ? body : [body];
  return items.flatMap((item) => {
    const alarm = (item as { alarm?: unknown } | null)?.alarm;
    if (typeof alarm !== 'string' || alarm.toLowerCase() !== ALARM_SOS) return [];
    const fix = positionPayload.safeParse(item);
    // Its time even when the fix is refused; a time no clock could give means now.
    const ts = (item as { ts?: unknown }).ts;
    const at = typeof ts === 'number' ? ts : typeof ts === 'string' ? Date.parse(ts) : Number.NaN;
    return [
      {
        alarm: ALARM_SOS,
        ts: new Date(at >= MIN_READING_MS ? Math.min(at, now) : now),
        place: fix.success ? { lat: fix.data.lat, lon: fix.data.lon } : null,
      },
    ];
  });
}
