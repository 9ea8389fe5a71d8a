/**
 * The OsmAnd protocol as Traccar Client, OsmAnd and many hardware trackers speak it, turned into
 * the position payload every tracker transport shares (`positionPayload`: km/h, epoch ms or ISO).
 * Field names and units follow Traccar's OsmAndProtocolDecoder: `id`/`deviceid` (here the
 * tracker's key), `lat`+`lon` or `location=lat,lon`, `timestamp` (seconds, milliseconds, ISO-8601
 * or `yyyy-MM-dd HH:mm:ss` UTC), `speed` in knots, `bearing`/`heading`, `altitude`, `accuracy`,
 * `batt` in %. Other parameters (hdop, charge, cell, wifi…) are ignored.
 */

const KNOT_KMH = 1.852;
const MPS_KMH = 3.6;
/** Traccar reads a timestamp below 2^31 as seconds, anything larger as milliseconds. */
const SECONDS_BELOW = 2 ** 31 - 1;
const MAX_VALUE_LENGTH = 200;

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

/** A number as sent; an empty or malformed value stays a NaN for the payload check to name. */
const numberOf = (value: string | undefined) =>
  value === undefined ? undefined : value.trim() === '' ? Number.NaN : Number(value);

function timestampOf(value: string | undefined): string | number | undefined {
  if (value === undefined) return undefined;
  if (/^\d+$/.test(value)) {
    const n = Number(value);
    return n < SECONDS_BELOW ? n * 1000 : n;
  }
  const plain = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)$/.exec(value);
  return plain ? `${plain[1]}T${plain[2]}Z` : value;
}

/** The tracker key a query carries, if any. */
export const keyOfQuery = (params: QueryParams) => param(params, 'id', 'deviceid');

/** A position payload from OsmAnd query (or form) parameters. */
export function positionOfQuery(params: QueryParams): Record<string, unknown> {
  const location = param(params, 'location')?.split(',');
  const speed = numberOf(param(params, 'speed'));
  return {
    lat: numberOf(location ? location[0] : param(params, 'lat')),
    lon: numberOf(location ? location[1] : param(params, 'lon')),
    ts: timestampOf(param(params, 'timestamp')),
    speed: speed === undefined ? undefined : speed * KNOT_KMH,
    bearing: numberOf(param(params, 'bearing', 'heading')),
    altitude: numberOf(param(params, 'altitude')),
    accuracy: numberOf(param(params, 'accuracy')),
    battery: numberOf(param(params, 'batt')),
  };
}

const record = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
/** Traccar Client marks an unknown speed, heading or battery level with a negative number. */
const known = (v: unknown, scale = 1) => (typeof v === 'number' && v >= 0 ? v * scale : undefined);

/**
 * Traccar Client's JSON body: `{"device_id", "location": {"timestamp", "coords": {latitude,
 * longitude, speed m/s, heading, accuracy, altitude}, "battery": {"level": 0–1}}}`. Anything
 * missing is left out, so the payload check names what is wrong.
 */
export function positionOfJson(body: unknown): { key: unknown; position: Record<string, unknown> } {
  const root = record(body);
  const location = record(root.location);
  const coords = record(location.coords);
  return {
    key: root.device_id,
    position: {
      lat: coords.latitude,
      lon: coords.longitude,
      ts: location.timestamp,
      speed: known(coords.speed, MPS_KMH),
      bearing: known(coords.heading),
      altitude: coords.altitude ?? undefined,
      accuracy: coords.accuracy ?? undefined,
      battery: known(record(location.battery).level, 100),
    },
  };
}
