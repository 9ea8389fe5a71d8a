import type { SmartIotDevice } from '@depot/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IOT, seedDemoIotHistory } from '../../src/demo';
import { writeActuatorStates } from '../../src/modules/farming';
import { asAdmin } from '../fixtures';
import { useTestApp } from '../use-test-app';

// A smart device card said 'Terakhir terlihat: Belum pernah' while its sensors showed readings:
// the readings (the demo's history) were written without passing through live ingest, which is
// what marked the device. A device is last seen when it or any of its sensors or actuators was.

const t = useTestApp();
let admin: Record<string, string>;
beforeAll(async () => {
  admin = await asAdmin(t);
});

async function lastSeen() {
  const res = await t.app.inject({
    url: '/api/superadmin/tables/smart_iot_devices',
    headers: admin,
  });
  expect(res.statusCode).toBe(200);
  const devices = res.json<SmartIotDevice[]>();
  return Object.fromEntries(
    [DEMO_IOT.weather.name, DEMO_IOT.farm.name].map((name) => [
      name,
      devices.find((d) => d.device_name === name)?.last_online_at,
    ]),
  );
}

describe("a smart device's last seen", () => {
  it('is the newest of its sensors and actuators', async () => {
    expect(await lastSeen()).toEqual({ 'Stasiun Cuaca Depot': null, 'Kebun Alpukat': null });

    // Readings every minute from WIB midnight (17:00 UTC) up to 05:00:30 UTC: the last at 05:00.
    const end = Date.parse('2026-11-20T05:00:30.000Z');
    expect(await seedDemoIotHistory(t.database, 0, end)).toBe(721 * 9);
    const latest = await t.app.inject({
      url: '/api/superadmin/tables/latest-sensor-readings',
      headers: admin,
    });
    const times = latest
      .json<{ latest_timestamp: string | null }[]>()
      .map((r) => r.latest_timestamp);
    expect(new Set(times)).toEqual(new Set(['2026-11-20T05:00:00.000Z']));
    expect(await lastSeen()).toEqual({
      'Stasiun Cuaca Depot': '2026-11-20T05:00:00.000Z',
      'Kebun Alpukat': '2026-11-20T05:00:00.000Z',
    });

    // The farm's pump reports its state seven minutes later.
    const pump = DEMO_IOT.farm.actuators[0]!.id;
    await t.database.rawTransaction((query) =>
      writeActuatorStates(
        query,
        [
          {
            sensorId: pump,
            ts: new Date('2026-11-20T05:07:00.000Z'),
            on: true,
            commandId: null,
            error: null,
          },
        ],
        new Date(end + 7 * 60_000),
      ),
    );
    expect(await lastSeen()).toEqual({
      'Stasiun Cuaca Depot': '2026-11-20T05:00:00.000Z',
      'Kebun Alpukat': '2026-11-20T05:07:00.000Z',
    });
  });
});
