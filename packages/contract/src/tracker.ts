import { plainText, SENSOR_ID_PATTERN, usernameField } from './common';
import { messages } from './messages';
import { finiteNumber, readingMeta, readingValue } from './telemetry';
import { z } from './zod';

/** Delivery-motorbike tracking: devices, positions, trips and geofences. */

/** The live trail keeps this many points. */
export const TRAIL_POINTS = 50;
export const MAP_CENTER = { lat: -6.366, lon: 106.88 } as const;
export const TRACKER_ZOOM = 15;
export const DEFAULT_FUEL_KM_PER_L = 10;
export const MIN_FUEL_KM_PER_L = 1;

/** Ingest filters. */
export const MAX_ACCURACY_M = 100;
/** A position implying a faster ride from the last one is a GPS jump, not a motorbike. */
export const MAX_SPEED_KMH = 200;
/** Moves shorter than this from the last counted point, at walking speed or less, are GPS jitter. */
export const JITTER_M = 15;
/** Below this reported speed a point may be jitter; above it, it is movement. */
export const JITTER_SPEED_KMH = 5;
/** So many jumps in a row, each consistent with the one before, are taken as the truth. */
export const JUMP_RESET_RUN = 3;

/** Trip rules (Traccar's defaults as a start). */
export const TRIP_MIN_DISTANCE_M = 200;
export const STOP_MIN_MS = 3 * 60 * 1000;
export const TRIP_GAP_MS = 60 * 60 * 1000;

/** Geofence dead band: so many consecutive points and so long on the other side before an event. */
export const GEOFENCE_DWELL_POINTS = 2;
export const GEOFENCE_DWELL_MS = 30 * 1000;
export const GEOFENCE_MAX_VERTICES = 500;
/**
 * The smallest geofence (10 m × 10 m): a GPS fix is good to some metres, so a smaller area (or
 * none: points on one line) could never tell a bike inside from one outside.
 */
export const GEOFENCE_MIN_AREA_M2 = 100;

/** History is drawn with at most this many points; the summary uses every point. */
export const HISTORY_MAX_POINTS = 3000;
/**
 * A point of a history is drawn only when leaving it out would move the line by more than this
 * (about one screen pixel at the tracker's zoom) or bend the speed chart by more than
 * HISTORY_TOLERANCE_KMH: a parked hour is a few points, not hundreds of jitter.
 */
export const HISTORY_TOLERANCE_M = 5;
export const HISTORY_TOLERANCE_KMH = 3;
/** ...but at least one point this often, so a parked bike's speed line does not break. */
export const HISTORY_MAX_POINT_GAP_MS = 4 * 60 * 1000;
/** The longest history or summary range one call may ask for, in days. */
export const HISTORY_MAX_DAYS = 366;
/** The summary lists at most this many trips and stops (the newest); totals count them all. */
export const SUMMARY_MAX_SEGMENTS = 500;

/**
 * One position as the MQTT topic `trackers/{id}/position` carries it, and as the OsmAnd and
 * Traccar Client JSON adapters hand it to ingestion: `speed` in km/h, `ts` ISO-8601 or epoch ms.
 * Unknown fields (diagnostics) are ignored.
 */
export const positionPayload = z
  .object({
    lat: readingValue(-90, 90),
    lon: readingValue(-180, 180),
    ts: readingMeta.ts,
    speed: readingValue(0, 1000, 'km/h').optional(),
    bearing: readingValue(0, 360).optional(),
    accuracy: finiteNumber().min(0, 'tidak boleh negatif').optional(),
    altitude: readingValue(-1000, 10_000, 'm').optional(),
    battery: readingValue(0, 100, '%').optional(),
    /** The tracker's own verdict on the fix (OsmAnd `valid`); false: no GPS fix, refused. */
    valid: z.boolean().optional(),
    /** An alarm raised with the fix; `sos` reaches the depot at once (ALARM_SOS). */
    alarm: z.string().max(64).optional(),
  })
  .refine((p) => p.valid !== false, { message: messages.tracker.invalidFix })
  .refine((p) => p.lat !== 0 || p.lon !== 0, { message: messages.tracker.nullIsland })
  .refine((p) => p.accuracy === undefined || p.accuracy <= MAX_ACCURACY_M, {
    message: messages.tracker.inaccurate(MAX_ACCURACY_M),
    path: ['accuracy'],
  });
