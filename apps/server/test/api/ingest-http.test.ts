import { messages } from '@depot/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, sensors } from '../../src/db/schema';
import { useTestApp } from '../use-test-app';
import {
  dailyRows,
  jakartaDay,
  levelRows,
  newDepot,
  postReading,
  qualityRows,
  usageRows,
  type RejectedReply,
} from '../telemetry';

const t = useTestApp();

describe('level sensor: tank level and volume from distance or level', () => {
  it('turns distance_cm 38.2 on a 120 cm / 1000 L tank into 81.8 cm and 681.67 L', async () => {
    const d = await newDepot(t);
    const res = await postReading(t, d.level, d.key, { distance_cm: 38.2 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accepted: 1, rejected: 0, errors: [] });
    const [row, ...more] = await levelRows(t, d.level);
    expect(more).toEqual([]);
    expect(row?.tankId).toBe(d.tankId);
    expect(row?.accountId).toBe(d.accountId);
    expect(row?.waterLevelCm).toBeCloseTo(81.8, 6);
    expect(row?.volume).toBeCloseTo(681.67, 2);
  });

  it('takes water_level_cm 60 as half the tank: 500 L', async () => {
    const d = await newDepot(t);
    expect((await postReading(t, d.level, d.key, { water_level_cm: 60 })).statusCode).toBe(200);
    const [row] = await levelRows(t, d.level);
    expect(row?.waterLevelCm).toBe(60);
    expect(row?.volume).toBeCloseTo(500, 6);
  });

  it.each([
    ['distance 150 cm (below the bottom)', { distance_cm: 150 }, 0, 0],
    ['distance 0 cm (sensor touching water)', { distance_cm: 0 }, 120, 1000],
    ['water_level_cm 200 (above the rim)', { water_level_cm: 200 }, 120, 1000],
  ])('clamps %s to what the tank can hold', async (_, body, levelCm, volume) => {
    const d = await newDepot(t);
    expect((await postReading(t, d.level, d.key, body)).statusCode).toBe(200);
    const [row] = await levelRows(t, d.level);
    expect(row?.waterLevelCm).toBe(levelCm);
    expect(row?.volume).toBe(volume);
  });
});

describe('flow meter: one filled gallon per reading', () => {
  it('stores one water_usage row and adds 1 gallon and 18.9 L to today (Jakarta)', async () => {
    const d = await newDepot(t);
    const ts = new Date();
    const res = await postReading(t, d.tapA, d.key, {
      tap: 'A',
      volume_l: 18.9,
      ts: ts.toISOString(),
    });
    expect(res.json()).toEqual({ accepted: 1, rejected: 0, errors: [] });
    const rows = await usageRows(t, d.tapA);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tap: 'A', volumeL: 18.9, gallons: 1, ts });
    expect(await dailyRows(t, d.accountId)).toEqual([
      { day: jakartaDay(ts), tap: 'A', gallons: 1, volumeL: 18.9 },
    ]);

    const second = await postReading(t, d.tapA, d.key, { volume_l: 19, ts: ts.toISOString() });
    expect(second.statusCode).toBe(200);
    const [daily] = await dailyRows(t, d.accountId);
    expect(daily?.gallons).toBe(2);
    expect(daily?.volumeL).toBeCloseTo(37.9, 9);
  });

  it("uses the sensor's own tap when the device leaves tap out", async () => {
    const d = await newDepot(t);
    expect((await postReading(t, d.tapC, d.key, { volume_l: 19 })).statusCode).toBe(200);
    expect((await usageRows(t, d.tapC)).map((r) => r.tap)).toEqual(['C']);
    expect((await dailyRows(t, d.accountId)).map((r) => r.tap)).toEqual(['C']);
  });

  it('refuses tap B from the meter on tap A and stores nothing', async () => {
    const d = await newDepot(t);
    const res = await postReading(t, d.tapA, d.key, { tap: 'B', volume_l: 19 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: messages.ingest.wrongTap('A'),
      accepted: 0,
      rejected: 1,
      errors: [{ index: 0, reason: messages.ingest.wrongTap('A') }],
    });
    expect(await usageRows(t, d.tapA)).toEqual([]);
    expect(await dailyRows(t, d.accountId)).toEqual([]);
  });
});

