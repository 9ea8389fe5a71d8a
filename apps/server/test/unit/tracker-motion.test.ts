import {
  GEOFENCE_DWELL_MS,
  JUMP_RESET_RUN,
  MAX_SPEED_KMH,
  messages,
  STOP_MIN_MS,
  TRIP_GAP_MS,
} from '@depot/contract';
import { describe, expect, it } from 'vitest';
import { JITTER } from '../tracker-fixtures';
import {
  advance,
  type DailyDelta,
  type Fence,
  type Fix,
  type MotionState,
  type Outcome,
  type SegmentRow,
} from '../../src/modules/tracker/motion';

/**
 * Positions along the meridian 106.88° E: with R = 6 371 008.8 m, 0.001° of latitude is
 * R·π/180·0.001 = 111.19508 m, so a STEP of 0.00075° is 83.39631 m.
 */
const T0 = Date.parse('2026-05-11T01:00:00Z'); // 08:00 WIB, 2026-05-11 in Jakarta
const DAY = '2026-05-11';
const LAT0 = -6.366;
const LON = 106.88;
const STEP = 0.00075;
const STEP_M = 83.39631;
const sec = (s: number) => T0 + s * 1000;

function fix(s: number, lat: number, more: Partial<Fix> = {}): Fix {
  return {
    index: 0,
    ts: sec(s),
    lat,
    lon: LON,
    speed: null,
    bearing: null,
    accuracy: null,
    altitude: null,
    battery: null,
    ...more,
  };
}

/** A message as a device sends it: indexes in the order given. */
const message = (fixes: Fix[]) => fixes.map((f, index) => ({ ...f, index }));
const carry = (state: MotionState) => JSON.parse(JSON.stringify(state)) as MotionState;

/** Feeds fixes in messages of `size`, carrying the state through JSON; merges what comes out. */
function feed(fixes: Fix[], size: number, fences: Fence[] = [], start: MotionState | null = null) {
  let state = start;
  const points: Outcome['points'] = [];
  const rejected: Outcome['rejected'] = [];
  const events: Outcome['fenceEvents'] = [];
  const segments = new Map<number, SegmentRow>();
  const daily = new Map<string, DailyDelta>();
  for (let i = 0; i < fixes.length; i += size) {
    const out = advance(state, message(fixes.slice(i, i + size)), fences);
    points.push(...out.points);
    rejected.push(...out.rejected.map((r) => ({ ...r, index: r.index + i })));
    events.push(...out.fenceEvents);
    for (const s of out.segments) segments.set(s.startTs, s);
    for (const d of out.daily) {
      const sum = daily.get(d.day);
      daily.set(
        d.day,
        sum
          ? {
              day: d.day,
              distanceM: sum.distanceM + d.distanceM,
              movingSec: sum.movingSec + d.movingSec,
              maxSpeedKmh: Math.max(sum.maxSpeedKmh, d.maxSpeedKmh),
              points: sum.points + d.points,
            }
          : d,
      );
    }
    state = carry(out.state);
  }
  const segs = [...segments.values()].sort((a, b) => a.startTs - b.startTs);
  return { points, rejected, events, segments: segs, daily: [...daily.values()], state };
}

const total = (points: Outcome['points']) => points.reduce((sum, p) => sum + p.distanceM, 0);

function parked(fromSec: number, count: number, lat: number, speed: number | null): Fix[] {
  return Array.from({ length: count }, (_, i) => {
    const [dLat, dLon] = JITTER[i % JITTER.length]!;
    return fix(fromSec + 30 * i, lat + dLat, { lon: LON + dLon, speed });
  });
}

/**
 * The hand-worked route (times in seconds from 08:00 WIB):
 * A   0–300  parked at the depot (LAT0), a fix every 30 s (11), speed 0, jitter ≤ 10 m.
 * B 310–540  24 fixes every 10 s, each 83.39631 m north (30 km/h), speed 30 reported, 42 once.
 * C 570–840  parked at the customer (LAT_C = LAT0 + 24 STEP), every 30 s (10), speed 0.
 * D 850–1080 24 fixes back south every 10 s, no speed reported (implied 30.0227 km/h).
 * E 1110–1380 parked at the depot, every 30 s (10), no speed reported.
 */
