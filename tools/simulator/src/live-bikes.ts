import { connectDevice } from './device-mqtt';
import { wibMidnight } from './model';
import { BIKE_SEED, bikeDayRandom, simulateBikeDay, type BikeFix } from './motorbike';

export interface LiveBike {
  /** The tracker's id (MQTT user name and topic). */
  id: string;
  /** Its secret key (MQTT password; the OsmAnd protocol's `id`). */
  key: string;
  /** How it reports: MQTT like a hardware tracker, or OsmAnd HTTP like Traccar Client on a phone. */
  transport: 'mqtt' | 'osmand';
}

export interface LiveBikesOptions {
  /** The broker, e.g. mqtt://localhost:1883. */
  mqttUrl: string;
  /** The server's origin for the OsmAnd protocol, e.g. http://localhost:3000. */
  httpUrl: string;
  bikes: LiveBike[];
  /** The seed the history was made with, so today's live rounds go on from today's history. */
  seed?: number;
  /** Send fixes taken after this moment at once (the end of a seeded history); default now. */
  since?: number;
  fixEveryMs?: number;
  log?: (message: string) => void;
  /** The simulated clock (tests); real time by default. */
  clock?: () => number;
}

const KNOTS_PER_KMH = 1 / 1.852;
/** Fixes kept while a phone cannot reach the server (Traccar Client keeps them too). */
const BUFFER = 1000;
/** Positions per MQTT message at most, when a catch-up sends many. */
const MQTT_BATCH = 500;

/** A transport for one bike: sends what is due, keeps what it could not send for the next tick. */
interface Sender {
  send(fixes: BikeFix[]): void;
  stop(): Promise<void>;
}

async function mqttSender(url: string, bike: LiveBike): Promise<Sender> {
  const client = await connectDevice(url, bike.id, bike.key);
  const topic = `trackers/${bike.id}/position`;
  return {
    // Fixes due together (a catch-up) go as one array; the client queues them while offline.
    send(fixes) {
      const body = fixes.map(({ ts, lat, lon, speed, bearing, accuracy, battery }) => ({
        lat,
        lon,
        ts,
        speed,
        bearing,
        accuracy,
        battery,
      }));
      for (let i = 0; i < body.length; i += MQTT_BATCH) {
        const batch = body.slice(i, i + MQTT_BATCH);
        client.publish(topic, JSON.stringify(batch.length === 1 ? batch[0] : batch), { qos: 1 });
      }
    },
    stop: () => client.endAsync(),
  };
}

function osmandSender(origin: string, bike: LiveBike, log: (message: string) => void): Sender {
  let pending: BikeFix[] = [];
  let busy: Promise<void> | undefined;
  let failing = false;
  let stopped = false;
  let refusal = '';
  const post = (f: BikeFix) => {
    const query = new URLSearchParams({
      id: bike.key,
      lat: String(f.lat),
      lon: String(f.lon),
      timestamp: String(f.ts / 1000),
      speed: (f.speed * KNOTS_PER_KMH).toFixed(2),
      bearing: String(f.bearing),
      accuracy: String(f.accuracy),
      batt: String(f.battery),
    });
    return fetch(`${origin}/api/osmand?${query}`, { method: 'POST' });
  };
  // One request at a time, in order, like the phone app; a refused fix is dropped, while an
  // unreachable, busy or rate-limiting server keeps the rest for the next tick.
  const drain = async () => {
    while (pending.length > 0 && !stopped) {
      const res = await post(pending[0]!).catch(() => undefined);
      if (!res || res.status === 429 || res.status >= 500) {
        if (!failing) log(`${bike.id}: server unreachable, keeping fixes`);
        failing = true;
        return;
      }
      failing = false;
      // A refusal is told once, not for every fix that repeats it.
      const reason = res.ok ? '' : `HTTP ${res.status} ${await res.text()}`;
      if (reason && reason !== refusal) log(`${bike.id}: fix refused: ${reason}`);
      refusal = reason;
      pending.shift();
    }
  };
  return {
    send(fixes) {
      pending = [...pending, ...fixes].slice(-BUFFER);
      busy ??= drain().finally(() => (busy = undefined));
    },
    stop: async () => {
      stopped = true;
      await busy;
    },
  };
}

/**
 * The demo depot's delivery motorbikes, live: each rides today's rounds (the same as the seeded
 * history's, day by day) and reports in real time, one over MQTT and one over OsmAnd HTTP.
 */
export async function runLiveBikes(options: LiveBikesOptions) {
  const { fixEveryMs, log = () => {}, clock = Date.now, seed = BIKE_SEED } = options;
  const senders = await Promise.all(
    options.bikes.map((bike) =>
      bike.transport === 'mqtt'
        ? mqttSender(options.mqttUrl, bike)
        : osmandSender(options.httpUrl, bike, log),
    ),
  );
  let sent = options.since ?? clock();
  let dayEnd = 0;
  let queues: BikeFix[][] = [];
  const tick = () => {
    const now = clock();
    if (now >= dayEnd) {
      const dayStart = wibMidnight(now);
      dayEnd = dayStart + 86_400_000;
      queues = options.bikes.map(
        (_, i) => simulateBikeDay({ dayStart, fixEveryMs }, bikeDayRandom(seed, i, dayStart)).fixes,
      );
    }
    queues.forEach((queue, i) => {
      const due = queue.filter((f) => f.ts > sent && f.ts <= now);
      if (due.length > 0) senders[i]!.send(due);
    });
    sent = now;
  };
  tick();
  const timer = setInterval(tick, 1000);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(senders.map((s) => s.stop()));
    },
  };
}
