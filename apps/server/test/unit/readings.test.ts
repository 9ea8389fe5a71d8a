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
      errors: [],
      heartbeats: 2,
    });
    // A device that marks every message as a heartbeat still gets its values stored.
    expect(parse(sensor('flow'), { heartbeat: true, volume_l: 19 }).readings).toHaveLength(1);
    expect(parse(sensor('quality'), { heartbeat: false }).errors).toEqual([
      { index: 0, reason: messages.ingest.wrongKind('quality') },
    ]);
  });

  it('reads ts as ISO with offset or epoch ms, allows a day ahead, refuses more', () => {
    const day = 24 * 60 * 60_000;
    const { readings, errors } = parse(sensor('level'), [
      { water_level_cm: 1, ts: '2026-03-10T08:00:00+07:00' },
      { water_level_cm: 2, ts: NOW - 5000 },
      { water_level_cm: 3, ts: NOW + day },
      { water_level_cm: 4, ts: NOW + day + 1 },
      { water_level_cm: 5, ts: new Date(NOW + 2 * day).toISOString() },
    ]);
    expect(readings.map((r) => r.ts.getTime())).toEqual([
      Date.parse('2026-03-10T01:00:00Z'),
      NOW - 5000,
      NOW + day,
    ]);
    expect(errors).toEqual([
      { index: 3, reason: messages.ingest.future },
      { index: 4, reason: messages.ingest.future },
    ]);
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
      errors: [{ index: 0, reason: messages.ingest.tooMany(1000) }],
      heartbeats: 0,
    });
    expect(parse(sensor('flow'), items(1000)).readings).toHaveLength(1000);
  });

  it('refuses readings for kinds that are not ingested, and a level sensor without a tank', () => {
    expect(parse(sensor('gps'), { lat: 1 }).errors).toEqual([
      { index: 0, reason: messages.ingest.kindNotIngested('gps') },
    ]);
    expect(parse(sensor('level', { tank: null }), { distance_cm: 1 }).errors).toEqual([
      { index: 0, reason: messages.ingest.kindNotIngested('level') },
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
  };

  it('refuses a timestamp in epoch seconds instead of storing it in 1970', () => {
    const r = parseReadings(quality, { ph: 7, ts: 1_795_000_000 });
    expect(r.readings).toEqual([]);
    expect(r.errors[0]?.reason).toBe('ts: harus epoch dalam milidetik (bukan detik) atau ISO-8601');
  });

  it('keeps the reading when a heartbeat flag comes with values', () => {
    const r = parseReadings(quality, { heartbeat: true, ph: 7.2 });
    expect(r.heartbeats).toBe(0);
    expect(r.readings).toHaveLength(1);
  });
});