const LAT_C = LAT0 + 24 * STEP;
const route: Fix[] = [
  ...parked(0, 11, LAT0, 0),
  ...Array.from({ length: 24 }, (_, i) =>
    fix(310 + 10 * i, LAT0 + (i + 1) * STEP, { speed: i === 9 ? 42 : 30 }),
  ),
  ...parked(570, 10, LAT_C, 0),
  ...Array.from({ length: 24 }, (_, i) => fix(850 + 10 * i, LAT_C - (i + 1) * STEP)),
  ...parked(1110, 10, LAT0, null),
];

describe('advance: the hand-worked route', () => {
  const all = feed(route, route.length);

  it('keeps every fix and measures 48 steps of riding, no jitter', () => {
    expect(all.rejected).toEqual([]);
    expect(all.points).toHaveLength(79); // 11 + 24 + 10 + 24 + 10
    // Parked fixes stay within 15 m of the reference point: 0. Each ride fix: 83.39631 m.
    // 48 × 83.39631 = 4003.0229 m
    expect(total(all.points)).toBeCloseTo(4003.0229, 1);
    expect(all.points.filter((p) => p.distanceM > 0)).toHaveLength(48);
  });

  it('cuts two trips and three stops', () => {
    const at = (s: number, lat: number) => ({ s, lat: Math.round(lat * 1e7) / 1e7 });
    const view = all.segments.map((s) => ({
      kind: s.kind,
      closed: s.closed,
      start: at((s.startTs - T0) / 1000, s.startLat),
      end: at((s.endTs - T0) / 1000, s.endLat),
    }));
    expect(view).toEqual([
      // B3 (250.2 m from the stop's start) opens the trip, which starts where the bike set off:
      // the last parked fix before B1 moved it (A at 300 s, jittered 0.00001° north).
      { kind: 'stop', closed: true, start: at(0, LAT0), end: at(300, LAT0 + 0.00001) },
      // The trip ends at B24 (540 s): the candidate the bike then stays within 200 m of for 3 min
      // (C at 720 s is 180 s after it).
      { kind: 'trip', closed: true, start: at(300, LAT0 + 0.00001), end: at(540, LAT_C) },
      // D1 (850 s) moves the bike: it set off from the last fix at the customer (C at 840 s).
      { kind: 'stop', closed: true, start: at(540, LAT_C), end: at(840, LAT_C - 0.00003) },
      { kind: 'trip', closed: true, start: at(840, LAT_C - 0.00003), end: at(1080, LAT0) },
      // Still parked: the stop stays open, ending at the last fix (1380 s).
      { kind: 'stop', closed: false, start: at(1080, LAT0), end: at(1380, LAT0 - 0.00003) },
    ]);
    const [s1, t1, s2, t2, s3] = all.segments;
    // Each trip holds every step of its ride, B1..B24 (or D1..D24, measured from where the bike
    // last moved to, C's jitter adding nothing): 24 × 83.39631 = 2001.5114 m.
    expect(t1!.distanceM).toBeCloseTo(2001.5114, 1);
    expect(t2!.distanceM).toBeCloseTo(2001.5114, 1);
    expect(t1!.maxSpeedKmh).toBe(42); // reported by B10
    expect(t2!.maxSpeedKmh).toBeCloseTo(30.0227, 3); // implied: 83.39631 m / 10 s × 3.6
    for (const stop of [s1, s2, s3]) expect([stop!.distanceM, stop!.maxSpeedKmh]).toEqual([0, 0]);
  });

  it('rolls up the day', () => {
    expect(all.daily).toHaveLength(1);
    const day = all.daily[0]!;
    expect(day.day).toBe(DAY);
    expect(day.points).toBe(79);
    expect(day.distanceM).toBeCloseTo(4003.0229, 1);
    // Riding time is the trips' durations: 300–540 s and 840–1080 s = 480 s. The minutes the
    // bike stood before each stop was recognised are counted, then taken back.
    expect(day.movingSec).toBe(480);
    expect(day.maxSpeedKmh).toBe(42);
  });

  it('gives the same result fed one by one or seven at a time', () => {
    const rounded = (r: ReturnType<typeof feed>) => ({
      ...r,
      points: r.points.map((p) => ({ ...p, index: 0, distanceM: p.distanceM.toFixed(6) })),
      daily: r.daily.map((d) => ({ ...d, distanceM: d.distanceM.toFixed(6) })),
    });
    expect(rounded(feed(route, 1))).toEqual(rounded(all));
    expect(rounded(feed(route, 7))).toEqual(rounded(all));
  });

  it('gives the same result from the fixes shuffled within each message', () => {
    const shuffled = feed(route, route.length);
    const reversed = advance(null, message([...route].reverse()), []);
    expect(reversed.points.map((p) => p.ts)).toEqual(shuffled.points.map((p) => p.ts));
    expect(reversed.segments).toEqual(shuffled.segments);
    expect(reversed.daily).toEqual(shuffled.daily);
  });

  const depot: Fence = {
    id: 7,
    name: 'Depot',
    ring: [
      [LAT0 - 0.0005, LON - 0.0005],
      [LAT0 - 0.0005, LON + 0.0005],
      [LAT0 + 0.0005, LON + 0.0005],
      [LAT0 + 0.0005, LON - 0.0005],
    ],
  };

  it('raises one exit and one enter for a fence around the depot, whatever the batching', () => {
    // B1 (310 s, 83 m north) is the first fix outside the 55.6 m half-width; B4 at 340 s is the
    // second-or-later fix outside and 30 s after it. D24 (1080 s) is back inside; E1 (1110 s) too.
    const expected = [
      { fenceId: 7, fenceName: 'Depot', kind: 'exit', ts: sec(310) },
      { fenceId: 7, fenceName: 'Depot', kind: 'enter', ts: sec(1080) },
    ];
    expect(feed(route, route.length, [depot]).events).toEqual(expected);
    expect(feed(route, 1, [depot]).events).toEqual(expected);
    expect(feed(route, 7, [depot]).events).toEqual(expected);
  });
});

