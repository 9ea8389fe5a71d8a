// `npm run simulate`: a live demo depot over MQTT. Settings come from the environment:
// MQTT_URL (mqtt://localhost:1883), DEPOT (depot1), DEVICE_KEY (demo-key), SPEED (1),
// TANK_CAPACITY (1000), TANK_HEIGHT_CM (120).
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

const capacity = number('TANK_CAPACITY', 1000);
const depot = await runLiveDepot({
  url: env('MQTT_URL', 'mqtt://localhost:1883'),
  prefix: env('DEPOT', 'depot1'),
  key: env('DEVICE_KEY', 'demo-key'),
  speed: number('SPEED', 1),
  tank: { capacity, heightCm: number('TANK_HEIGHT_CM', 120), volume: capacity * 0.8 },
  faults: true,
  log: (m) => console.log(m),
});
console.log(
  `Simulating ${env('DEPOT', 'depot1')} on ${env('MQTT_URL', 'mqtt://localhost:1883')}; Ctrl+C stops.`,
);
const stop = () => void depot.stop().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
