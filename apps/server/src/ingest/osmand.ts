/**
 * The OsmAnd protocol as Traccar Client, OsmAnd and many hardware trackers speak it, turned into
 * the position payload every tracker transport shares (`positionPayload`: km/h, epoch ms or ISO).
 * Field names and units follow Traccar's OsmAndProtocolDecoder: `id`/`deviceid` (here the
 * tracker's key), `lat`+`lon` or `location=lat,lon`, `timestamp` (seconds, milliseconds, ISO-8601
 * or `yyyy-MM-dd HH:mm:ss` UTC), `speed` in knots, `bearing`/`heading`, `altitude`, `accuracy`,
 * `batt` in %, `valid` and `alarm`. Other parameters (hdop, charge, cell, wifi…) are ignored.
 *
 * Like Traccar, an odd optional field (a negative speed meaning "unknown", a bearing of 360.5, a
 * battery of 101 %, an empty value) is dropped or brought into range rather than costing the fix:
 * a tracker cannot be told to send it differently, and refusing would lose the position.
 */

const KNOT_KMH = 1.852;
const MPS_KMH = 3.6;
/** Traccar reads a timestamp below 2^31 as seconds, anything larger as milliseconds. */
const SECONDS_BELOW = 2 ** 31 - 1;
const MAX_VALUE_LENGTH = 200;
/** Beyond what positionPayload takes: a value out there is dropped as unknown. */
const MAX_SPEED_KMH = 1000;
const ALTITUDE_M = { min: -1000, max: 10_000 };

export type QueryParams = Record<string, string | string[] | undefined>;

/** The first value of a parameter, as sent (a repeated parameter counts once). */
function param(params: QueryParams, ...names: string[]): string | undefined {
  for (const name of names) {
    const raw = params[name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value !== undefined) return value.slice(0, MAX_VALUE_LENGTH);
  }
  return undefined;
}

/** A coordinate as sent; a malformed one stays a NaN for the payload check to name. */
const coordinateOf = (value: string | undefined) =>
  value === undefined ? undefined : value.trim() === '' ? Number.NaN : Number(value);

/** An optional number as sent, or undefined when it is empty or no number at all. */
function optionalNumber(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/** Speed in km/h; a negative one is how Traccar Client says "unknown". */
const speedOf = (kmh: number | undefined) =>
  kmh !== undefined && kmh >= 0 && kmh <= MAX_SPEED_KMH ? kmh : undefined;
/** Degrees clockwise from north: negative is unknown, a full turn or more wraps round. */
const bearingOf = (deg: number | undefined) =>
  deg === undefined || deg < 0 ? undefined : deg > 360 ? deg % 360 : deg;
const accuracyOf = (m: number | undefined) => (m !== undefined && m >= 0 ? m : undefined);
const altitudeOf = (m: number | undefined) =>
  m !== undefined && m >= ALTITUDE_M.min && m <= ALTITUDE_M.max ? m : undefined;
/** Percent; a reading above 100 (a charging phone's 101) is full. */
const batteryOf = (pct: number | undefined) =>
  pct === undefined || pct < 0 ? undefined : Math.min(pct, 100);

function timestampOf(value: string | undefined): string | number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  if (/^\d+$/.test(value)) {
    const n = Number(value);
    return n < SECONDS_BELOW ? n * 1000 : n;
  }
  const plain = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)$/.exec(value);
  return plain ? `${plain[1]}T${plain[2]}Z` : value;
}

/** Traccar's reading of `valid`: `true` (any case) or `1`; anything else is an invalid fix. */
const validOf = (value: string | undefined) =>
  value === undefined ? undefined : value.toLowerCase() === 'true' || value === '1';

/** The payload without the fields that were not sent, so the checks see only what came. */
const defined = (payload: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(payload).filter(([, v]) => v !== undefined));

/** The tracker key a query carries, if any. */
export const keyOfQuery = (params: QueryParams) => param(params, 'id', 'deviceid');

/**
 * A position payload from OsmAnd query (or form) parameters. Without `lat`/`lon` (or
 * `location`) it has no coordinates: a heartbeat, or a fix by cell towers the server cannot place.
 */
export function positionOfQuery(params: QueryParams): Record<string, unknown> {
  const location = param(params, 'location')?.split(',');
  const knots = optionalNumber(param(params, 'speed'));
  return defined({
    lat: coordinateOf(location ? location[0] : param(params, 'lat')),
    lon: coordinateOf(location ? (location[1] ?? '') : param(params, 'lon')),
    ts: timestampOf(param(params, 'timestamp')),
    speed: speedOf(knots === undefined ? undefined : knots * KNOT_KMH),
    bearing: bearingOf(optionalNumber(param(params, 'bearing', 'heading'))),
    altitude: altitudeOf(optionalNumber(param(params, 'altitude'))),
    accuracy: accuracyOf(optionalNumber(param(params, 'accuracy'))),
    battery: batteryOf(optionalNumber(param(params, 'batt'))),
    valid: validOf(param(params, 'valid')),
    alarm: param(params, 'alarm'),
  });
}

const record = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

/**
 * Traccar Client 9's JSON body: `{"device_id", "location": {"timestamp", "coords": {latitude,
 * longitude, speed m/s, heading, accuracy, altitude}, "battery": {"level": 0–1}, "alarm" or
 * "extras": {"alarm"}}}`. Without `coords` it carries no coordinates, as Traccar reads it.
 */
export function positionOfJson(body: unknown): { key: unknown; position: Record<string, unknown> } {
  const root = record(body);
  const location = record(root.location);
  const coords = record(location.coords);
  const mps = optionalNumber(coords.speed);
  const level = optionalNumber(record(location.battery).level);
  return {
    key: root.device_id,
    position: defined({
      lat: coords.latitude,
      lon: coords.longitude,
      ts: location.timestamp,
      speed: speedOf(mps === undefined ? undefined : mps * MPS_KMH),
      bearing: bearingOf(optionalNumber(coords.heading)),
      altitude: altitudeOf(optionalNumber(coords.altitude)),
      accuracy: accuracyOf(optionalNumber(coords.accuracy)),
      battery: batteryOf(level === undefined ? undefined : Math.round(level * 100)),
      alarm: text(location.alarm) ?? text(record(location.extras).alarm),
    }),
  };
}