describe('advance: order, duplicates and late fixes (rules 1–3, 9)', () => {
  it('answers a rejected fix by its index in the message', () => {
    const out = advance(
      null,
      [
        { ...fix(20, LAT0), index: 0 },
        { ...fix(10, LAT0), index: 1 },
      ],
      [],
    );
    expect(out.points.map((p) => [p.index, p.ts])).toEqual([
      [1, sec(10)],
      [0, sec(20)],
    ]);
    const dup = advance(out.state, message([fix(30, LAT0), fix(20, LAT0)]), []);
    expect(dup.rejected).toEqual([{ index: 1, reason: messages.tracker.duplicate }]);
  });

  it('rejects a second fix with the time of one earlier in the message, keeping the first sent', () => {
    const out = advance(null, message([fix(0, LAT0), fix(10, LAT0), fix(10, LAT0 + 0.0001)]), []);
    expect(out.rejected).toEqual([{ index: 2, reason: messages.tracker.duplicate }]);
    expect(out.points.map((p) => p.lat)).toEqual([LAT0, LAT0]);
  });

  it('rejects a fix with the time of the last accepted one, from an earlier message', () => {
    const first = advance(null, message([fix(0, LAT0), fix(10, LAT0)]), []);
    const again = advance(first.state, message([fix(10, LAT0), fix(20, LAT0)]), []);
    expect(again.rejected).toEqual([{ index: 0, reason: messages.tracker.duplicate }]);
    expect(again.points.map((p) => p.ts)).toEqual([sec(20)]);
  });

  it('stores a late fix with no distance and changes nothing else', () => {
    const fence: Fence = {
      id: 1,
      name: 'Far',
      ring: [
        [LAT0 + 0.1, LON - 0.01],
        [LAT0 + 0.1, LON + 0.01],
        [LAT0 + 0.2, LON],
      ],
    };
    const ride = Array.from({ length: 6 }, (_, i) => fix(60 * i, LAT0 + 5 * i * STEP));
    const first = advance(null, message(ride), [fence]);
    const late = advance(
      first.state,
      message([fix(90, LAT0 + 0.15, { speed: 40 }), fix(100, LAT0 + 0.15)]),
      [fence],
    );
    expect(late.points.map((p) => [p.ts, p.distanceM])).toEqual([
      [sec(90), 0],
      [sec(100), 0],
    ]);
    expect(late.rejected).toEqual([]);
    expect(late.segments).toEqual([]);
    expect(late.fenceEvents).toEqual([]);
    expect(late.daily).toEqual([
      { day: DAY, distanceM: 0, movingSec: 0, maxSpeedKmh: 0, points: 2 },
    ]);
    expect(late.state).toEqual(first.state);
  });

  it('leaves the state it is given unchanged', () => {
    const first = advance(null, message([fix(0, LAT0)]), []);
    const before = carry(first.state);
    advance(first.state, message([fix(10, LAT0 + STEP * 4)]), []);
    expect(first.state).toEqual(before);
  });
});