export type PositionPayload = z.infer<typeof positionPayload>;

/** A tracker's id: a sensor id (it appears in the MQTT topic). */
export const trackerIdField = z.string().regex(SENSOR_ID_PATTERN, messages.tracker.trackerIdFormat);

/** Every tracker read names the depot in the path and may pick a bike. */
export const trackerQuery = z.strictObject({ tracker: trackerIdField.optional() });

/** A day in Asia/Jakarta, as a date input gives it. */
const day = z
  .string()
  .regex(/^(20\d\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, {
    message: messages.tracker.dateFormat,
    abort: true,
  })
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) &&
      new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    messages.tracker.dateFormat,
  );

/** `start_date` and `end_date` inclusive, in Asia/Jakarta days. */
export const trackerRangeQuery = z
  .strictObject({
    tracker: trackerIdField.optional(),
    start_date: day,
    end_date: day,
  })
  .refine((q) => q.start_date <= q.end_date, {
    message: messages.tracker.rangeOrder,
    path: ['end_date'],
  })
  .refine(
    (q) =>
      Date.parse(`${q.end_date}T00:00:00Z`) - Date.parse(`${q.start_date}T00:00:00Z`) <
      HISTORY_MAX_DAYS * 86_400_000,
    { message: messages.tracker.rangeTooLong(HISTORY_MAX_DAYS), path: ['end_date'] },
  );
export type TrackerRangeQuery = z.infer<typeof trackerRangeQuery>;

/** Tracker calls answer `{ success, data, message? }` (spec §7). */
const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

const latLng = z.object({ latitude: z.number(), longitude: z.number() });

export const trackerStatus = z.enum(['Online', 'Offline']);
export type TrackerStatus = z.infer<typeof trackerStatus>;

export const lastPosition = z.object({
  tracker_id: z.string(),
  ...latLng.shape,
  timestamp: z.string(),
  /** km/h, when the tracker reports it. */
  speed: z.number().nullable(),
  bearing: z.number().nullable(),
  battery: z.number().nullable(),
});
export type LastPosition = z.infer<typeof lastPosition>;
/** `data` is null while the bike has sent no position yet. */
export const lastPositionResponse = envelope(lastPosition.nullable());

/** A bike's state, in the device status and in the depot's device list. */
const presence = {
  status: trackerStatus,
  /** When the bike last sent: its last message or its newest stored position; null if neither. */
  last_seen: z.string().nullable(),
};

export const deviceStatus = z.object({ tracker_id: z.string().nullable(), ...presence });
export type DeviceStatus = z.infer<typeof deviceStatus>;
export const deviceStatusResponse = envelope(deviceStatus);

export const trackerDevice = z.object({ id: z.string(), name: z.string(), ...presence });
export type TrackerDevice = z.infer<typeof trackerDevice>;
export const trackerDevicesResponse = envelope(
  z.object({
    username: z.string(),
    depot_name: z.string().nullable(),
    /** The depot's own location ('Lokasi Depot'), when it has one. */
    depot_location: latLng.nullable(),
    devices: z.array(trackerDevice),
  }),
);

export type TrackerDevices = z.infer<typeof trackerDevicesResponse>['data'];

/** A vertex as [latitude, longitude]. */
const vertex = z.tuple([readingValue(-90, 90), readingValue(-180, 180)]);

export const geofence = z.object({
  id: z.number(),
  name: z.string(),
  /** JSON text of [latitude, longitude] pairs (spec §3). */
  coordinates: z.string(),
  username: z.string(),
});
export type Geofence = z.infer<typeof geofence>;
export const geofencesResponse = envelope(z.array(geofence));

