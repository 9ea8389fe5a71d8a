import type { IotDeviceType, SmartIotSensorType } from '@depot/contract';
import { initialSoil, IOT_SEED, type IotSensorIds, type SoilState } from '@depot/simulator';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { smartIotSensors } from '../db/schema';
import { insertActuator, insertIotDevice, insertIotSensor } from '../modules/iot';

type DemoSensor = {
  id: string;
  name: string;
  type: SmartIotSensorType;
  limits: [number, number] | null;
};

interface DemoIotDevice {
  name: string;
  location: string;
  type: IotDeviceType;
  sensors: DemoSensor[];
  actuators: { id: string; name: string }[];
}

/**
 * The demo depot owner's smart IoT hardware: a weather station on the depot's roof and an avocado
 * farm in the Puncak highlands. Ids are fixed, so the simulator and the e2e specs can play them;
 * every one logs in with the demo device key. Limits are what a grower would set: avocado roots
 * want soil moisture between field capacity and wilting (about 35–80 %) and air 15–32 °C; a humid
 * night near saturation is normal in Depok, so the station's humidity limit sits above it.
 */
export const DEMO_IOT: { weather: DemoIotDevice; farm: DemoIotDevice } = {
  weather: {
    name: 'Stasiun Cuaca Depot',
    location: 'Atap Depot Air Tirta Segar, Margonda, Depok',
    type: 'weather_station',
    sensors: [
      { id: 'depot1-ws-temp', name: 'Suhu Udara', type: 'temperature_DHT11', limits: [20, 35] },
      {
        id: 'depot1-ws-humidity',
        name: 'Kelembapan Udara',
        type: 'humidity_DHT11',
        limits: [40, 98],
      },
      {
        id: 'depot1-ws-pressure',
        name: 'Tekanan Udara',
        type: 'pressure_BMP180',
        limits: [995, 1020],
      },
      { id: 'depot1-ws-light', name: 'Intensitas Cahaya', type: 'light_sensor', limits: null },
      { id: 'depot1-ws-gas', name: 'Gas Udara (MQ-135)', type: 'gas_mq', limits: [0, 400] },
    ],
    actuators: [],
  },
  farm: {
    name: 'Kebun Alpukat',
    location: 'Kebun Alpukat Cisarua, Puncak, Bogor',
    type: 'smart_farming',
    sensors: [
      // One moisture probe per block of trees: depot1-farm-soil-1 is block A.
      ...(['A', 'B', 'C'] as const).map((block, i): DemoSensor => ({
        id: `depot1-farm-soil-${i + 1}`,
        name: `Kelembapan Tanah Blok ${block}`,
        type: 'soil_moisture',
        limits: [35, 80],
      })),
      { id: 'depot1-farm-temp', name: 'Suhu Kebun', type: 'temperature_DHT11', limits: [15, 32] },
    ],
    actuators: [
      { id: 'depot1-farm-pump', name: 'Pompa Air' },
      { id: 'depot1-farm-mister', name: 'Pengabut' },
    ],
  },
};

export async function seedDemoIot(db: Db, accountId: number, keyHash: string) {
  for (const device of [DEMO_IOT.weather, DEMO_IOT.farm]) {
    const deviceId = await insertIotDevice(db, {
      accountId,
      deviceName: device.name,
      location: device.location,
      deviceType: device.type,
    });
    for (const s of device.sensors) {
      await insertIotSensor(db, {
        sensorId: s.id,
        deviceId,
        accountId,
        sensorName: s.name,
        sensorType: s.type,
        minValue: s.limits?.[0] ?? null,
        maxValue: s.limits?.[1] ?? null,
        keyHash,
      });
    }
    for (const a of device.actuators) {
      await insertActuator(db, { actuatorId: a.id, deviceId, accountId, name: a.name, keyHash });
    }
  }
}

const [temperature, humidity, pressure, light, gas] = DEMO_IOT.weather.sensors.map((s) => s.id);
const [soil1, soil2, soil3, farmTemperature] = DEMO_IOT.farm.sensors.map((s) => s.id);
/** What each demo sensor reads in the simulator's model. */
export const DEMO_IOT_IDS: IotSensorIds = {
  station: {
    temperature: temperature!,
    humidity: humidity!,
    pressure: pressure!,
    light: light!,
    gas: gas!,
  },
  farm: { temperature: farmTemperature!, soil: [soil1!, soil2!, soil3!] },
};

/** The demo's weather: the history and the live run share it, so the live run reads the same sky. */
export const DEMO_IOT_SEED = IOT_SEED;

/**
 * Where the farm's soil stood at its last readings, for the live run to carry on from: `at` is
 * 0 when nothing was read yet. Undefined when the demo farm is gone.
 */
export async function demoSoil(db: Db): Promise<SoilState | undefined> {
  const rows = await db
    .select({
      id: smartIotSensors.sensorId,
      value: smartIotSensors.latestValue,
      at: smartIotSensors.latestAt,
    })
    .from(smartIotSensors)
    .where(inArray(smartIotSensors.sensorId, DEMO_IOT_IDS.farm.soil));
  if (rows.length < DEMO_IOT_IDS.farm.soil.length) return undefined;
  const latest = DEMO_IOT_IDS.farm.soil.map((id) => rows.find((r) => r.id === id)!);
  if (latest.some((r) => r.value === null || r.at === null)) return initialSoil(0);
  return {
    blocks: latest.map((r) => r.value!),
    irrigatingUntil: 0,
    at: Math.min(...latest.map((r) => r.at!.getTime())),
  };
}