describe('advance: jumps (rule 4)', () => {
  // 0.009° = 1000.756 m in 10 s = 360.27 km/h
  it('rejects a fix implying more than 200 km/h', () => {
    const out = advance(null, message([fix(0, LAT0), fix(10, LAT0 + 0.009), fix(20, LAT0)]), []);
    expect(out.rejected).toEqual([{ index: 1, reason: messages.tracker.jump(MAX_SPEED_KMH) }]);
    expect(out.points.map((p) => p.ts)).toEqual([sec(0), sec(20)]);
  });

  it('measures a jump from the last accepted fix, not from the rejected one', () => {
    // 0.006° (667.2 m) in 10 s: 240 km/h. Then 0.0068° (756.1 m) in 12 s from the fix at 0 s is
    // 226.8 km/h, though only 160 km/h from the rejected one.
    const out = advance(
      null,
      message([fix(0, LAT0), fix(10, LAT0 + 0.006), fix(12, LAT0 + 0.0068)]),
      [],
    );
    expect(out.rejected).toEqual([
      { index: 1, reason: messages.tracker.jump(MAX_SPEED_KMH) },
      { index: 2, reason: messages.tracker.jump(MAX_SPEED_KMH) },
    ]);
  });

  it(`believes ${JUMP_RESET_RUN} consistent jumps in a row, even across messages`, () => {
    // A wild first fix 50 km away, then the bike where it really is, parked, every 10 s.
    const wild = advance(null, message([fix(0, LAT0 + 0.45)]), []);
    let state = wild.state;
    const outs = [10, 20, 30, 40].map((s) => {
      const out = advance(state, message([fix(s, LAT0, { speed: 0 })]), []);
      state = carry(out.state);
      return out;
    });
    expect(outs[0]!.rejected).toHaveLength(1);
    expect(outs[1]!.rejected).toHaveLength(1);
    // The third: taken as the truth with no distance; the stop at the wild fix closes there.
    expect(outs[2]!.rejected).toEqual([]);
    expect(outs[2]!.points.map((p) => p.distanceM)).toEqual([0]);
    expect(outs[2]!.segments.map((s) => [s.kind, s.startTs, s.endTs, s.closed])).toEqual([
      ['stop', sec(0), sec(0), true],
      ['stop', sec(30), sec(30), false],
    ]);
    expect(outs[2]!.daily[0]!.movingSec).toBe(0);
    // And the ride goes on from there.
    expect(outs[3]!.rejected).toEqual([]);
    expect(outs[3]!.segments.map((s) => [s.startTs, s.endTs])).toEqual([[sec(30), sec(40)]]);
  });

  it('does not believe jumps scattered about, nor a run broken by a good fix', () => {
    const scattered = [0.45, -0.45, 0.3, -0.3, 0.45].map((d, i) => fix(10 * (i + 1), LAT0 + d));
    const out = advance(null, message([fix(0, LAT0), ...scattered]), []);
    expect(out.rejected).toHaveLength(5);

    const broken = message([
      fix(0, LAT0),
      fix(10, LAT0 + 0.45),
      fix(20, LAT0 + 0.45),
      fix(30, LAT0 + 0.0001), // plausible: accepted, clears the run
      fix(40, LAT0 + 0.45),
      fix(50, LAT0 + 0.45),
    ]);
    expect(advance(null, broken, []).rejected.map((r) => r.index)).toEqual([1, 2, 4, 5]);
  });
});

