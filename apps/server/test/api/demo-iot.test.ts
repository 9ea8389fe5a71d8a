import {
  createClimate,
  demoIotSensorIds,
  initialSoil,
  iotReadingsAt,
  runLiveIot,
  wibMidnight,
} from '@depot/simulator';
import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { smartIotHourly, smartIotReadings, smartIotSensors } from '../../src/db/schema';
import {
  DEMO,
  DEMO_IOT,
  DEMO_IOT_IDS,
  DEMO_IOT_SEED,
  demoSoil,
  seedDemoIotHistory,
} from '../../src/demo';
import { useTestApp } from '../use-test-app';
import { waitFor } from '../telemetry';

// The demo weather station and avocado farm: two days of history through the ingestion writer
// (the start seeds a year the same way), then the live sensors carrying on over MQTT.

const MINUTE = 60_000;
const SENSORS = [...DEMO_IOT.weather.sensors, ...DEMO_IOT.farm.sensors].map((s) => s.id);
// The history ends a few minutes ago, so the live run has those minutes to send at once.
const historyEnd = Math.floor(Date.now() / MINUTE) * MINUTE - 3 * MINUTE;

const t = useTestApp({ mqtt: {} });

const readingsOf = (sensorId: string) =>
  t.db
    .select({ ts: smartIotReadings.ts, value: smartIotReadings.value, seq: smartIotReadings.seq })
    .from(smartIotReadings)
    .where(eq(smartIotReadings.sensorId, sensorId))
    .orderBy(asc(smartIotReadings.ts));

describe('the demo weather station and farm', () => {
  it('get their history from the model through the ingestion writer, with hourly rollups and latest values', async () => {
    // `npm run simulate` plays the same sensors.
    expect(demoIotSensorIds(DEMO.owner.username)).toEqual(DEMO_IOT_IDS);
    const written = await seedDemoIotHistory(t.database, 2, historyEnd);

    // The model's readings, at the same moments: every 30 minutes, then every minute.
    const climate = createClimate(DEMO_IOT_SEED);
    const start = wibMidnight(historyEnd) - 2 * 86_400_000;
    const soil = initialSoil(start);
    const expected = new Map<string, { ts: number; value: number }[]>(SENSORS.map((s) => [s, []]));
    const recent = Math.floor((historyEnd - 2 * 86_400_000) / (30 * MINUTE)) * 30 * MINUTE;
    for (let ts = start; ts <= historyEnd; ts += ts < recent ? 30 * MINUTE : MINUTE) {
      for (const r of iotReadingsAt(climate, soil, ts, DEMO_IOT_IDS)) {
        expected.get(r.sensorId)!.push({ ts, value: r.value });
      }
    }
    expect(written).toBe(SENSORS.length * expected.get(SENSORS[0]!)!.length);

    for (const id of SENSORS) {
      const rows = await readingsOf(id);
      expect(rows.map((r) => ({ ts: r.ts.getTime(), value: r.value }))).toEqual(expected.get(id));
      const [rollup] = await t.db
        .select({
          n: sql<number>`sum(${smartIotHourly.n})::int`,
          sum: sql<number>`sum(${smartIotHourly.sum})`,
        })
        .from(smartIotHourly)
        .where(eq(smartIotHourly.sensorId, id));
      expect(rollup!.n).toBe(rows.length);
      expect(rollup!.sum).toBeCloseTo(
        rows.reduce((s, r) => s + r.value, 0),
        6,
      );
      const [sensor] = await t.db
        .select({ value: smartIotSensors.latestValue, at: smartIotSensors.latestAt })
        .from(smartIotSensors)
        .where(eq(smartIotSensors.sensorId, id));
      expect(sensor).toEqual({ value: rows.at(-1)!.value, at: new Date(historyEnd) });
    }
    // Hour by hour, the rollup is what the readings say.
    const mismatches = await t.database.rawTransaction((query) =>
      query(
        `select h.sensor_id from smart_iot_hourly h
       join (select sensor_id, date_trunc('hour', ts, 'UTC') as hour, count(*) n, min(value) lo,
               max(value) hi from smart_iot_readings group by 1, 2) r
         on r.sensor_id = h.sensor_id and r.hour = h.hour
       where r.n <> h.n or r.lo <> h.min or r.hi <> h.max`,
      ),
    );
    expect(mismatches).toEqual([]);
  });

  it('send live over MQTT with the demo key, carrying on where the history stopped', async () => {
    const soil = await demoSoil(t.db);
    expect(soil?.at).toBe(historyEnd);
    const live = await runLiveIot({
      url: `mqtt://127.0.0.1:${t.app.mqtt?.port}`,
      key: DEMO.deviceKey,
      ids: DEMO_IOT_IDS,
      seed: DEMO_IOT_SEED,
      soil,
      since: soil!.at,
    });
    try {
      await waitFor(
        'the live readings of the minutes since the history',
        async () => {
          const [row] = await t.db
            .select({ n: sql<number>`count(*)::int` })
            .from(smartIotReadings)
            .where(isNotNull(smartIotReadings.seq));
          return row!.n >= SENSORS.length * 3;
        },
        10_000,
      );
    } finally {
      await live.stop();
    }
    for (const id of SENSORS) {
      const rows = await readingsOf(id);
      const history = rows.filter((r) => r.seq === null).at(-1)!;
      const first = rows.find((r) => r.seq !== null)!;
      expect(first.ts.getTime()).toBe(historyEnd + MINUTE);
      expect(first.seq).toBe((historyEnd + MINUTE) / MINUTE);
      // A minute later the sky has hardly changed: no jump in the chart (a storm breaking moves
      // the humidity most, about 1.5 % a minute, plus the sensor's noise).
      const info = [...DEMO_IOT.weather.sensors, ...DEMO_IOT.farm.sensors].find(
        (s) => s.id === id,
      )!;
      const step =
        { light_sensor: 0.5 * history.value + 5000, gas_mq: 40 }[info.type as string] ?? 5;
      expect({ id, jump: Math.abs(first.value - history.value) < step }).toEqual({
        id,
        jump: true,
      });
    }
  });
});
