import { formatDateTime, messages, type Notification } from '@depot/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertState, sensors, tankLevel, waterUsage } from '../../src/db/schema';
import { createTestApp, type TestContext } from '../helpers';
import { newDepot, postReading, waitFor, type TestDepot } from '../telemetry';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What the depot owner's notification bell shows. */
async function bell(d: TestDepot): Promise<Notification[]> {
  const res = await t.app.inject({
    url: `/api/notifications/${d.username}`,
    headers: await t.authAs(d.username, d.password),
  });
  expect(res.statusCode).toBe(200);
  return res.json<Notification[]>();
}

const ofKind = async (d: TestDepot, kind: string) =>
  (await bell(d)).filter((n) => n.kind === kind).map((n) => n.message);

/** Waits (up to 2 s) until the bell shows `count` notifications of `kind`. */
const expectNotified = (d: TestDepot, kind: string, count: number) =>
  waitFor(`${count} '${kind}' notification(s)`, async () => {
    const found = await ofKind(d, kind);
    return found.length >= count && found;
  });

const raised = async (d: TestDepot, kind: string) =>
  (
    await t.db
      .select()
      .from(alertState)
      .where(and(eq(alertState.accountId, d.accountId), eq(alertState.kind, kind)))
  ).length > 0;

/** Sends a reading and requires it accepted; the reply comes after alerts were evaluated. */
async function send(d: TestDepot, sensorId: string, body: object) {
  const res = await postReading(t, sensorId, d.key, body);
  expect(res.json()).toMatchObject({ accepted: 1, rejected: 0 });
}

describe('low stock', () => {
  it('is judged on current readings: a back-filled low reading from yesterday raises nothing', async () => {
    const d = await newDepot(t);
    await send(d, d.level, { water_level_cm: 100 });
    await send(d, d.level, { water_level_cm: 10, ts: Date.now() - 24 * 3600_000 });
    expect(await raised(d, 'low_stock')).toBe(false);
    expect(await ofKind(d, 'low_stock')).toEqual([]);
  });

  it('notifies once below 20 %, clears above it, and notifies again on the next drop', async () => {
    const d = await newDepot(t);
    await send(d, d.level, { water_level_cm: 20 });
    const lowStock = messages.alerts.lowStock('Tangki Utama', '166,7', '16,7');
    expect(await expectNotified(d, 'low_stock', 1)).toEqual([lowStock]);
    expect((await bell(d))[0]).toMatchObject({ kind: 'low_stock', read: false });

    await send(d, d.level, { water_level_cm: 10 });
    expect(await ofKind(d, 'low_stock')).toEqual([lowStock]);

    await send(d, d.level, { water_level_cm: 60 });
    expect(await raised(d, 'low_stock')).toBe(false);
    expect(await ofKind(d, 'low_stock')).toHaveLength(1);

    await send(d, d.level, { water_level_cm: 13 });
    expect(await expectNotified(d, 'low_stock', 2)).toEqual([
      messages.alerts.lowStock('Tangki Utama', '108,3', '10,8'),
      lowStock,
    ]);
  });

  it('does not notify at exactly 20 % (200 L) or above', async () => {
    const d = await newDepot(t);
    await send(d, d.level, { water_level_cm: 24 });
    await send(d, d.level, { water_level_cm: 28.8 });
    expect(await raised(d, 'low_stock')).toBe(false);
    expect(await ofKind(d, 'low_stock')).toEqual([]);
  });
});