describe('advance: distance (rule 5)', () => {
  it('counts nothing for the first fix and for jitter within 15 m of the reference', () => {
    // Wandering 10 m either side of where it parked: 20 m apart, never 15 m from the first fix.
    const wander = [0, 0.00009, -0.00009, 0.00009, -0.00009].map((d, i) => fix(30 * i, LAT0 + d));
    const out = advance(null, message(wander), []);
    expect(out.points.map((p) => p.distanceM)).toEqual([0, 0, 0, 0, 0]);
  });

  it('measures a creeping bike from the reference point, not from the last fix', () => {
    // 8 m, then 16 m from the first fix: the second adds 16 m (0.000144° = 16.012 m).
    const out = advance(
      null,
      message([fix(0, LAT0), fix(30, LAT0 + 0.000072), fix(60, LAT0 + 0.000144)]),
      [],
    );
    expect(out.points[1]!.distanceM).toBe(0);
    expect(out.points[2]!.distanceM).toBeCloseTo(16.012, 3);
  });

  it('counts a short move reported at riding speed', () => {
    const out = advance(null, message([fix(0, LAT0), fix(1, LAT0 + 0.0001, { speed: 40 })]), []);
    expect(out.points[1]!.distanceM).toBeCloseTo(11.1195, 4);
  });

  it('counts nothing across a gap, and measures on from the fix after it', () => {
    const gap = TRIP_GAP_MS / 1000 + 1;
    const out = advance(
      null,
      message([fix(0, LAT0), fix(gap, LAT0 + 0.01), fix(gap + 10, LAT0 + 0.01 + STEP)]),
      [],
    );
    expect(out.points[1]!.distanceM).toBe(0);
    expect(out.points[2]!.distanceM).toBeCloseTo(STEP_M, 4);
  });
});

