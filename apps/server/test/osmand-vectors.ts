import { messages } from '@depot/contract';

/**
 * What real OsmAnd clients send, for replaying at /api/osmand:
 * - every request of Traccar's own decoder test (traccar/traccar
 *   src/test/java/org/traccar/protocol/OsmAndProtocolDecoderTest.java, commit 9e5c458 of
 *   2026-08-21), verbatim: 11 query requests and 4 JSON bodies;
 * - the request shapes of Traccar Client: the native Android app up to 8.x (traccar-client-android
 *   ProtocolFormatter + RequestManager: a POST with the fix in the address and no body), the
 *   Flutter app 9.x (flutter_background_geolocation with Traccar's locationTemplate: a JSON
 *   body), and 10.x (traccar_client_sdk HttpUploader: a form body; a stationary heartbeat without
 *   a fix sends only `id`, `timestamp` and the battery).
 * The device ids are Traccar's; a replay swaps each for a tracker key of its own.
 * Expected values are worked out by hand: knots × 1.852 and m/s × 3.6 give km/h, a timestamp
 * below 2^31 is seconds, `yyyy-MM-dd HH:mm:ss` is UTC, a battery level of 0–1 is ×100.
 */

export interface StoredFix {
  lat: number;
  lon: number;
  /** ISO-8601, or null: dated when the server received it. */
  ts: string | null;
  /** km/h */
  speed: number | null;
  bearing: number | null;
  altitude: number | null;
  accuracy: number | null;
  battery: number | null;
}

export type Outcome =
  | { status: 200; stored: StoredFix }
  /** Answered 200 with this reason, nothing stored. */
  | { status: 200; refused: string }
  | { status: 401; message: string };

export interface TraccarQueryVector {
  query: string;
  /** The device id it names (swapped for a key), or null when it names none. */
  deviceId: string | null;
  outcome: Outcome;
}

const fix = (f: Partial<StoredFix> & Pick<StoredFix, 'lat' | 'lon'>): StoredFix => ({
  ts: null,
  speed: null,
  bearing: null,
  altitude: null,
  accuracy: null,
  battery: null,
  ...f,
});
/** The fix of Traccar's two vectors that differ only in how the time is written. */
const traccarFix = { lat: 42.06288, lon: -88.23412, altitude: 224, speed: 0 };

/** OsmAndProtocolDecoderTest.testDecodeQuery, in order. */
export const TRACCAR_QUERY_VECTORS: TraccarQueryVector[] = [
  {
    // Cell towers and Wi-Fi only: Traccar keeps the last known place; there is no fix to store.
    query:
      '/?id=123456&timestamp=1377177267&cell=257,02,16,2224&cell=257,02,16,2223,-90&wifi=00-14-22-01-23-45,-80&wifi=00-1C-B3-09-85-15,-70',
    deviceId: '123456',
    outcome: { status: 200, refused: messages.tracker.noFix },
  },
  {
    query: '/?timestamp=1377177267&lat=60.0&lon=30.0',
    deviceId: null,
    outcome: { status: 401, message: messages.tracker.missingKey },
  },
  {
    query:
      '/?id=902064&lat=42.06288&lon=-88.23412&timestamp=2016-01-27T18%3A55%3A47Z&hdop=6.0&altitude=224.0&speed=0.0',
    deviceId: '902064',
    outcome: {
      status: 200,
      stored: fix({ ...traccarFix, ts: '2016-01-27T18:55:47.000Z' }),
    },
  },
  {
    query:
      '/?id=902064&lat=42.06288&lon=-88.23412&timestamp=1442068686579&hdop=6.0&altitude=224.0&speed=0.0',
    deviceId: '902064',
    outcome: {
      status: 200,
      stored: fix({ ...traccarFix, ts: '2015-09-12T14:38:06.579Z' }),
    },
  },
  {
    query:
      '/?lat=49.60688&lon=6.15788&timestamp=2014-06-04+09%3A10%3A11&altitude=384.7&speed=0.0&id=353861053849681',
    deviceId: '353861053849681',
    outcome: {
      status: 200,
      stored: fix({
        lat: 49.60688,
        lon: 6.15788,
        ts: '2014-06-04T09:10:11.000Z',
        altitude: 384.7,
        speed: 0,
      }),
    },
  },
  {
    query:
      '/?id=123456&timestamp=1377177267&lat=60.0&lon=30.0&speed=0.0&bearing=0.0&altitude=0&hdop=0.0',
    deviceId: '123456',
    outcome: {
      status: 200,
      stored: fix({
        lat: 60,
        lon: 30,
        ts: '2013-08-22T13:14:27.000Z',
        speed: 0,
        bearing: 0,
        altitude: 0,
      }),
    },
  },
  {
    query: '/?id=123456&timestamp=1377177267&lat=60.0&lon=30.0',
    deviceId: '123456',
    outcome: { status: 200, stored: fix({ lat: 60, lon: 30, ts: '2013-08-22T13:14:27.000Z' }) },
  },
  {
    query: '/?lat=60.0&lon=30.0&speed=0.0&heading=0.0&vacc=0&hacc=0&altitude=0&deviceid=123456',
    deviceId: '123456',
    outcome: {
      status: 200,
      stored: fix({ lat: 60, lon: 30, speed: 0, bearing: 0, altitude: 0 }),
    },
  },
  {
    query:
      '/?id=861001000719969&lat=41.666667&lon=-0.883333&altitude=350.059479&speed=0.000000&batt=87',
    deviceId: '861001000719969',
    outcome: {
      status: 200,
      stored: fix({ lat: 41.666667, lon: -0.883333, altitude: 350.059479, speed: 0, battery: 87 }),
    },
  },
  {
    query: '/?id=123456&timestamp=1377177267&location=60.0,30.0',
    deviceId: '123456',
    outcome: { status: 200, stored: fix({ lat: 60, lon: 30, ts: '2013-08-22T13:14:27.000Z' }) },
  },
  {
    query:
      '/?id=123456789012345&timestamp=1504763810&lat=40.7232948571&lon=-74.0061408571&bearing=7.19889788244&speed=40&ignition=true&rpm=933&fuel=24',
    deviceId: '123456789012345',
    outcome: {
      status: 200,
      stored: fix({
        lat: 40.7232948571,
        lon: -74.0061408571,
        ts: '2017-09-07T05:56:50.000Z',
        bearing: 7.19889788244,
        speed: 40 * 1.852,
      }),
    },
  },
];