describe('water quality', () => {
  it.each([
    ['pH 9.1', { ph: 9.1 }, 'pH 9,1 (batas 6,5–8,5)'],
    ['TDS 350', { tds: 350 }, 'TDS 350 ppm (maks. 300 ppm)'],
    ['turbidity 5', { turbidity: 5 }, 'kekeruhan 5 NTU (maks. 3 NTU)'],
  ])('notifies once for %s, clears on a good reading, notifies again', async (_, bad, text) => {
    const d = await newDepot(t);
    const good = { ph: 7.2, tds: 120, turbidity: 0.8 };
    await send(d, d.quality, { ...good, ...bad });
    const message = messages.alerts.quality(text);
    expect(await expectNotified(d, 'quality', 1)).toEqual([message]);

    await send(d, d.quality, { ...good, ...bad });
    expect(await ofKind(d, 'quality')).toEqual([message]);

    await send(d, d.quality, good);
    expect(await raised(d, 'quality')).toBe(false);

    await send(d, d.quality, { ...good, ...bad });
    expect(await expectNotified(d, 'quality', 2)).toEqual([message, message]);
  });

  it('names every value out of limits in one notification', async () => {
    const d = await newDepot(t);
    await send(d, d.quality, { ph: 5, tds: 400, turbidity: 4 });
    expect(await expectNotified(d, 'quality', 1)).toEqual([
      messages.alerts.quality(
        'pH 5 (batas 6,5–8,5), TDS 400 ppm (maks. 300 ppm), kekeruhan 4 NTU (maks. 3 NTU)',
      ),
    ]);
  });
});

describe('devices gone silent', () => {
  const label = (d: TestDepot) => `Sensor Kualitas Air (${d.quality})`;

  it('notifies once after 10 minutes of silence and says when the device is back', async () => {
    const d = await newDepot(t);
    const lastOnline = new Date(Date.now() - 11 * 60_000);
    await t.db.update(sensors).set({ lastOnline }).where(eq(sensors.sensorId, d.quality));
    await t.app.ingestor.alerts.checkOffline();
    const offline = messages.alerts.offline(label(d), formatDateTime(lastOnline));
    expect(await ofKind(d, 'offline')).toEqual([offline]);

    await t.app.ingestor.alerts.checkOffline();
    expect(await ofKind(d, 'offline')).toEqual([offline]);

    await send(d, d.quality, { heartbeat: true });
    await t.app.ingestor.alerts.checkOffline();
    expect(await raised(d, 'offline')).toBe(false);
    expect(await ofKind(d, 'online')).toEqual([messages.alerts.online(label(d))]);
    await t.app.ingestor.alerts.checkOffline();
    expect(await ofKind(d, 'online')).toHaveLength(1);
    expect(await ofKind(d, 'offline')).toHaveLength(1);
  });

  it('stays quiet for a device heard 9 minutes ago and for one that never sent anything', async () => {
    const d = await newDepot(t);
    const lastOnline = new Date(Date.now() - 9 * 60_000);
    await t.db.update(sensors).set({ lastOnline }).where(eq(sensors.sensorId, d.tapA));
    await t.app.ingestor.alerts.checkOffline();
    expect(await raised(d, 'offline')).toBe(false);
    expect(await bell(d)).toEqual([]);
  });
});

describe('suspected leak', () => {
  /** Tank readings over the last half hour, falling from 900 to 700 L. */
  async function fallingTank(d: TestDepot) {
    const now = Date.now();
    const volumes = [900, 860, 820, 780, 740, 700];
    await t.db.insert(tankLevel).values(
      volumes.map((volume, i) => ({
        accountId: d.accountId,
        tankId: d.tankId,
        sensorId: d.level,
        ts: new Date(now - (29 - i * 5) * 60_000),
        waterLevelCm: (volume * 120) / 1000,
        volume,
      })),
    );
    return now;
  }

  it('notifies when the tank lost 205 L in 30 minutes and the taps counted none', async () => {
    const d = await newDepot(t);
    await fallingTank(d);
    await send(d, d.level, { water_level_cm: 83.4 }); // 695 L
    expect(await expectNotified(d, 'leak', 1)).toEqual([
      messages.alerts.leak('Tangki Utama', '205', '0', 30),
    ]);
    expect(await raised(d, 'leak')).toBe(true);
  });

  it('stays quiet when the taps dispensed the 200 L the tank lost', async () => {
    const d = await newDepot(t);
    const now = await fallingTank(d);
    await t.db.insert(waterUsage).values(
      Array.from({ length: 8 }, (_, i) => ({
        accountId: d.accountId,
        sensorId: d.tapA,
        tap: 'A' as const,
        ts: new Date(now - (28 - i * 3) * 60_000),
        volumeL: 25,
      })),
    );
    await send(d, d.level, { water_level_cm: 83.4 });
    expect(await raised(d, 'leak')).toBe(false);
    expect(await ofKind(d, 'leak')).toEqual([]);
  });
});
