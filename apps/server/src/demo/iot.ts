import type { IotDeviceType, SmartIotSensorType } from '@depot/contract';
import type { Db } from '../db/client';
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
 * want soil moisture between field capacity and wilting (about 35–80 %) and air 15–32 °C.
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
        limits: [40, 95],
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
      {
        id: 'depot1-farm-soil-1',
        name: 'Kelembapan Tanah Blok A',
        type: 'soil_moisture',
        limits: [35, 80],
      },
      {
        id: 'depot1-farm-soil-2',
        name: 'Kelembapan Tanah Blok B',
        type: 'soil_moisture',
        limits: [35, 80],
      },
      {
        id: 'depot1-farm-soil-3',
        name: 'Kelembapan Tanah Blok C',
        type: 'soil_moisture',
        limits: [35, 80],
      },
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