describe('advance: trips and stops (rule 6)', () => {
  it('opens a stop at the first fix', () => {
    const out = advance(null, message([fix(0, LAT0)]), []);
    expect(out.segments).toEqual([
      {
        kind: 'stop',
        startTs: sec(0),
        endTs: sec(0),
        closed: false,
        startLat: LAT0,
        startLon: LON,
        endLat: LAT0,
        endLon: LON,
        distanceM: 0,
        maxSpeedKmh: 0,
      },
    ]);
  });

  it('lets a trip take over a stop of one fix (same startTs), emitting the trip only', () => {
    const out = advance(null, message([fix(0, LAT0), fix(20, LAT0 + 0.002)]), []);
    expect(out.segments.map((s) => [s.kind, s.startTs, s.endTs])).toEqual([
      ['trip', sec(0), sec(20)],
    ]);
    expect(out.segments[0]!.distanceM).toBeCloseTo(222.39, 2);
    expect(out.segments[0]!.maxSpeedKmh).toBeCloseTo(40.0302, 3); // implied, none reported
  });

  it('closes a trip at a gap and opens a stop at the fix after it', () => {
    const gap = TRIP_GAP_MS / 1000 + 1;
    const out = advance(
      null,
      message([
        fix(0, LAT0),
        fix(10, LAT0 + 3 * STEP),
        fix(20, LAT0 + 6 * STEP),
        fix(20 + gap, LAT0),
      ]),
      [],
    );
    expect(out.segments.map((s) => [s.kind, s.startTs, s.endTs, s.closed])).toEqual([
      ['trip', sec(0), sec(20), true],
      ['stop', sec(20 + gap), sec(20 + gap), false],
    ]);
    expect(out.daily[0]!.movingSec).toBe(20); // the trip, 0 → 20 s; not the gap
  });

  // Seven fixes 10 s apart, a STEP each: the one at 30 s (250 m out) opens the trip where the
  // bike set off (0 s) and is the candidate until the one at 60 s (250 m past it) takes over.
  const ride = Array.from({ length: 7 }, (_, i) => fix(10 * i, LAT0 + i * STEP, { speed: 30 }));

  it('ends a trip at the first fix of the stay, leaving what the bike did there to the day only', () => {
    const fixes = [
      ...ride,
      fix(100, LAT0 + 6 * STEP + 0.00045, { speed: 35 }), // 50.04 m on at 35 km/h: within 200 m
      fix(150, LAT0 + 6 * STEP, { speed: 0 }), // 50.04 m back at speed 0
      fix(240, LAT0 + 6 * STEP, { speed: 0 }), // 180 s after the stay's first fix (60 s)
    ];
    const out = advance(null, message(fixes), []);
    // The bike set off from its first fix: the trip takes that one-fix stop's place. It stayed
    // within 200 m of the fix at 60 s from then on, so the trip ends there and the stop starts.
    const [trip, stop] = out.segments;
    expect([trip!.kind, trip!.startTs, trip!.endTs, trip!.closed]).toEqual([
      'trip',
      sec(0),
      sec(60),
      true,
    ]);
    expect(trip!.distanceM).toBeCloseTo(6 * STEP_M, 3); // the fixes at 10 to 60 s
    expect(trip!.maxSpeedKmh).toBe(30);
    expect([stop!.kind, stop!.startTs, stop!.endTs, stop!.closed]).toEqual([
      'stop',
      sec(60),
      sec(240),
      false,
    ]);
    // The day keeps all the distance: 6 steps and 2 × 50.0378 m; its riding time and top speed
    // are the trip's: 60 s, 30 km/h.
    expect(out.daily[0]!.distanceM).toBeCloseTo(6 * STEP_M + 2 * 50.0378, 3);
    expect(out.daily[0]!.movingSec).toBe(60);
    expect(out.daily[0]!.maxSpeedKmh).toBe(30);
  });

  it('ends a trip at the candidate when the bike rode nowhere since', () => {
    const fixes = [...ride, fix(240, LAT0 + 6 * STEP, { speed: 0 })];
    const out = advance(null, message(fixes), []);
    expect(out.segments.map((s) => [s.kind, s.startTs, s.endTs])).toEqual([
      ['trip', sec(0), sec(60)],
      ['stop', sec(60), sec(240)],
    ]);
  });

  it('puts a stop between two trips when the fix that makes the stop moved at riding speed', () => {
    const P = LAT0 + 6 * STEP;
    const fixes = [
      ...ride,
      fix(240, P + 0.00045, { speed: 10 }), // 50.04 m at 10 km/h, 180 s after the fix at 60 s
      fix(250, P + 0.0009, { speed: 20 }), // 100.08 m from it
      fix(260, P + 0.0027, { speed: 40 }), // 300.23 m from it: a trip again
    ];
    const out = advance(null, message(fixes), []);
    // The stop runs from the stay's first fix to where the bike set off again (240 s, the last
    // fix before one moved it); the second trip starts there.
    expect(out.segments.map((s) => [s.kind, s.startTs, s.endTs, s.closed])).toEqual([
      ['trip', sec(0), sec(60), true],
      ['stop', sec(60), sec(240), true],
      ['trip', sec(240), sec(260), false],
    ]);
    // 60 s of the first trip and 20 s of the second.
    expect(out.daily[0]!.movingSec).toBe(80);
  });

  it(`does not end a trip before ${STOP_MIN_MS / 60_000} minutes within 200 m, nor count them yet`, () => {
    const fixes = [...ride, fix(239, LAT0 + 6 * STEP, { speed: 0 })]; // 179 s after the candidate
    const out = advance(null, message(fixes), []);
    // The open trip is as it would be if it ended now: at the first fix of the stay.
    expect(out.segments.at(-1)).toMatchObject({ kind: 'trip', endTs: sec(60), closed: false });
    expect(out.daily[0]!.movingSec).toBe(60);
  });

  it('counts the standing time of a stay too short to be a stop once the bike rides on', () => {
    const P = LAT0 + 6 * STEP;
    const fixes = [
      ...ride,
      fix(179, P, { speed: 0 }), // 2 min 59 s at the door
      fix(189, P + 3 * STEP, { speed: 30 }), // 250.19 m on: the door is part of the trip
    ];
    const out = advance(null, message(fixes), []);
    expect(out.segments.map((s) => [s.kind, s.startTs, s.endTs, s.closed])).toEqual([
      ['trip', sec(0), sec(189), false],
    ]);
    expect(out.segments[0]!.distanceM).toBeCloseTo(9 * STEP_M, 3);
    expect(out.daily[0]!.movingSec).toBe(189);
  });

  it('closes a trip at a gap at the first fix of its last stay, not after standing there', () => {
    const gap = TRIP_GAP_MS / 1000 + 1;
    const fixes = [
      ...ride,
      fix(150, LAT0 + 6 * STEP, { speed: 0 }), // 90 s standing, then the tracker goes quiet
      fix(150 + gap, LAT0 + 6 * STEP, { speed: 0 }),
    ];
    const out = advance(null, message(fixes), []);
    expect(out.segments.map((s) => [s.kind, s.startTs, s.endTs, s.closed])).toEqual([
      ['trip', sec(0), sec(60), true],
      ['stop', sec(150 + gap), sec(150 + gap), false],
    ]);
    expect(out.daily[0]!.movingSec).toBe(60);
  });
});

