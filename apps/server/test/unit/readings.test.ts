import { messages } from '@depot/contract';
import { describe, expect, it } from 'vitest';
import { levelOf, parseReadings, type Reading } from '../../src/ingest/readings';
import type { SensorInfo } from '../../src/ingest/sensor-directory';

const NOW = Date.parse('2026-03-10T05:00:00Z');
const tank = { id: 7, name: 'Tangki Utama', capacity: 1000, heightCm: 120, lowStockPct: 20 };

function sensor(kind: SensorInfo['kind'], extra: Partial<SensorInfo> = {}): SensorInfo {
  return {
    sensorId: `s-${kind}`,
    accountId: 3,
    kind,
    tap: kind === 'flow' ? 'A' : null,
    name: kind,
    keyHash: '',
    tank,
    iotType: null,
    ...extra,
  };
}

const parse = (s: SensorInfo, body: unknown) => parseReadings(s, body, NOW);

describe('levelOf: water level and volume from the tank shape', () => {
  it.each([
    [{ distance_cm: 38.2 }, 81.8, 681.667],
    [{ water_level_cm: 60 }, 60, 500],
    [{ distance_cm: 120 }, 0, 0],
    [{ distance_cm: 150 }, 0, 0],
    [{ distance_cm: 0 }, 120, 1000],
    [{ water_level_cm: 200 }, 120, 1000],
    [{ water_level_cm: 0 }, 0, 0],
  ])('%j gives %d cm and %d L', (payload, levelCm, volume) => {
    const r = levelOf({ capacity: 1000, heightCm: 120 }, payload);
    expect(r.waterLevelCm).toBeCloseTo(levelCm, 9);
    expect(r.volume).toBeCloseTo(volume, 3);
  });

  it('prefers water_level_cm when a caller passes both', () => {
    expect(
      levelOf({ capacity: 500, heightCm: 100 }, { water_level_cm: 50, distance_cm: 10 }),
    ).toEqual({ waterLevelCm: 50, volume: 250 });
  });
});

