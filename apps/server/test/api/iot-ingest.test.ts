import { messages } from '@depot/contract';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  smartIotActuators,
  smartIotCommands,
  smartIotDevices,
  smartIotHourly,
  smartIotReadings,
  smartIotSensors,
} from '../../src/db/schema';
import { useTestApp } from '../use-test-app';
import { newFarm } from '../iot-fixtures';
import { newDepot, notificationsOf, postReading } from '../telemetry';

const t = useTestApp();

const sensorRow = async (id: string) =>
  (await t.db.select().from(smartIotSensors).where(eq(smartIotSensors.sensorId, id)))[0];

describe('smart IoT sensors on the one ingestion path', () => {
  it('stores {"value"}, keeps the newest value by reading time and rolls it up per hour', async () => {
    const farm = await newFarm(t, await newDepot(t));
    const res = await postReading(t, farm.temperature, farm.key, [
      { value: 31.2, ts: '2026-03-10T05:10:00Z', seq: 1 },
      { value: 29.8, ts: '2026-03-10T05:40:00Z', seq: 2 },
      { value: 27, ts: '2026-03-10T04:50:00Z', seq: 3 },
      // A repeat of seq 2: stored once, counted once.
      { value: 29.8, ts: '2026-03-10T05:40:00Z', seq: 2 },
    ]);
    expect(res.json()).toEqual({ accepted: 4, rejected: 0, errors: [] });
    const rows = await t.db
      .select({ value: smartIotReadings.value })
      .from(smartIotReadings)
      .where(eq(smartIotReadings.sensorId, farm.temperature))
      .orderBy(asc(smartIotReadings.ts));
    expect(rows.map((r) => r.value)).toEqual([27, 31.2, 29.8]);
    const hours = await t.db
      .select()
      .from(smartIotHourly)
      .where(eq(smartIotHourly.sensorId, farm.temperature))
      .orderBy(asc(smartIotHourly.hour));
    expect(hours.map((h) => [h.hour.toISOString(), h.n, h.sum, h.min, h.max])).toEqual([
      ['2026-03-10T04:00:00.000Z', 1, 27, 27, 27],
      ['2026-03-10T05:00:00.000Z', 2, 61, 29.8, 31.2],
    ]);
    const sensor = await sensorRow(farm.temperature);
    expect(sensor?.latestValue).toBe(29.8);
    expect(sensor?.latestAt?.toISOString()).toBe('2026-03-10T05:40:00.000Z');
    expect(sensor?.lastActiveAt).not.toBeNull();

    // An older reading arriving later does not replace the newest value.
    await postReading(t, farm.temperature, farm.key, { value: 20, ts: '2026-03-10T05:00:00Z' });
    expect((await sensorRow(farm.temperature))?.latestValue).toBe(29.8);
    const [device] = await t.db
      .select()
      .from(smartIotDevices)
      .where(eq(smartIotDevices.id, farm.deviceId));
    expect(device?.lastOnlineAt).not.toBeNull();
  });

  it('refuses a value outside what the sensor type can report, and a value of another kind', async () => {
    const farm = await newFarm(t, await newDepot(t));
    const res = await postReading(t, farm.soil, farm.key, [
      { value: 140 },
      { distance_cm: 30 },
      { value: 'wet' },
      { value: 41.5 },
    ]);
    const body = res.json();
    expect(body.accepted).toBe(1);
    expect(body.errors).toEqual([
      { index: 0, reason: 'value: harus antara 0 dan 100 %' },
      { index: 1, reason: messages.ingest.wrongKind('iot') },
      { index: 2, reason: expect.stringMatching(/^value: /) },
    ]);
    expect((await sensorRow(farm.soil))?.latestValue).toBe(41.5);
  });
});

describe('out-of-range notifications', () => {
  it('tells the owner once per excursion outside min–max, not for every reading', async () => {
    const depot = await newDepot(t);
    const farm = await newFarm(t, depot);
    const send = async (value: number) => {
      await postReading(t, farm.temperature, farm.key, { value });
      await t.app.alerts.idle();
    };
    await send(30);
    await send(36.5);
    await send(38);
    const texts = async () =>
      (await notificationsOf(t, depot.accountId, 'iot_range')).map((n) => n.message);
    expect(await texts()).toEqual([
      'Sensor Suhu Kebun (Kebun Uji) di luar batas: 36,5 °C (batas 15,0 °C – 35,0 °C).',
    ]);
    // Back inside clears silently; the next excursion (below min) is told again.
    await send(25);
    await send(12);
    expect(await texts()).toHaveLength(2);
    expect((await texts())[1]).toBe(
      'Sensor Suhu Kebun (Kebun Uji) di luar batas: 12,0 °C (batas 15,0 °C – 35,0 °C).',
    );
  });

  it('says nothing for a sensor without both limits', async () => {
    const depot = await newDepot(t);
    const farm = await newFarm(t, depot);
    await postReading(t, farm.soil, farm.key, { value: 2 });
    await t.app.alerts.idle();
    expect(await notificationsOf(t, depot.accountId, 'iot_range')).toEqual([]);
  });
});

describe('actuator state reports', () => {
  const actuator = async (id: string) =>
    (await t.db.select().from(smartIotActuators).where(eq(smartIotActuators.actuatorId, id)))[0];
  const command = async (id: number) =>
    (await t.db.select().from(smartIotCommands).where(eq(smartIotCommands.id, id)))[0];
  /** A farm of its own, a TURN_ON command waiting for its pump. */
  const waitingCommand = async () => {
    const depot = await newDepot(t);
    const farm = await newFarm(t, depot);
    const [cmd] = await t.db
      .insert(smartIotCommands)
      .values({ actuatorId: farm.pump, accountId: depot.accountId, command: 'TURN_ON' })
      .returning();
    if (!cmd) throw new Error('no command');
    return { farm, cmd };
  };

  it('sets the shown status from the device report and settles the command it names', async () => {
    const { farm, cmd } = await waitingCommand();
    // A periodic report of the old state leaves the command waiting.
    await postReading(t, farm.pump, farm.key, { state: 'OFF' });
    expect((await actuator(farm.pump))?.status).toBe(false);
    expect((await command(cmd.id))?.result).toBe('pending');

    const res = await postReading(t, farm.pump, farm.key, { state: 'ON', command_id: cmd.id });
    expect(res.json()).toEqual({ accepted: 1, rejected: 0, errors: [] });
    expect((await actuator(farm.pump))?.status).toBe(true);
    const row = await command(cmd.id);
    expect(row?.result).toBe('confirmed');
    expect(row?.resolvedAt).not.toBeNull();
  });

  it('fails a command the device answers with an error, and keeps the reported state', async () => {
    const { farm, cmd } = await waitingCommand();
    await postReading(t, farm.pump, farm.key, {
      state: 'OFF',
      command_id: cmd.id,
      error: 'relay macet',
    });
    const row = await command(cmd.id);
    expect([row?.result, row?.detail]).toEqual(['failed', 'relay macet']);
    expect((await actuator(farm.pump))?.status).toBe(false);
  });

  it('refuses a state that is neither ON nor OFF', async () => {
    const farm = await newFarm(t, await newDepot(t));
    const res = await postReading(t, farm.pump, farm.key, { state: 'MAYBE' });
    expect(res.json().accepted).toBe(0);
    expect(res.json().errors[0].reason).toMatch(/^state: /);
  });
});