it('stores all five quality values of a reading', async () => {
  const d = await newDepot(t);
  const body = { temperature: 27.5, ph: 7.2, tds: 120, salinity: 0.1, turbidity: 0.8 };
  expect((await postReading(t, d.quality, d.key, body)).statusCode).toBe(200);
  const [row, ...more] = await qualityRows(t, d.quality);
  expect(more).toEqual([]);
  expect(row).toMatchObject({ ...body, accountId: d.accountId, seq: null });
});

describe('an array of readings', () => {
  it('stores the good items and names the index and reason of each bad one', async () => {
    const d = await newDepot(t);
    const res = await postReading(t, d.tapB, d.key, [
      { volume_l: 18, seq: 1 },
      { volume_l: -1, seq: 2 },
      { volume_l: 19, seq: 3 },
      { tap: 'A', volume_l: 19, seq: 4 },
      'not a reading',
      { volume_l: 20, seq: 6 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      accepted: 3,
      rejected: 3,
      errors: [
        { index: 1, reason: 'volume_l: harus lebih dari 0 dan paling banyak 25 liter' },
        { index: 3, reason: messages.ingest.wrongTap('B') },
        { index: 4, reason: messages.ingest.notAReading },
      ],
    });
    expect((await usageRows(t, d.tapB)).map((r) => [r.seq, r.volumeL])).toEqual([
      [1, 18],
      [3, 19],
      [6, 20],
    ]);
    const [daily] = await dailyRows(t, d.accountId);
    expect(daily).toMatchObject({ tap: 'B', gallons: 3, volumeL: 57 });
  });

  it('stores a repeated seq once, across requests and inside one array, and counts it once', async () => {
    const d = await newDepot(t);
    const ts = new Date().toISOString();
    const first = await postReading(t, d.tapA, d.key, { volume_l: 18.9, seq: 7, ts });
    const again = await postReading(t, d.tapA, d.key, { volume_l: 18.9, seq: 7, ts });
    const inArray = await postReading(t, d.tapA, d.key, [
      { volume_l: 10, seq: 8, ts },
      { volume_l: 10, seq: 8, ts },
      { volume_l: 18.9, seq: 7, ts },
    ]);
    for (const res of [first, again, inArray]) expect(res.statusCode).toBe(200);
    expect((await usageRows(t, d.tapA)).map((r) => r.seq)).toEqual([7, 8]);
    const [daily, ...other] = await dailyRows(t, d.accountId);
    expect(other).toEqual([]);
    expect(daily?.gallons).toBe(2);
    expect(daily?.volumeL).toBeCloseTo(28.9, 9);

    const levelTwice = [
      { water_level_cm: 50, seq: 1 },
      { water_level_cm: 51, seq: 1 },
    ];
    expect((await postReading(t, d.level, d.key, levelTwice)).statusCode).toBe(200);
    expect(await levelRows(t, d.level)).toHaveLength(1);
  });
});

it('accepts a heartbeat: no reading stored, but the sensor and depot are marked online', async () => {
  const d = await newDepot(t);
  const before = Date.now();
  const res = await postReading(t, d.quality, d.key, { heartbeat: true });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ accepted: 1, rejected: 0, errors: [] });
  expect(await qualityRows(t, d.quality)).toEqual([]);
  const [sensor] = await t.db
    .select({ lastOnline: sensors.lastOnline })
    .from(sensors)
    .where(eq(sensors.sensorId, d.quality));
  const [account] = await t.db
    .select({ lastOnline: accounts.lastOnline })
    .from(accounts)
    .where(eq(accounts.id, d.accountId));
  for (const seen of [sensor?.lastOnline, account?.lastOnline]) {
    expect(seen?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(seen?.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  }
  const [other] = await t.db
    .select({ lastOnline: sensors.lastOnline })
    .from(sensors)
    .where(eq(sensors.sensorId, d.tapA));
  expect(other?.lastOnline).toBeNull();
});

describe('reading time', () => {
  it('stores ts given as ISO with offset and as epoch ms, and a few minutes ahead at receive time', async () => {
    const d = await newDepot(t);
    const iso = '2026-03-10T08:30:00+07:00';
    const epoch = Date.UTC(2026, 2, 10, 2, 0, 0);
    const before = Date.now();
    const res = await postReading(t, d.level, d.key, [
      { water_level_cm: 10, ts: iso },
      { water_level_cm: 20, ts: epoch },
      { water_level_cm: 30, ts: new Date(before + 9 * 60_000).toISOString() },
    ]);
    const after = Date.now();
    expect(res.json()).toEqual({ accepted: 3, rejected: 0, errors: [] });
    const rows = await levelRows(t, d.level);
    expect(rows.slice(0, 2).map((r) => [r.waterLevelCm, r.ts.getTime()])).toEqual([
      [10, Date.parse('2026-03-10T01:30:00Z')],
      [20, epoch],
    ]);
    // Clamped to when the server received it: never a reading from the future on the tank card.
    expect(rows[2]?.waterLevelCm).toBe(30);
    expect(rows[2]?.ts.getTime()).toBeGreaterThanOrEqual(before);
    expect(rows[2]?.ts.getTime()).toBeLessThanOrEqual(after);
  });

  it('counts a gallon from a clock a few minutes fast on today, not on a day to come', async () => {
    const d = await newDepot(t);
    const res = await postReading(t, d.tapA, d.key, {
      volume_l: 19,
      ts: new Date(Date.now() + 9 * 60_000).toISOString(),
    });
    expect(res.json()).toEqual({ accepted: 1, rejected: 0, errors: [] });
    const rows = await usageRows(t, d.tapA);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.ts.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await dailyRows(t, d.accountId)).toEqual(
      rows.map((r) => ({ day: jakartaDay(r.ts), tap: 'A', gallons: 1, volumeL: 19 })),
    );
  });

  it('refuses a reading more than 10 minutes in the future and keeps the others', async () => {
    const d = await newDepot(t);
    const future = Date.now() + 11 * 60_000;
    const res = await postReading(t, d.level, d.key, [
      { water_level_cm: 40, ts: future },
      { water_level_cm: 41, ts: new Date(future).toISOString() },
      { water_level_cm: 42 },
      { water_level_cm: 44, ts: Date.now() + 23 * 3600_000 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      accepted: 1,
      rejected: 3,
      errors: [
        { index: 0, reason: messages.ingest.future },
        { index: 1, reason: messages.ingest.future },
        { index: 3, reason: messages.ingest.future },
      ],
    });
    expect((await levelRows(t, d.level)).map((r) => r.waterLevelCm)).toEqual([42]);

    const alone = await postReading(t, d.level, d.key, { water_level_cm: 43, ts: future });
    expect(alone.statusCode).toBe(400);
    expect(alone.json<RejectedReply>().message).toBe(messages.ingest.future);
    expect(await levelRows(t, d.level)).toHaveLength(1);
  });

  it.each([
    ['year 0', '0000-01-01T00:00:00Z', `ts: ${messages.ingest.tsBefore2000}`],
    ['year 1 with an offset', '0001-01-01T00:00:00+01:00', `ts: ${messages.ingest.tsBefore2000}`],
    ['1999', '1999-12-31T23:59:59+07:00', `ts: ${messages.ingest.tsBefore2000}`],
    ['year 10000', '10000-01-01T00:00:00Z', 'ts: tanggal dan waktu format ISO tidak valid'],
    ['epoch seconds', 1_795_000_000, `ts: ${messages.ingest.tsEpoch}`],
  ])('refuses a ts in %s with 400 and its reason', async (_, ts, reason) => {
    const d = await newDepot(t);
    const res = await postReading(t, d.tapA, d.key, { volume_l: 19, ts });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: reason,
      accepted: 0,
      rejected: 1,
      errors: [{ index: 0, reason }],
    });
    expect(await usageRows(t, d.tapA)).toEqual([]);
  });
});
