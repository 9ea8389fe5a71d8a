import { connectDevices, endAll } from './device-mqtt';
import { createClimate } from './climate';
import { initialSoil, type SoilState } from './farm';
import { iotReadingsAt, type IotSensorIds } from './iot-readings';

export interface LiveIotOptions {
  /** The broker, e.g. mqtt://localhost:1883. */
  url: string;
  key: string;
  ids: IotSensorIds;
  /** The seed the history was made with: the live run reads the same sky. */
  seed: number;
  /** The soil where the history left it; fresh soil otherwise. */
  soil?: SoilState;
  /** Send the readings due after this moment at once (the end of a seeded history). */
  since?: number;
  everyMs?: number;
  log?: (message: string) => void;
}

/**
 * The weather station and the farm's sensors sending live over MQTT, each with its own
 * connection and key, one reading a minute (on the minute, stamped with its time; the minute
 * number is the sequence, so a reading sent twice is stored once).
 */
export async function runLiveIot(options: LiveIotOptions) {
  const { ids, key, everyMs = 60_000, log = () => {} } = options;
  const sensorIds = [...Object.values(ids.station), ids.farm.temperature, ...ids.farm.soil];
  const clients = await connectDevices(options.url, sensorIds, key);
  const climate = createClimate(options.seed);
  const start = options.since ?? Date.now();
  const soil = options.soil ?? initialSoil(start);
  let next = Math.floor(start / everyMs) * everyMs + everyMs;

  const tick = () => {
    for (; next <= Date.now(); next += everyMs) {
      for (const r of iotReadingsAt(climate, soil, next, ids)) {
        const body = { value: r.value, ts: next, seq: Math.floor(next / everyMs) };
        clients.get(r.sensorId)?.publish(`sensors/${r.sensorId}/data`, JSON.stringify(body), {
          qos: 1,
        });
      }
    }
  };
  tick();
  const timer = setInterval(tick, 1000);
  log(`weather station and farm: ${sensorIds.length} sensors, a reading every ${everyMs / 1000} s`);

  return {
    async stop() {
      clearInterval(timer);
      await endAll(clients);
    },
  };
}
