/**
 * The demo: accounts, a year of history and the live simulator. Loaded with a dynamic import
 * only when SEED_DEMO is on, so a production start never loads it.
 */
export { DEMO, demoTankVolume, seedDemo } from './seed';
export { seedDemoHistory } from './history';
export { runLiveDepot } from '@depot/simulator';
