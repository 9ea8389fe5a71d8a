import {
  HISTORY_MAX_POINT_GAP_MS,
  HISTORY_MAX_POINTS,
  messages,
  SUMMARY_MAX_SEGMENTS,
} from '@depot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers';
import { newDepot, type TestDepot } from '../telemetry';
import {
  insertDaily,
  insertPositions,
  insertSegments,
  insertTracker,
  type TestPosition,
  type TestTracker,
} from '../tracker-fixtures';

/**
 * History and summary against a day worked out by hand (2024-03-05, Asia/Jakarta), a bike with
 * more trips than a summary lists, a long track to thin, and a range long enough to be sampled.
 */

let t: TestContext;
let d: TestDepot;
let empty: TestDepot;
let owner: Record<string, string>;
let bike: TestTracker;

const pos = (ts: string, lat: number, lon: number, speed: number | null = null) => ({
  ts,
  lat,
  lon,
  speed,
});

beforeAll(async () => {
  t = await createTestApp();
  d = await newDepot(t);
  empty = await newDepot(t);
  owner = await t.authAs(d.username, d.password);
  bike = await insertTracker(t.db, d.accountId, { id: `${d.username}-motor-1`, name: 'Motor 1' });
  await insertPositions(t.db, bike, [
    pos('2024-03-04T23:59:59+07:00', -6.3, 106.8, 5),
    pos('2024-03-05T00:00:00+07:00', -6.36, 106.83, 0),
    pos('2024-03-05T08:00:10+07:00', -6.362, 106.832, 30),
    pos('2024-03-05T08:00:00+07:00', -6.361, 106.831, 25.5),
    pos('2024-03-05T23:59:59.999+07:00', -6.363, 106.833),
    pos('2024-03-06T00:00:00+07:00', -6.364, 106.834, 10),
  ]);
  await insertDaily(t.db, bike, [
    { day: '2024-03-04', distanceM: 500, movingSec: 60, maxSpeedKmh: 90, points: 1 },
    { day: '2024-03-05', distanceM: 12_340, movingSec: 1800, maxSpeedKmh: 47.3, points: 4 },
    { day: '2024-03-06', distanceM: 1000, movingSec: 300, maxSpeedKmh: 20, points: 1 },
  ]);
  const A: [number, number] = [-6.36, 106.83];
  const B: [number, number] = [-6.4, 106.85];
  const C: [number, number] = [-6.38, 106.9];
  await insertSegments(t.db, bike, [
    // Started the day before: not this day's.
    {
      kind: 'trip',
      start: '2024-03-04T23:50:00+07:00',
      end: '2024-03-05T00:05:00+07:00',
      from: A,
      to: A,
      distanceM: 800,
      maxSpeedKmh: 90,
    },
    {
      kind: 'trip',
      start: '2024-03-05T08:00:00+07:00',
      end: '2024-03-05T08:20:00+07:00',
      from: A,
      to: B,
      distanceM: 6000,
      maxSpeedKmh: 40,
    },
    {
      kind: 'stop',
      start: '2024-03-05T08:20:00+07:00',
      end: '2024-03-05T08:35:00+07:00',
      from: B,
      to: B,
      distanceM: 0,
      maxSpeedKmh: 0,
    },
    {
      kind: 'trip',
      start: '2024-03-05T08:35:00+07:00',
      end: '2024-03-05T08:45:00+07:00',
      from: B,
      to: C,
      distanceM: 6340,
      maxSpeedKmh: 47.3,
    },
    {
      kind: 'stop',
      start: '2024-03-05T08:45:00+07:00',
      end: '2024-03-05T09:00:00+07:00',
      closed: false,
      from: C,
      to: C,
      distanceM: 0,
      maxSpeedKmh: 0,
    },
    // The next day's ride: 900 m of its 1 000 m in a trip, 100 m pushed about at a stop.
    {
      kind: 'trip',
      start: '2024-03-06T00:00:00+07:00',
      end: '2024-03-06T00:05:00+07:00',
      from: C,
      to: A,
      distanceM: 900,
      maxSpeedKmh: 20,
    },
  ]);
});
afterAll(() => t.close());

const get = (url: string, headers = owner) => t.app.inject({ method: 'GET', url, headers });
const range = (start: string, end: string, extra = '') =>
  `?start_date=${start}&end_date=${end}${extra}`;