export interface TraccarJsonVector {
  body: string;
  deviceId: string;
  outcome: Outcome;
}

/** The first two JSON vectors' fix: the same location, with and without extras. */
const STILL_IN_MOUNTAIN_VIEW: Outcome = {
  status: 200,
  stored: fix({
    lat: 37.4219983,
    lon: -122.084,
    ts: '2025-06-15T13:45:12.862Z',
    accuracy: 5,
    speed: 0,
    altitude: 5,
    battery: 100,
  }),
};

/** OsmAndProtocolDecoderTest.testDecodeJson, in order (Traccar Client 9's body). */
export const TRACCAR_JSON_VECTORS: TraccarJsonVector[] = [
  {
    body: '{"location":{"timestamp":"2025-06-15T13:45:12.862Z","coords":{"latitude":37.4219983,"longitude":-122.084,"accuracy":5,"speed":0,"heading":-1,"altitude":5},"is_moving":false,"odometer":0,"event":"motionchange","battery":{"level":1,"is_charging":false},"activity":{"type":"still"},"extras":{},"_":"&id=48241179&lat=37.4219983&lon=-122.084&timestamp=2025-06-15T13:45:12.862Z&"},"device_id":"48241179"}',
    deviceId: '48241179',
    outcome: STILL_IN_MOUNTAIN_VIEW,
  },
  {
    body: '{"location":{"timestamp":"2025-06-15T13:45:12.862Z","coords":{"latitude":37.4219983,"longitude":-122.084,"accuracy":5,"speed":0,"heading":-1,"altitude":5},"is_moving":false,"odometer":0,"event":"motionchange","battery":{"level":1,"is_charging":false},"activity":{"type":"still"},"extras":{"device_string_test":"long_device_id","device_bool_test":true,"device_bool_false_test":false,"device_integer_test":1,"device_integer_twelve_test":12,"device_double_test":1.345,"device_very_long_double_test":1763636.3442},"_":"&id=48241179&lat=37.4219983&lon=-122.084&timestamp=2025-06-15T13:45:12.862Z&"},"device_id":"48241179"}',
    deviceId: '48241179',
    outcome: STILL_IN_MOUNTAIN_VIEW,
  },
  {
    // iOS with speed, heading and battery unknown (-1).
    body: '{"location":{"extras":{},"mock":true,"coords":{"speed_accuracy":-1,"speed":-1,"longitude":-122.406417,"ellipsoidal_altitude":0,"floor":null,"heading_accuracy":-1,"latitude":37.785834000000001,"accuracy":5,"altitude_accuracy":-1,"altitude":0,"heading":-1},"is_moving":false,"age":188,"odometer":0,"uuid":"2FB04C65-99CF-42AB-8DD3-EBCB4B108BF8","event":"motionchange","battery":{"level":-1,"is_charging":false},"activity":{"type":"unknown","confidence":100},"timestamp":"2025-05-09T04:11:30.579Z"},"device_id":"658765"}',
    deviceId: '658765',
    outcome: {
      status: 200,
      stored: fix({
        lat: 37.785834,
        lon: -122.406417,
        ts: '2025-05-09T04:11:30.579Z',
        accuracy: 5,
        altitude: 0,
      }),
    },
  },
  {
    body: '{"location":{"event":"motionchange","is_moving":false,"uuid":"0e9a2473-a9a7-4c00-997b-fb97d2154e75","timestamp":"2021-07-21T08:06:34.444Z","odometer":0,"coords":{"latitude":-6.1148096,"longitude":106.6837015,"accuracy":3.8,"speed":18.67,"speed_accuracy":0.26,"heading":63,"heading_accuracy":0.28,"altitude":35.7,"altitude_accuracy":3.8},"activity":{"type":"still","confidence":100},"battery":{"is_charging":false,"level":0.79},"extras":{}},"device_id":"8737767034"}',
    deviceId: '8737767034',
    outcome: {
      status: 200,
      stored: fix({
        lat: -6.1148096,
        lon: 106.6837015,
        ts: '2021-07-21T08:06:34.444Z',
        accuracy: 3.8,
        speed: 18.67 * 3.6,
        bearing: 63,
        altitude: 35.7,
        battery: 79,
      }),
    },
  },
];

