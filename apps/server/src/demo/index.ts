/**
 * The demo: accounts, a year of history and the live simulator (depot and motorbikes). Loaded with a dynamic import
 * only when SEED_DEMO is on, so a production start never loads it.
 */
export { DEMO, seedDemo } from './seed';
export { seedDemoHistory } from './history';
export { seedDemoTrackerHistory } from './tracker-history';
export { DEMO_GEOFENCE, DEMO_TRACKERS } from './trackers';
export { DEMO_IOT } from './iot';
export { startDemoSimulator } from './live';