export const createGeofenceRequest = z.strictObject({
  username: usernameField,
  name: plainText(100).min(1, messages.tracker.geofenceName),
  coordinates: z
    .array(vertex)
    .min(3, messages.tracker.geofenceVertices(GEOFENCE_MAX_VERTICES))
    .max(GEOFENCE_MAX_VERTICES, messages.tracker.geofenceVertices(GEOFENCE_MAX_VERTICES)),
});
export type CreateGeofenceRequest = z.infer<typeof createGeofenceRequest>;
/** The saved geofence (201), with `messages.tracker.geofenceSaved`. */
export const geofenceSavedResponse = envelope(geofence);

/** A tracker call that answers only a message (a deletion). */
export const trackerMessageResponse = z.object({ success: z.literal(true), message: z.string() });

export const historyPoint = lastPosition.pick({
  latitude: true,
  longitude: true,
  timestamp: true,
  speed: true,
});
export type HistoryPoint = z.infer<typeof historyPoint>;
export const historyResponse = envelope(z.array(historyPoint)).extend({
  /** How many stored positions the range holds; more than `data.length` when thinned. */
  total_points: z.number(),
});
export type HistoryResponse = z.infer<typeof historyResponse>;

export const segment = z.object({
  kind: z.enum(['trip', 'stop']),
  start_time: z.string(),
  /** null while the trip or stop is still going on. */
  end_time: z.string().nullable(),
  duration_sec: z.number(),
  start: latLng,
  end: latLng,
  distance_km: z.number(),
  max_speed_kmh: z.number(),
  average_speed_kmh: z.number(),
});
export type Segment = z.infer<typeof segment>;

export const summary = z.object({
  /** Every kept fix's share of the days' distance, stops included. */
  total_distance_km: z.number(),
  /** The trips' distance over their durations: nothing ridden or spent in a stop. */
  average_speed_kmh: z.number(),
  /** Time spent riding: the durations of the trips that start in the range, in seconds. */
  total_duration_sec: z.number(),
  max_speed_kmh: z.number(),
  trip_count: z.number(),
  stop_count: z.number(),
  /** The newest SUMMARY_MAX_SEGMENTS trips and stops of the range, oldest first. */
  trips: z.array(segment),
  stops: z.array(segment),
});
export type TrackerSummary = z.infer<typeof summary>;
export const summaryResponse = envelope(summary);

export const createTrackerRequest = z.strictObject({
  username: usernameField,
  name: plainText(64).min(1, messages.tracker.trackerName),
  /** Chosen by the super admin, or made from the username when left out. */
  id: trackerIdField.optional(),
});
export type CreateTrackerRequest = z.infer<typeof createTrackerRequest>;
export const createTrackerResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    id: z.string(),
    name: z.string(),
    username: z.string(),
    /** Shown once: only its hash is stored. */
    key: z.string(),
  }),
});
export type CreateTrackerResponse = z.infer<typeof createTrackerResponse>;
export const trackerIdParams = z.strictObject({ id: trackerIdField });

/** Every depot's trackers, for the super admin's device picker. */
export const adminTracker = trackerDevice.extend({
  username: z.string(),
  depot_name: z.string().nullable(),
});
export type AdminTracker = z.infer<typeof adminTracker>;
export const adminTrackersResponse = envelope(z.array(adminTracker));

/** Litres of fuel for a distance (spec §9): 0 unless both are above 0; 2 decimals. */
export function fuelLitres(distanceKm: number, kmPerLitre: number): number {
  if (!(distanceKm > 0) || !(kmPerLitre > 0)) return 0;
  return Math.round((distanceKm / kmPerLitre) * 100) / 100;
}

/** The alarm Traccar Client's SOS button sends (`alarm=sos`), the one the depot is told of. */
export const ALARM_SOS = 'sos';

/** A place on OpenStreetMap's own map, with a marker, as a link in a notification. */
export function mapUrl(lat: number, lon: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}
