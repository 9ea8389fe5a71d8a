import { formatDateTime, messages, type Notification, type TankReading } from '@depot/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alertState, sensors, tankLevel, waterUsage } from '../../src/db/schema';
import { useTestApp } from '../use-test-app';
import { newDepot, postReading, type TestDepot } from '../telemetry';

const t = useTestApp();

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

const raised = async (d: TestDepot, kind: string) =>
  (
    await t.db
      .select()
      .from(alertState)
      .where(and(eq(alertState.accountId, d.accountId), eq(alertState.kind, kind)))
  ).length > 0;

/** Which quality parameters are raised for the depot's quality sensor. */
const qualityRaised = async (d: TestDepot) =>
  (
    await t.db
      .select({ kind: alertState.kind })
      .from(alertState)
      .where(and(eq(alertState.accountId, d.accountId), eq(alertState.subject, d.quality)))
      .orderBy(alertState.kind)
  ).map((r) => r.kind);

/** Sends a reading, requires it accepted, and waits until alerts have judged it. */
async function send(d: TestDepot, sensorId: string, body: object) {
  const res = await postReading(t, sensorId, d.key, body);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ accepted: 1, rejected: 0, errors: [] });
  await t.app.alerts.idle();
}

/** Water level (cm) of the test tank (1000 L, 120 cm) for a volume in litres. */
const cm = (litres: number) => (litres * 120) / 1000;

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
    expect(await ofKind(d, 'low_stock')).toEqual([lowStock]);
    expect((await bell(d))[0]).toMatchObject({ kind: 'low_stock', read: false });

    await send(d, d.level, { water_level_cm: 10 });
    expect(await ofKind(d, 'low_stock')).toEqual([lowStock]);

    await send(d, d.level, { water_level_cm: 60 });
    expect(await raised(d, 'low_stock')).toBe(false);
    expect(await ofKind(d, 'low_stock')).toHaveLength(1);

    await send(d, d.level, { water_level_cm: 13 });
    expect(await ofKind(d, 'low_stock')).toEqual([
      messages.alerts.lowStock('Tangki Utama', '108,3', '10,8'),
      lowStock,
    ]);
  });

  it('never shows a figure below the limit rounded up to it: 199,96 L of 1000 L reads 199,9 L, 19,9 %', async () => {
    const d = await newDepot(t);
    await send(d, d.level, { water_level_cm: cm(199.8) });
    expect(await ofKind(d, 'low_stock')).toEqual([
      messages.alerts.lowStock('Tangki Utama', '199,8', '19,9'),
    ]);
    await send(d, d.level, { water_level_cm: cm(500) });
    await send(d, d.level, { water_level_cm: cm(199.96) });
    expect((await ofKind(d, 'low_stock'))[0]).toBe(
      messages.alerts.lowStock('Tangki Utama', '199,9', '19,9'),
    );
  });

  it('does not notify at exactly 20 % (200 L) or above', async () => {
    const d = await newDepot(t);
    await send(d, d.level, { water_level_cm: 24 });
    await send(d, d.level, { water_level_cm: 28.8 });
    expect(await raised(d, 'low_stock')).toBe(false);
    expect(await ofKind(d, 'low_stock')).toEqual([]);
  });
});