describe('GET /api/tracker/history/{username}', () => {
  it("answers the day's positions oldest first, from 00:00 WIB up to the next midnight", async () => {
    const res = await get(`/api/tracker/history/${d.username}${range('2024-03-05', '2024-03-05')}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      total_points: 4,
      data: [
        { latitude: -6.36, longitude: 106.83, timestamp: '2024-03-04T17:00:00.000Z', speed: 0 },
        {
          latitude: -6.361,
          longitude: 106.831,
          timestamp: '2024-03-05T01:00:00.000Z',
          speed: 25.5,
        },
        { latitude: -6.362, longitude: 106.832, timestamp: '2024-03-05T01:00:10.000Z', speed: 30 },
        {
          latitude: -6.363,
          longitude: 106.833,
          timestamp: '2024-03-05T16:59:59.999Z',
          speed: null,
        },
      ],
    });
  });

  it('includes the end date whole', async () => {
    const res = await get(
      `/api/tracker/history/${d.username}${range('2024-03-05', '2024-03-06', `&tracker=${bike.id}`)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().total_points).toBe(5);
    expect(res.json().data.at(-1).timestamp).toBe('2024-03-05T17:00:00.000Z');
  });

  it('answers no points and says so for a range without any, or a depot without trackers', async () => {
    for (const [name, headers] of [
      [d.username, owner],
      [empty.username, await t.authAs(empty.username, empty.password)],
    ] as const) {
      const res = await get(
        `/api/tracker/history/${name}${range('2023-01-01', '2023-01-31')}`,
        headers,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        data: [],
        total_points: 0,
        message: messages.tracker.noHistoryInRange,
      });
    }
  });
});

