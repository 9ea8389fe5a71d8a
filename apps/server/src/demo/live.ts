import { runFarmDevice, runLiveBikes, runLiveDepot } from '@depot/simulator';
import type { Db } from '../db/client';
import { DEMO_IOT } from './iot';
import { DEMO, demoTankVolume } from './seed';
import { demoTrackers } from './trackers';

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
 * OsmAnd protocol) and its farm's actuators. Returns undefined when the database has no demo depot.
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
  if (!depot && !bikes) return undefined;
  return {
    bikes: trackers.length,
    async stop() {
      await Promise.all([depot?.stop(), bikes?.stop(), farm?.stop()]);
    },
  };
}
