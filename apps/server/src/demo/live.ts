import { runFarmDevice, runLiveBikes, runLiveDepot, runLiveIot } from '@depot/simulator';
import type { Db } from '../db/client';
import { DEMO_IOT, DEMO_IOT_IDS, DEMO_IOT_SEED, demoSoil } from './iot';
import { DEMO, demoTankVolume } from './seed';
import { demoTrackers } from './trackers';

/** The weather station and farm send what they missed for at most this long. */
const IOT_CATCH_UP_MS = 3600_000;

export interface DemoSimulatorOptions {
  mqttUrl: string;
  /** The server's own origin, for the bike that reports over the OsmAnd protocol. */
  httpUrl: string;
  /** The end of the history just seeded: the bikes send what they rode since at once. */
  since?: number;
  log: (message: string) => void;
}

/**
 * The live demo: the depot's sensors over MQTT, its motorbikes (one over MQTT, one over the
 * OsmAnd protocol), its weather station and farm sensors over MQTT, carrying on from the
 * history, and its farm's actuators. Returns undefined when the database has no demo depot.
 */
export async function startDemoSimulator(db: Db, options: DemoSimulatorOptions) {
  const { mqttUrl, httpUrl, since, log } = options;
  const tank = await demoTankVolume(db);
  const depot = tank
    ? await runLiveDepot({
        url: mqttUrl,
        prefix: DEMO.owner.username,
        key: DEMO.deviceKey,
        tank,
        faults: true,
        log,
      })
    : undefined;
  const trackers = await demoTrackers(db);
  const bikes =
    trackers.length > 0
      ? await runLiveBikes({ mqttUrl, httpUrl, bikes: trackers, since, log })
      : undefined;
  const soil = await demoSoil(db);
  const iot = soil
    ? await runLiveIot({
        url: mqttUrl,
        key: DEMO.deviceKey,
        ids: DEMO_IOT_IDS,
        seed: DEMO_IOT_SEED,
        soil: soil.at ? soil : undefined,
        // A restart after a long pause does not replay days: the charts show the gap.
        since: soil.at ? Math.max(soil.at, Date.now() - IOT_CATCH_UP_MS) : undefined,
        log,
      })
    : undefined;
  // The avocado farm's pump and mister answer commands, and one in ten goes wrong.
  const farm = depot
    ? await runFarmDevice({
        url: mqttUrl,
        actuators: DEMO_IOT.farm.actuators.map((a) => a.id),
        key: DEMO.deviceKey,
        failureRate: 0.1,
        log,
        // A database seeded before the farm existed has no such actuators: the rest still runs.
      }).catch((err: unknown) => {
        log(`farm device not started: ${String(err)}`);
        return undefined;
      })
    : undefined;
  if (!depot && !bikes && !iot && !farm) return undefined;
  return {
    bikes: trackers.length,
    async stop() {
      await Promise.all([depot?.stop(), bikes?.stop(), iot?.stop(), farm?.stop()]);
    },
  };
}