describe('parseReadings', () => {
  it('turns a level payload into a reading for the sensor, its depot and its tank', () => {
    expect(parse(sensor('level'), { distance_cm: 60, seq: 4, battery: 3.7 })).toEqual({
      readings: [
        {
          kind: 'level',
          sensorId: 's-level',
          accountId: 3,
          tankId: 7,
          ts: new Date(NOW),
          seq: 4,
          waterLevelCm: 60,
          volume: 500,
        },
      ],
      positions: [0],
      errors: [],
      heartbeats: 0,
    });
  });

  it("fills a flow reading's tap from the sensor and refuses another tap", () => {
    const s = sensor('flow', { tap: 'B' });
    const { readings, errors } = parse(s, [
      { volume_l: 19 },
      { volume_l: 19, tap: 'B' },
      { volume_l: 19, tap: 'C' },
    ]);
    expect(readings.map((r) => (r as Extract<Reading, { kind: 'flow' }>).tap)).toEqual(['B', 'B']);
    expect(errors).toEqual([{ index: 2, reason: messages.ingest.wrongTap('B') }]);
  });

  it('keeps the quality values given and leaves the others null', () => {
    const [r] = parse(sensor('quality'), { ph: 7.4, turbidity: 1 }).readings;
    expect(r).toMatchObject({
      ph: 7.4,
      turbidity: 1,
      tds: null,
      temperature: null,
      salinity: null,
    });
  });

  it('counts heartbeats apart from readings', () => {
    expect(parse(sensor('quality'), [{ heartbeat: true }, { heartbeat: true }])).toEqual({
      readings: [],
      positions: [],
      errors: [],
      heartbeats: 2,
    });
    // A device that marks every message as a heartbeat still gets its values stored.
    expect(parse(sensor('flow'), { heartbeat: true, volume_l: 19 }).readings).toHaveLength(1);
    expect(parse(sensor('quality'), { heartbeat: false }).errors).toEqual([
      { index: 0, reason: messages.ingest.wrongKind('quality') },
    ]);
  });

  it('reads ts as ISO with offset or epoch ms; up to 10 minutes ahead is stored at receive time', () => {
    const minutes = (n: number) => n * 60_000;
    const { readings, errors } = parse(sensor('level'), [
      { water_level_cm: 1, ts: '2026-03-10T08:00:00+07:00' },
      { water_level_cm: 2, ts: NOW - 5000 },
      { water_level_cm: 3, ts: NOW + minutes(10) },
      { water_level_cm: 4, ts: new Date(NOW + minutes(3)).toISOString() },
      { water_level_cm: 5, ts: NOW + minutes(10) + 1 },
      { water_level_cm: 6, ts: new Date(NOW + minutes(11)).toISOString() },
      { water_level_cm: 7, ts: NOW + minutes(23 * 60) },
    ]);
    expect(readings.map((r) => r.ts.getTime())).toEqual([
      Date.parse('2026-03-10T01:00:00Z'),
      NOW - 5000,
      NOW,
      NOW,
    ]);
    expect(errors).toEqual([
      { index: 4, reason: messages.ingest.future },
      { index: 5, reason: messages.ingest.future },
      { index: 6, reason: messages.ingest.future },
    ]);
  });

  it.each([
    '0000-01-01T00:00:00Z',
    '0001-01-01T00:00:00+01:00',
    '0099-12-31T23:59:59Z',
    '1970-01-01T00:00:00Z',
    '1999-12-31T23:59:59.999Z',
    '2000-01-01T06:59:59+07:00',
  ])('refuses ts %s, before 2000, with the reason and keeps its neighbours', (ts) => {
    const { readings, errors } = parse(sensor('flow'), [
      { volume_l: 19, seq: 1 },
      { volume_l: 19, seq: 2, ts },
      { volume_l: 19, seq: 3 },
    ]);
    expect(readings.map((r) => r.seq)).toEqual([1, 3]);
    expect(errors).toEqual([{ index: 1, reason: `ts: ${messages.ingest.tsBefore2000}` }]);
  });

  it.each([
    ['a five-digit year', '10000-01-01T00:00:00Z'],
    ['an expanded year', '+010000-01-01T00:00:00Z'],
    ['29 February in a common year', '2026-02-29T10:00:00Z'],
    ['a NUL byte', '2026-03-10T08:00:00Z\u0000'],
  ])('refuses ts with %s as not ISO-8601', (_, ts) => {
    const { readings, errors } = parse(sensor('quality'), { ph: 7, ts });
    expect(readings).toEqual([]);
    expect(errors).toEqual([{ index: 0, reason: 'ts: tanggal dan waktu format ISO tidak valid' }]);
  });

  it('takes the first moment of 2000 and refuses epoch ms before it', () => {
    const { readings, errors } = parse(sensor('quality'), [
      { ph: 7, ts: '2000-01-01T00:00:00Z' },
      { ph: 7, ts: Date.UTC(2000, 0, 1) },
      { ph: 7, ts: Date.UTC(2000, 0, 1) - 1 },
    ]);
    expect(readings.map((r) => r.ts.getTime())).toEqual([
      Date.UTC(2000, 0, 1),
      Date.UTC(2000, 0, 1),
    ]);
    expect(errors).toEqual([{ index: 2, reason: `ts: ${messages.ingest.tsEpoch}` }]);
  });

  it('says where each reading stood in the message', () => {
    const parsed = parse(sensor('flow'), [
      { volume_l: 0 },
      { volume_l: 19 },
      { heartbeat: true },
      { volume_l: 18 },
    ]);
    expect(parsed.positions).toEqual([1, 3]);
  });

  it('names each bad item by its index and keeps the good ones in order', () => {
    const { readings, errors } = parse(sensor('flow'), [
      { volume_l: 18 },
      null,
      [],
      { volume_l: 0 },
      { ph: 7 },
      { volume_l: 20, seq: -1 },
      { volume_l: 21 },
    ]);
    expect(readings.map((r) => (r as Extract<Reading, { kind: 'flow' }>).volumeL)).toEqual([
      18, 21,
    ]);
    expect(errors.map((e) => e.index)).toEqual([1, 2, 3, 4, 5]);
    expect(errors[0]?.reason).toBe(messages.ingest.notAReading);
    expect(errors[1]?.reason).toBe(messages.ingest.notAReading);
    expect(errors[2]?.reason).toBe('volume_l: harus lebih dari 0 dan paling banyak 25 liter');
    expect(errors[3]?.reason).toBe(messages.ingest.wrongKind('flow'));
    expect(errors[4]?.reason).toMatch(/^seq: /);
  });

  it('refuses a message of more than 1000 items as a whole, and takes exactly 1000', () => {
    const items = (n: number) => Array.from({ length: n }, () => ({ volume_l: 19 }));
    expect(parse(sensor('flow'), items(1001))).toEqual({
      readings: [],
      positions: [],
      errors: [{ index: 0, reason: messages.ingest.tooMany(1000) }],
      heartbeats: 0,
    });
    expect(parse(sensor('flow'), items(1000)).readings).toHaveLength(1000);
  });

  it('refuses readings for kinds that are not ingested, and a level sensor without a tank', () => {
    expect(parse(sensor('other'), { value: 1 }).errors).toEqual([
      { index: 0, reason: messages.ingest.kindNotIngested('other') },
    ]);
    expect(parse(sensor('level', { tank: null }), { distance_cm: 1 }).errors).toEqual([
      { index: 0, reason: messages.ingest.kindNotIngested('level') },
    ]);
  });
});

