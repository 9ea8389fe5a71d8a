// `npm run simulate`: a live demo depot over MQTT, its two delivery motorbikes (one over MQTT,
// one over the OsmAnd HTTP protocol) and its weather station and avocado farm sensors (MQTT).
// Settings come from the environment:
// MQTT_URL (mqtt://localhost:1883), SERVER_URL (http://localhost:3000), DEPOT (depot1),
// DEVICE_KEY (demo-key), SPEED (1, the depot only: the bikes ride in real time),
// TANK_CAPACITY (1000), TANK_HEIGHT_CM (120), BIKES (true; false leaves the bikes out),
// IOT (true; false leaves out the weather station and farm sensors, a reading a minute each),
// FARM (true: the farm's pump and mister answer commands; false leaves them out),
// FARM_FAILURE_RATE (0.1: the share of commands left unanswered or answered with an error).
import { runFarmDevice } from './farm-device';
import { demoIotSensorIds, IOT_SEED } from './iot-readings';
import { runLiveBikes } from './live-bikes';
import { runLiveIot } from './live-iot';
import { runLiveDepot } from './live';

const env = (name: string, fallback: string) => process.env[name] || fallback;
const number = (name: string, fallback: number) => {
  const value = Number(env(name, String(fallback)));
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`Invalid ${name}: expected a positive number`);
    process.exit(1);
  }
  return value;
};

const url = env('MQTT_URL', 'mqtt://localhost:1883');
const prefix = env('DEPOT', 'depot1');
const capacity = number('TANK_CAPACITY', 1000);
const log = (m: string) => console.log(m);
const depot = await runLiveDepot({
  url,
  prefix,
  key: env('DEVICE_KEY', 'demo-key'),
  speed: number('SPEED', 1),
  tank: { capacity, heightCm: number('TANK_HEIGHT_CM', 120), volume: capacity * 0.8 },
  faults: true,
  log,
});
const bikes =
  env('BIKES', 'true') === 'false'
    ? undefined
    : await runLiveBikes({
        mqttUrl: url,
        httpUrl: env('SERVER_URL', 'http://localhost:3000'),
        bikes: [
          { id: `${prefix}-motor-1`, key: 'demo-motor-1', transport: 'mqtt' },
          { id: `${prefix}-motor-2`, key: 'demo-motor-2', transport: 'osmand' },
        ],
        log,
      });
const iot =
  env('IOT', 'true') === 'false'
    ? undefined
    : await runLiveIot({
        url,
        key: env('DEVICE_KEY', 'demo-key'),
        ids: demoIotSensorIds(prefix),
        seed: IOT_SEED,
        log,
      });
const failureRate = Number(env('FARM_FAILURE_RATE', '0.1'));
if (!(failureRate >= 0 && failureRate <= 1)) {
  console.error('Invalid FARM_FAILURE_RATE: expected a number from 0 to 1');
  process.exit(1);
}
const farm =
  env('FARM', 'true') === 'false'
    ? undefined
    : await runFarmDevice({
        url,
        actuators: [`${prefix}-farm-pump`, `${prefix}-farm-mister`],
        key: env('DEVICE_KEY', 'demo-key'),
        failureRate,
        log,
      });
const extras = [
  bikes && 'its motorbikes',
  iot && 'its weather station and farm sensors',
  farm && "its farm's pump and mister",
].filter(Boolean);
console.log(`Simulating ${[prefix, ...extras].join(' and ')} on ${url}; Ctrl+C stops.`);
const stop = () =>
  void Promise.all([depot.stop(), bikes?.stop(), iot?.stop(), farm?.stop()]).then(() =>
    process.exit(0),
  );
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