describe('low stock follows the reading the tank card shows', () => {
  const tankCard = async (d: TestDepot) => {
    const res = await t.app.inject({
      url: `/api/tanks/${d.username}`,
      headers: await t.authAs(d.username, d.password),
    });
    expect(res.statusCode).toBe(200);
    const [tank] = res.json<TankReading[]>();
    if (!tank) throw new Error('no tank reading');
    return tank;
  };
  /** The alert is raised exactly when the card shows less than 20 %. */
  const expectConsistent = async (d: TestDepot) => {
    const card = await tankCard(d);
    expect(await raised(d, 'low_stock')).toBe((card.volume / card.capacity) * 100 < 20);
    return card;
  };

  it('a delayed older reading neither clears nor repeats the alert', async () => {
    const d = await newDepot(t);
    const now = Date.now();
    await send(d, d.level, { water_level_cm: cm(800), ts: now - 120_000 });
    await send(d, d.level, { water_level_cm: cm(150), ts: now });
    const lowStock = messages.alerts.lowStock('Tangki Utama', '150,0', '15,0');
    expect(await ofKind(d, 'low_stock')).toEqual([lowStock]);

    // Batches arriving out of order: readings taken before the newest one.
    await send(d, d.level, { water_level_cm: cm(900), ts: now - 60_000 });
    expect((await expectConsistent(d)).volume).toBeCloseTo(150, 6);
    expect(await raised(d, 'low_stock')).toBe(true);
    await send(d, d.level, { water_level_cm: cm(140), ts: now - 30_000 });
    await send(d, d.level, { water_level_cm: cm(950), ts: now - 10_000 });
    expect(await raised(d, 'low_stock')).toBe(true);
    expect(await ofKind(d, 'low_stock')).toEqual([lowStock]);

    await send(d, d.level, { water_level_cm: cm(700), ts: now + 1000 });
    expect((await expectConsistent(d)).volume).toBeCloseTo(700, 6);
    expect(await raised(d, 'low_stock')).toBe(false);
    expect(await ofKind(d, 'low_stock')).toEqual([lowStock]);
  });

  it('of two readings taken at the same moment, both count the one stored last', async () => {
    const d = await newDepot(t);
    const ts = Date.now();
    await send(d, d.level, { water_level_cm: cm(150), ts });
    await send(d, d.level, { water_level_cm: cm(800), ts });
    expect((await expectConsistent(d)).volume).toBeCloseTo(800, 6);
    await send(d, d.level, { water_level_cm: cm(120), ts });
    expect((await expectConsistent(d)).volume).toBeCloseTo(120, 6);
    expect(await raised(d, 'low_stock')).toBe(true);
  });

  it('a reading dated ahead is judged as the card shows it, then as the readings after it', async () => {
    const d = await newDepot(t);
    await send(d, d.level, { water_level_cm: cm(150), ts: Date.now() + 5 * 60_000 });
    await expectConsistent(d);
    await send(d, d.level, { water_level_cm: cm(800) });
    await expectConsistent(d);
    await send(d, d.level, { water_level_cm: cm(850) });
    await expectConsistent(d);
    expect((await ofKind(d, 'low_stock')).length).toBeLessThanOrEqual(1);
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
    expect(await ofKind(d, 'quality')).toEqual([message]);

    await send(d, d.quality, { ...good, ...bad });
    expect(await ofKind(d, 'quality')).toEqual([message]);

    await send(d, d.quality, good);
    expect(await qualityRaised(d)).toEqual([]);
    const restored = [messages.alerts.qualityRestored];
    expect(await ofKind(d, 'quality_restored')).toEqual(restored);
    await send(d, d.quality, good);
    expect(await ofKind(d, 'quality_restored')).toEqual(restored);

    await send(d, d.quality, { ...good, ...bad });
    expect(await ofKind(d, 'quality')).toEqual([message, message]);
  });

  it('keeps each parameter on its own: a reading without it leaves its alert as it was', async () => {
    const d = await newDepot(t);
    await send(d, d.quality, { ph: 9.1, tds: 350, turbidity: 0.8 });
    const both = messages.alerts.quality('pH 9,1 (batas 6,5–8,5), TDS 350 ppm (maks. 300 ppm)');
    expect(await ofKind(d, 'quality')).toEqual([both]);
    expect(await qualityRaised(d)).toEqual(['quality:ph', 'quality:tds']);

    await send(d, d.quality, { temperature: 27.4 });
    await send(d, d.quality, { turbidity: 0.5, salinity: 0.05 });
    expect(await qualityRaised(d)).toEqual(['quality:ph', 'quality:tds']);
    await send(d, d.quality, { ph: 9.2, tds: 360 });
    expect(await ofKind(d, 'quality')).toEqual([both]);

    // pH recovers while TDS stays high: only pH clears, and its next fault is news again.
    await send(d, d.quality, { ph: 7.1 });
    expect(await qualityRaised(d)).toEqual(['quality:tds']);
    expect(await ofKind(d, 'quality_restored')).toEqual([]);
    await send(d, d.quality, { ph: 5, tds: 370 });
    expect(await ofKind(d, 'quality')).toEqual([
      messages.alerts.quality('pH 5 (batas 6,5–8,5)'),
      both,
    ]);
    await send(d, d.quality, { ph: 7, tds: 120 });
    expect(await qualityRaised(d)).toEqual([]);
    expect(await ofKind(d, 'quality')).toHaveLength(2);
    expect(await ofKind(d, 'quality_restored')).toEqual([messages.alerts.qualityRestored]);
  });

  it('judges each parameter by its newest value, whatever order readings arrive in', async () => {
    const d = await newDepot(t);
    const now = Date.now();
    await send(d, d.quality, { ph: 9.1, ts: now });
    await send(d, d.quality, { ph: 7.2, ts: now - 60_000 });
    expect(await qualityRaised(d)).toEqual(['quality:ph']);
    await send(d, d.quality, { ph: 8.9, ts: now - 30_000 });
    expect(await ofKind(d, 'quality')).toEqual([messages.alerts.quality('pH 9,1 (batas 6,5–8,5)')]);
  });

  it('names every value out of limits in one notification', async () => {
    const d = await newDepot(t);
    await send(d, d.quality, { ph: 5, tds: 400, turbidity: 4 });
    expect(await ofKind(d, 'quality')).toEqual([
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
    await t.app.alerts.checkOffline();
    const offline = messages.alerts.offline(label(d), formatDateTime(lastOnline));
    expect(await ofKind(d, 'offline')).toEqual([offline]);

    await t.app.alerts.checkOffline();
    expect(await ofKind(d, 'offline')).toEqual([offline]);

    await send(d, d.quality, { heartbeat: true });
    await t.app.alerts.checkOffline();
    expect(await raised(d, 'offline')).toBe(false);
    expect(await ofKind(d, 'online')).toEqual([messages.alerts.online(label(d))]);
    await t.app.alerts.checkOffline();
    expect(await ofKind(d, 'online')).toHaveLength(1);
    expect(await ofKind(d, 'offline')).toHaveLength(1);
  });

  it('stays quiet for a device heard 9 minutes ago and for one that never sent anything', async () => {
    const d = await newDepot(t);
    const lastOnline = new Date(Date.now() - 9 * 60_000);
    await t.db.update(sensors).set({ lastOnline }).where(eq(sensors.sensorId, d.tapA));
    await t.app.alerts.checkOffline();
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
    expect(await ofKind(d, 'leak')).toEqual([messages.alerts.leak('Tangki Utama', '205', '0', 30)]);
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