export interface ClientRequest {
  name: string;
  method: 'POST';
  /** Path and query, the key in place. */
  url: string;
  contentType?: string;
  body?: string;
  outcome: Outcome;
}

/**
 * Traccar Client's requests for a fix `ago` seconds old at (-6.3661, 106.8802), 10 km/h
 * (5.4 kn, 2.78 m/s), heading 90°, altitude 55 m, accuracy 8 m, battery 76 %.
 */
export function traccarClientRequests(key: string, nowSeconds: number): ClientRequest[] {
  const s = nowSeconds - 120;
  const iso = new Date(s * 1000).toISOString();
  const stored = (speed: number, battery = 76) =>
    fix({
      lat: -6.3661,
      lon: 106.8802,
      ts: iso,
      speed,
      bearing: 90,
      altitude: 55,
      accuracy: 8,
      battery,
    });
  const k = encodeURIComponent(key);
  return [
    {
      name: 'Traccar Client for Android up to 8.x: POST, the fix in the address, no body',
      method: 'POST',
      url: `/api/osmand?id=${k}&timestamp=${s}&lat=-6.3661&lon=106.8802&speed=5.4&bearing=90.0&altitude=55.0&accuracy=8.0&batt=76.0`,
      outcome: { status: 200, stored: stored(5.4 * 1.852) },
    },
    {
      name: 'Traccar Client 9.x: JSON body (flutter_background_geolocation)',
      method: 'POST',
      url: '/api/osmand',
      contentType: 'application/json',
      body: `{"location":{"timestamp":"${iso}","coords":{"latitude":-6.3661,"longitude":106.8802,"accuracy":8,"speed":2.78,"heading":90,"altitude":55},"is_moving":true,"odometer":1520,"event":"","battery":{"level":0.76,"is_charging":false},"activity":{"type":"in_vehicle"},"extras":{},"_":"&id=${key}&lat=-6.3661&lon=106.8802&timestamp=${iso}&"},"device_id":"${key}"}`,
      outcome: { status: 200, stored: stored(2.78 * 3.6) },
    },
    {
      name: 'Traccar Client 9.x: JSON body without coords',
      method: 'POST',
      url: '/api/osmand',
      contentType: 'application/json',
      body: `{"location":{"timestamp":"${iso}","is_moving":false,"odometer":1520,"event":"heartbeat","battery":{"level":0.76,"is_charging":false},"activity":{"type":"still"},"extras":{}},"device_id":"${key}"}`,
      outcome: { status: 200, refused: messages.tracker.noFix },
    },
    {
      name: 'Traccar Client 10.x: form body (traccar_client_sdk)',
      method: 'POST',
      url: '/api/osmand',
      contentType: 'application/x-www-form-urlencoded',
      body: `id=${k}&lat=-6.3661&lon=106.8802&timestamp=${s}&accuracy=8.0&altitude=55.0&speed=5.4&bearing=90.0&batt=76&charge=false`,
      outcome: { status: 200, stored: stored(5.4 * 1.852) },
    },
    {
      name: 'Traccar Client 10.x: stationary heartbeat without a fix',
      method: 'POST',
      url: '/api/osmand',
      contentType: 'application/x-www-form-urlencoded',
      body: `id=${k}&timestamp=${s}&batt=76&charge=true`,
      outcome: { status: 200, refused: messages.tracker.noFix },
    },
    {
      name: 'a hardware tracker: POST, the fix in the address, a text/plain body',
      method: 'POST',
      url: `/api/osmand?id=${k}&timestamp=${s}&lat=-6.3661&lon=106.8802&speed=5.4&bearing=90&altitude=55&accuracy=8&batt=76`,
      contentType: 'text/plain',
      body: 'hello',
      outcome: { status: 200, stored: stored(5.4 * 1.852) },
    },
  ];
}
