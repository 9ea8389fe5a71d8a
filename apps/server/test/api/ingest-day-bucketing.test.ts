import { describe, expect, it } from 'vitest';
import { writeBatch } from '../../src/ingest/ingest.repository';
import type { Reading } from '../../src/ingest/readings';
import { useTestApp } from '../use-test-app';
import { dailyRows, newDepot, postReading, usageRows } from '../telemetry';

// A depot's day runs from 00:00 to 24:00 in Asia/Jakarta (UTC+7), not in UTC or server time.
const t = useTestApp();

describe('usage_daily: gallons counted on the Jakarta calendar day', () => {
  it('puts 23:59 and 00:01 WIB (16:59Z and 17:01Z) on two different days', async () => {
    const d = await newDepot(t);
    const res = await postReading(t, d.tapA, d.key, [
      { volume_l: 18, ts: '2026-03-10T23:59:00+07:00' },
      { volume_l: 19, ts: '2026-03-11T00:01:00+07:00' },
    ]);
    expect(res.json()).toEqual({ accepted: 2, rejected: 0, errors: [] });
    expect((await usageRows(t, d.tapA)).map((r) => r.ts.toISOString())).toEqual([
      '2026-03-10T16:59:00.000Z',
      '2026-03-10T17:01:00.000Z',
    ]);
    expect(await dailyRows(t, d.accountId)).toEqual([
      { day: '2026-03-10', tap: 'A', gallons: 1, volumeL: 18 },
      { day: '2026-03-11', tap: 'A', gallons: 1, volumeL: 19 },
    ]);
  });

  it('puts the UTC spelling of the same moments on the same Jakarta days', async () => {
    const d = await newDepot(t);
    const res = await postReading(t, d.tapB, d.key, [
      { volume_l: 18, ts: '2026-03-10T16:59:00Z' },
      { volume_l: 19, ts: Date.parse('2026-03-10T17:01:00Z') },
      { volume_l: 20, ts: '2026-03-10T00:30:00Z' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(await dailyRows(t, d.accountId)).toEqual([
      { day: '2026-03-10', tap: 'B', gallons: 2, volumeL: 38 },
      { day: '2026-03-11', tap: 'B', gallons: 1, volumeL: 19 },
    ]);
  });

  it('splits the last second of a year from the first of the next (2025 → 2026)', async () => {
    const d = await newDepot(t);
    const res = await postReading(t, d.tapC, d.key, [
      { volume_l: 18, ts: '2025-12-31T23:59:59+07:00' },
      { volume_l: 19, ts: '2026-01-01T00:00:00+07:00' },
    ]);
    expect(res.json()).toEqual({ accepted: 2, rejected: 0, errors: [] });
    expect(await dailyRows(t, d.accountId)).toEqual([
      { day: '2025-12-31', tap: 'C', gallons: 1, volumeL: 18 },
      { day: '2026-01-01', tap: 'C', gallons: 1, volumeL: 19 },
    ]);
  });

  // 2026-12-31 is still more than a day ahead of the test clock for most of 2026, so the HTTP
  // path would refuse it as "future"; the rollup itself is checked on the storage layer.
  it('splits 2026-12-31 23:59:59 WIB from 2027-01-01 00:00:00 WIB in the stored rollup', async () => {
    const d = await newDepot(t);
    const flow = (ts: string, volumeL: number, seq: number): Reading => ({
      kind: 'flow',
      sensorId: d.tapA,
      accountId: d.accountId,
      tap: 'A',
      ts: new Date(ts),
      seq,
      volumeL,
    });
    await t.database.rawTransaction((query) =>
      writeBatch(
        query,
        [flow('2026-12-31T23:59:59+07:00', 18, 1), flow('2027-01-01T00:00:00+07:00', 19, 2)],
        [],
        new Date(),
      ),
    );
    expect(await dailyRows(t, d.accountId)).toEqual([
      { day: '2026-12-31', tap: 'A', gallons: 1, volumeL: 18 },
      { day: '2027-01-01', tap: 'A', gallons: 1, volumeL: 19 },
    ]);
  });

  it('adds to an existing day instead of starting a second row for it', async () => {
    const d = await newDepot(t);
    await postReading(t, d.tapA, d.key, { volume_l: 18, ts: '2026-03-10T08:00:00+07:00' });
    await postReading(t, d.tapA, d.key, { volume_l: 19, ts: '2026-03-10T20:00:00+07:00' });
    await postReading(t, d.tapB, d.key, { volume_l: 20, ts: '2026-03-10T20:00:00+07:00' });
    expect(await dailyRows(t, d.accountId)).toEqual([
      { day: '2026-03-10', tap: 'A', gallons: 2, volumeL: 37 },
      { day: '2026-03-10', tap: 'B', gallons: 1, volumeL: 20 },
    ]);
  });
});
