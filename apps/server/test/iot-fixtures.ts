import type { SmartIotSensorType } from '@depot/contract';
import { hashDeviceKey, newDeviceKey } from '../src/lib/secrets';
import { insertActuator, insertIotDevice, insertIotSensor } from '../src/modules/iot';
import type { TestContext } from './helpers';
import type { TestDepot } from './telemetry';

export interface TestFarm {
  deviceId: number;
  /** One key for every sensor and actuator of the device. */
  key: string;
  temperature: string;
  soil: string;
  pump: string;
}

/**
 * A smart farming device owned by `depot`: a temperature sensor (limits 15–35 °C), a soil
 * moisture sensor without limits and a pump. Create it before the first reading: the ingest
 * sensor directory caches lookups (also misses) for 30 s.
 */
export async function newFarm(t: Pick<TestContext, 'db'>, depot: TestDepot): Promise<TestFarm> {
  const key = newDeviceKey();
  const keyHash = hashDeviceKey(key);
  const prefix = `${depot.username}-farm`;
  const ids = { temperature: `${prefix}-temp`, soil: `${prefix}-soil`, pump: `${prefix}-pump` };
  const deviceId = await t.db.transaction(async (tx) => {
    const id = await insertIotDevice(tx, {
      accountId: depot.accountId,
      deviceName: 'Kebun Uji',
      location: 'Blok A',
      deviceType: 'smart_farming',
    });
    const sensor = (
      sensorId: string,
      sensorName: string,
      sensorType: SmartIotSensorType,
      limits: [number, number] | null,
    ) =>
      insertIotSensor(tx, {
        sensorId,
        deviceId: id,
        accountId: depot.accountId,
        sensorName,
        sensorType,
        minValue: limits?.[0] ?? null,
        maxValue: limits?.[1] ?? null,
        keyHash,
      });
    await sensor(ids.temperature, 'Suhu Kebun', 'temperature_DHT11', [15, 35]);
    await sensor(ids.soil, 'Kelembapan Tanah 1', 'soil_moisture', null);
    await insertActuator(tx, {
      actuatorId: ids.pump,
      deviceId: id,
      accountId: depot.accountId,
      name: 'Pompa Air',
      keyHash,
    });
    return id;
  });
  return { deviceId, key, ...ids };
}

/** A command as the farm dashboard sends it: `POST /api/sf/actuators/{actuatorId}/command`. */
export const sendCommand = (
  t: Pick<TestContext, 'app'>,
  headers: Record<string, string>,
  actuatorId: string,
  body: object,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/sf/actuators/${actuatorId}/command`,
    headers,
    payload: body,
  });