describe('GET /api/tracker/summary/{username}', () => {
  const segment = (over: object) => ({
    start: { latitude: -6.36, longitude: 106.83 },
    end: { latitude: -6.4, longitude: 106.85 },
    ...over,
  });
  /** A stop stands in one place: no distance, no speed. */
  const stop = (
    at: { latitude: number; longitude: number },
    start_time: string,
    end_time: string | null,
    duration_sec: number,
  ) => ({
    kind: 'stop',
    start_time,
    end_time,
    duration_sec,
    start: at,
    end: at,
    distance_km: 0,
    max_speed_kmh: 0,
    average_speed_kmh: 0,
  });

  it("totals the day's rollup and lists its trips and stops", async () => {
    const res = await get(`/api/tracker/summary/${d.username}${range('2024-03-05', '2024-03-05')}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        total_distance_km: 12.34,
        total_duration_sec: 1800,
        average_speed_kmh: 24.68,
        max_speed_kmh: 47.3,
        trip_count: 2,
        stop_count: 2,
        trips: [
          segment({
            kind: 'trip',
            start_time: '2024-03-05T01:00:00.000Z',
            end_time: '2024-03-05T01:20:00.000Z',
            duration_sec: 1200,
            distance_km: 6,
            max_speed_kmh: 40,
            average_speed_kmh: 18,
          }),
          {
            kind: 'trip',
            start_time: '2024-03-05T01:35:00.000Z',
            end_time: '2024-03-05T01:45:00.000Z',
            duration_sec: 600,
            start: { latitude: -6.4, longitude: 106.85 },
            end: { latitude: -6.38, longitude: 106.9 },
            distance_km: 6.34,
            max_speed_kmh: 47.3,
            average_speed_kmh: 38.04,
          },
        ],
        stops: [
          stop(
            { latitude: -6.4, longitude: 106.85 },
            '2024-03-05T01:20:00.000Z',
            '2024-03-05T01:35:00.000Z',
            900,
          ),
          // Still going on.
          stop({ latitude: -6.38, longitude: 106.9 }, '2024-03-05T01:45:00.000Z', null, 900),
        ],
      },
    });
  });

  it('adds up several days; the average speed is the trips’ distance over their time', async () => {
    const res = await get(`/api/tracker/summary/${d.username}${range('2024-03-05', '2024-03-06')}`);
    expect(res.json().data).toMatchObject({
      // All the distance ridden: 12.34 + 1 km.
      total_distance_km: 13.34,
      // The trips' durations: 20 + 10 + 5 minutes.
      total_duration_sec: 2100,
      // The trips' 6 + 6.34 + 0.9 = 13.24 km in 35 minutes, not the day's 13.34 km.
      average_speed_kmh: 22.7,
      max_speed_kmh: 47.3,
      trip_count: 3,
      stop_count: 2,
    });
  });

  it('answers zeros for a range without rides and for a depot without trackers', async () => {
    const zero = {
      total_distance_km: 0,
      average_speed_kmh: 0,
      total_duration_sec: 0,
      max_speed_kmh: 0,
      trip_count: 0,
      stop_count: 0,
      trips: [],
      stops: [],
    };
    const res = await get(`/api/tracker/summary/${d.username}${range('2023-01-01', '2023-12-31')}`);
    expect(res.json()).toEqual({ success: true, data: zero });
    const other = await get(
      `/api/tracker/summary/${empty.username}${range('2024-03-05', '2024-03-05')}`,
      await t.authAs(empty.username, empty.password),
    );
    expect(other.json()).toEqual({ success: true, data: zero });
  });

  it(`lists the newest ${SUMMARY_MAX_SEGMENTS} trips oldest first, and counts them all`, async () => {
    const busy = await insertTracker(t.db, d.accountId, {
      id: `${d.username}-busy`,
      name: 'Motor 9',
    });
    const start = Date.parse('2024-04-01T06:00:00+07:00');
    const spot: [number, number] = [-6.37, 106.84];
    await insertSegments(
      t.db,
      busy,
      Array.from({ length: SUMMARY_MAX_SEGMENTS + 1 }, (_, i) => ({
        kind: 'trip' as const,
        start: start + i * 60_000,
        end: start + i * 60_000 + 30_000,
        from: spot,
        to: spot,
        distanceM: 250,
        maxSpeedKmh: 35,
      })),
    );
    const res = await get(
      `/api/tracker/summary/${d.username}${range('2024-04-01', '2024-04-01', `&tracker=${busy.id}`)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.trip_count).toBe(SUMMARY_MAX_SEGMENTS + 1);
    expect(data.stop_count).toBe(0);
    expect(data.trips).toHaveLength(SUMMARY_MAX_SEGMENTS);
    expect(data.trips[0].start_time).toBe(new Date(start + 60_000).toISOString());
    expect(data.trips.at(-1).start_time).toBe(
      new Date(start + SUMMARY_MAX_SEGMENTS * 60_000).toISOString(),
    );
    expect(data.trips[0]).toMatchObject({
      duration_sec: 30,
      distance_km: 0.25,
      average_speed_kmh: 30,
    });
  });
});

describe('history of long tracks', () => {
  it(`thins 10 000 points to at most ${HISTORY_MAX_POINTS}, keeping the ends, the corner and the speeds`, async () => {
    const long = await insertTracker(t.db, d.accountId, {
      id: `${d.username}-long`,
      name: 'Motor 3',
    });
    const start = Date.parse('2024-05-01T00:00:00+07:00');
    // East along a wavy street for 5000 points, then a sharp turn north for 5000 more.
    const points: TestPosition[] = Array.from({ length: 10_000 }, (_, i) => {
      const east = Math.min(i, 4999);
      const north = Math.max(0, i - 4999);
      return {
        ts: start + i * 8000,
        lat: -6.4 + north * 1e-5 + 2e-5 * Math.sin(i / 30),
        lon: 106.8 + east * 1e-5 + (north > 0 ? 2e-5 * Math.cos(i / 30) : 0),
        speed: i % 50,
      };
    });
    await insertPositions(t.db, long, points);
    await insertDaily(t.db, long, [
      { day: '2024-05-01', distanceM: 0, movingSec: 0, maxSpeedKmh: 49, points: 10_000 },
    ]);
    const res = await get(
      `/api/tracker/history/${d.username}${range('2024-05-01', '2024-05-01', `&tracker=${long.id}`)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total_points).toBe(10_000);
    const data = body.data as {
      latitude: number;
      longitude: number;
      timestamp: string;
      speed: number;
    }[];
    expect(data.length).toBeLessThanOrEqual(HISTORY_MAX_POINTS);
    expect(data.length).toBeGreaterThan(100);
    const byTime = new Map(points.map((p) => [new Date(p.ts).toISOString(), p]));
    const original = (i: number) => {
      const p = points[i]!;
      return {
        latitude: p.lat,
        longitude: p.lon,
        timestamp: new Date(p.ts).toISOString(),
        speed: p.speed,
      };
    };
    expect(data[0]).toEqual(original(0));
    expect(data.at(-1)).toEqual(original(9999));
    expect(data).toContainEqual(original(4999));
    for (const p of data) {
      const source = byTime.get(p.timestamp);
      expect(p).toEqual({
        latitude: source?.lat,
        longitude: source?.lon,
        timestamp: p.timestamp,
        speed: source?.speed,
      });
    }
    expect(data.map((p) => p.timestamp)).toEqual(data.map((p) => p.timestamp).sort());
  });

  it('samples a range whose rollup holds too many positions before thinning', async () => {
    const far = await insertTracker(t.db, d.accountId, {
      id: `${d.username}-far`,
      name: 'Motor 4',
    });
    const start = Date.parse('2024-06-01T06:00:00+07:00');
    const day1 = Array.from({ length: 3600 }, (_, i) => ({
      ts: start + i * 10_000,
      lat: -6.4 + i * 1e-5,
      lon: 106.8,
      speed: 20,
    }));
    const day5 = [
      { ts: '2024-06-05T12:00:00+07:00', lat: -6.5, lon: 106.9, speed: 0 },
      { ts: '2024-06-05T12:00:10+07:00', lat: -6.5001, lon: 106.9001, speed: 3 },
    ];
    await insertPositions(t.db, far, [...day1, ...day5]);
    // The rollup says more positions than a history reads whole: the range is sampled.
    await insertDaily(t.db, far, [
      { day: '2024-06-01', distanceM: 0, movingSec: 0, maxSpeedKmh: 20, points: 30_000 },
      { day: '2024-06-05', distanceM: 0, movingSec: 0, maxSpeedKmh: 3, points: 2 },
    ]);
    const res = await get(
      `/api/tracker/history/${d.username}${range('2024-06-01', '2024-06-05', `&tracker=${far.id}`)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total_points).toBe(30_002);
    const stamps = (body.data as { timestamp: string }[]).map((p) => p.timestamp);
    // Five days in 6 000 slices of 72 s: the first of every seven or eight positions of the
    // ride is read, and of that straight ride at one speed a point every few minutes is drawn.
    expect(stamps.length).toBeLessThan(550);
    const ride = stamps.slice(0, -2).map((s) => Date.parse(s));
    expect(day1.at(-1)!.ts - ride.at(-1)!).toBeLessThan(72_000);
    ride.slice(1).forEach((ms, i) => {
      expect(ms - ride[i]!).toBeLessThanOrEqual(HISTORY_MAX_POINT_GAP_MS);
    });
    expect(stamps[0]).toBe(new Date(start).toISOString());
    expect(stamps.at(-1)).toBe('2024-06-05T05:00:10.000Z');
    expect(stamps).toContain('2024-06-05T05:00:00.000Z');
    const sent = new Set([...day1, ...day5].map((p) => new Date(p.ts).toISOString()));
    expect(stamps.every((s) => sent.has(s))).toBe(true);
    expect(stamps).toEqual([...stamps].sort());
  });
});

describe('history and summary: bad ranges', () => {
  const cases: [string, string | RegExp][] = [
    ['start_date=2024-03-05', /end_date/],
    ['end_date=2024-03-05', /start_date/],
    [range('2024-13-01', '2024-13-02').slice(1), messages.tracker.dateFormat],
    [range('2024-02-30', '2024-03-01').slice(1), messages.tracker.dateFormat],
    [range('05-03-2024', '2024-03-06').slice(1), messages.tracker.dateFormat],
    [range('2024-03-05T00:00', '2024-03-06').slice(1), messages.tracker.dateFormat],
    [range('1999-12-31', '2024-03-06').slice(1), messages.tracker.dateFormat],
    [range('2024-03-06', '2024-03-05').slice(1), messages.tracker.rangeOrder],
    [range('2024-01-01', '2025-01-01').slice(1), messages.tracker.rangeTooLong(366)],
    [
      range('2024-03-05', '2024-03-05', '&tracker=a%2Fb').slice(1),
      messages.tracker.trackerIdFormat,
    ],
    [range('2024-03-05', '2024-03-05', '&tracker=%00').slice(1), messages.tracker.trackerIdFormat],
    [range('2024-03-05', '2024-03-05', '&limit=5').slice(1), /limit/],
  ];

  for (const kind of ['history', 'summary']) {
    it(`${kind} refuses each with 400 and a reason`, async () => {
      for (const [query, reason] of cases) {
        const res = await get(`/api/tracker/${kind}/${d.username}?${query}`);
        expect(res.statusCode, query).toBe(400);
        const { success, message } = res.json();
        expect(success).toBe(false);
        if (typeof reason === 'string') expect(message, query).toContain(reason);
        else expect(message, query).toMatch(reason);
      }
    });

    it(`${kind} accepts the longest range, 366 days`, async () => {
      const res = await get(
        `/api/tracker/${kind}/${d.username}${range('2024-01-01', '2024-12-31')}`,
      );
      expect(res.statusCode, res.body).toBe(200);
    });

    it(`${kind} answers 404 for a tracker that is not the depot's`, async () => {
      const res = await get(
        `/api/tracker/${kind}/${d.username}${range('2024-03-05', '2024-03-05', '&tracker=nope')}`,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: messages.tracker.trackerNotFound });
    });
  }
});