describe('advance: daily rollup (rule 7)', () => {
  it('splits at Jakarta midnight (17:00 UTC), crediting each fix’s figures to its own day', () => {
    const t = Date.parse('2026-05-11T16:59:20Z');
    const ride = [0, 1, 2, 3, 4, 5, 6].map((i) => ({
      ...fix(0, LAT0 + i * STEP, { speed: 30 }),
      ts: t + 10_000 * i,
    }));
    const out = advance(null, message(ride), []);
    // 16:59:30 moves the bike; 16:59:50 opens the trip where it set off (16:59:20): 30 s on the
    // 11th; 17:00:20, 250 m on from 16:59:50, carries the trip on by 30 s on the 12th.
    expect(out.daily.map((d) => [d.day, d.points, d.movingSec, d.maxSpeedKmh])).toEqual([
      ['2026-05-11', 4, 30, 30],
      ['2026-05-12', 3, 30, 30],
    ]);
    expect(out.daily[0]!.distanceM).toBeCloseTo(3 * STEP_M, 4);
    expect(out.daily[1]!.distanceM).toBeCloseTo(3 * STEP_M, 4);
  });

  it('counts no moving time, distance nor speed while stopped', () => {
    const out = advance(null, message(parked(0, 11, LAT0, 4)), []);
    expect(out.daily).toEqual([
      { day: DAY, distanceM: 0, movingSec: 0, maxSpeedKmh: 0, points: 11 },
    ]);
  });
});

describe('advance: geofences (rule 8)', () => {
  // A fence whose southern edge runs through LAT0: 0.0001° (11 m) north is inside.
  const edge: Fence = {
    id: 3,
    name: 'Pasar Minggu',
    ring: [
      [LAT0, LON - 0.01],
      [LAT0, LON + 0.01],
      [LAT0 + 0.02, LON + 0.01],
      [LAT0 + 0.02, LON - 0.01],
    ],
  };
  const IN = LAT0 + 0.0001;
  const OUT = LAT0 - 0.0001;

  it('raises nothing for jitter across the edge', () => {
    const sides = [IN, OUT, IN, OUT, OUT, IN, OUT, IN, OUT, OUT, OUT, IN];
    const out = feed(
      sides.map((lat, i) => fix(10 * i, lat)),
      100,
      [edge],
    );
    expect(out.events).toEqual([]);
  });

  it(`raises nothing for one fix outside, however long, nor for fixes outside under ${GEOFENCE_DWELL_MS / 1000} s`, () => {
    const lone = feed([fix(0, IN), fix(10, OUT), fix(300, IN)], 100, [edge]);
    expect(lone.events).toEqual([]);
    const brief = feed([fix(0, IN), fix(10, OUT), fix(20, OUT), fix(39, OUT), fix(45, IN)], 1, [
      edge,
    ]);
    expect(brief.events).toEqual([]);
  });

  it('raises an exit once two fixes outside span 30 s, dated by the first', () => {
    const out = feed([fix(0, IN), fix(10, OUT), fix(40, OUT), fix(50, OUT), fix(60, OUT)], 1, [
      edge,
    ]);
    expect(out.events).toEqual([
      { fenceId: 3, fenceName: 'Pasar Minggu', kind: 'exit', ts: sec(10) },
    ]);
  });

  it('raises no enter for a fence drawn around a parked bike (nor for a first fix inside)', () => {
    const before = advance(null, message([fix(0, IN), fix(30, IN)]), []);
    const after = feed([fix(60, IN), fix(90, IN), fix(120, IN)], 1, [edge], before.state);
    expect(after.events).toEqual([]);
    const first = feed([fix(0, IN), fix(30, IN), fix(60, IN)], 1, [edge]);
    expect(first.events).toEqual([]);
  });

  it('forgets a removed fence: drawn again, it learns the side silently', () => {
    const inside = advance(null, message([fix(0, IN)]), [edge]);
    const away = feed([fix(30, OUT), fix(60, OUT)], 1, [], inside.state);
    const back = feed([fix(90, OUT), fix(120, OUT), fix(150, OUT)], 1, [edge], away.state);
    expect(back.events).toEqual([]);
  });

  it('counts only fixes accepted in order', () => {
    const first = advance(null, message([fix(0, IN), fix(100, IN)]), [edge]);
    // Two late fixes outside, then a jump outside: none of them moves the fence's side.
    const late = advance(first.state, message([fix(10, OUT), fix(60, OUT), fix(110, LAT0 - 0.1)]), [
      edge,
    ]);
    const next = advance(late.state, message([fix(140, OUT)]), [edge]);
    expect([late.fenceEvents, next.fenceEvents]).toEqual([[], []]);
  });
});