describe('tracker fixes', () => {
  it('reads a fix with its optional fields, and refuses (0,0), poor accuracy and a missing lon', () => {
    const now = Date.parse('2026-05-11T03:00:00Z');
    const ts = now - 60_000;
    const parsed = parseReadings(
      sensor('gps'),
      [
        { lat: -6.366, lon: 106.88, ts, speed: 25, bearing: 90, accuracy: 8, battery: 80 },
        { lat: 0, lon: 0 },
        { lat: -6.366, lon: 106.88, accuracy: 101 },
        { lat: -6.366 },
      ],
      now,
    );
    expect(parsed.readings).toEqual([
      expect.objectContaining({
        kind: 'position',
        lat: -6.366,
        lon: 106.88,
        ts: new Date(ts),
        speed: 25,
        bearing: 90,
        accuracy: 8,
        altitude: null,
        battery: 80,
      }),
    ]);
    expect(parsed.errors.map((e) => [e.index, e.reason])).toEqual([
      [1, messages.tracker.nullIsland],
      [2, `accuracy: ${messages.tracker.inaccurate(100)}`],
      [3, expect.stringMatching(/^lon: /)],
    ]);
  });
});

describe('device payload edge cases', () => {
  const quality = {
    sensorId: 'q',
    accountId: 1,
    kind: 'quality' as const,
    tap: null,
    name: 'Q',
    keyHash: '',
    tank: null,
    iotType: null,
  };

  it('refuses a timestamp in epoch seconds instead of storing it in 1970', () => {
    const r = parseReadings(quality, { ph: 7, ts: 1_795_000_000 });
    expect(r.readings).toEqual([]);
    expect(r.errors[0]?.reason).toBe('ts: harus epoch dalam milidetik (bukan detik) atau ISO-8601');
    expect(messages.ingest.tsEpoch).toBe('harus epoch dalam milidetik (bukan detik) atau ISO-8601');
  });

  it('keeps the reading when a heartbeat flag comes with values', () => {
    const r = parseReadings(quality, { heartbeat: true, ph: 7.2 });
    expect(r.heartbeats).toBe(0);
    expect(r.readings).toHaveLength(1);
  });
});
