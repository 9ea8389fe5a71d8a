import { connectDevices, endAll } from './device-mqtt';
import { simulateDay, wibMidnight, type DepotEvent, type TankState } from './model';
import { seededRandom } from './random';

export interface LiveDepotOptions {
  /** The broker, e.g. mqtt://localhost:1883. */
  url: string;
  /** Sensor ids are `${prefix}-level`, `${prefix}-tap-a|b|c` and `${prefix}-quality`. */
  prefix: string;
  key: string;
  tank: { capacity: number; heightCm: number; volume: number };
  /** Simulated seconds per real second (1 = real time). */
  speed?: number;
  /** Now and then a sensor falls silent or the water turns cloudy. */
  faults?: boolean;
  log?: (message: string) => void;
}

const HEARTBEAT_MS = 2 * 60_000;

/**
 * A depot sending live over MQTT, each sensor with its own connection and key: gallons at the
 * taps in opening hours, the tank level every 30 s, water quality every minute, heartbeats from
 * idle flow meters, and occasional faults.
 */
export async function runLiveDepot(options: LiveDepotOptions) {
  const { prefix, key, speed = 1, log = () => {} } = options;
  const ids = {
    level: `${prefix}-level`,
    A: `${prefix}-tap-a`,
    B: `${prefix}-tap-b`,
    C: `${prefix}-tap-c`,
    quality: `${prefix}-quality`,
  } as const;
  const clients = await connectDevices(options.url, Object.values(ids), key);
  const rng = seededRandom(Date.now() & 0xffffffff);
  const tank: TankState = {
    capacity: options.tank.capacity,
    volume: options.tank.volume,
    refillRate: 0,
  };
  const realStart = Date.now();
  const simNow = () => realStart + (Date.now() - realStart) * speed;
  let seq = Date.now();
  let events: DepotEvent[] = [];
  let dayEnd = 0;
  let silentUntil = 0;
  let cloudyUntil = 0;
  let lastHeard = new Map<string, number>();
  let nextFaultCheck = simNow() + 3600_000;

  const send = (id: string, body: object) => {
    if (id === ids.quality && simNow() < silentUntil) return;
    lastHeard.set(id, Date.now());
    clients
      .get(id)
      ?.publish(`sensors/${id}/data`, JSON.stringify({ ...body, seq: seq++ }), { qos: 1 });
  };

  const publish = (e: DepotEvent) => {
    if (e.type === 'gallon') send(ids[e.tap], { tap: e.tap, volume_l: e.volumeL });
    else if (e.type === 'level') {
      const distance = options.tank.heightCm * (1 - e.volume / tank.capacity);
      send(ids.level, { distance_cm: Number(distance.toFixed(1)) });
    } else {
      const { type: _type, ts: _ts, ...values } = e;
      send(ids.quality, simNow() < cloudyUntil ? { ...values, turbidity: 4.8 } : values);
    }
  };

  const tick = () => {
    const now = simNow();
    if (now >= dayEnd) {
      const dayStart = wibMidnight(now);
      dayEnd = dayStart + 86_400_000;
      events = simulateDay(
        { dayStart, from: now, levelEveryMs: 30_000, qualityEveryMs: 60_000 },
        tank,
        rng,
      );
    }
    while (events[0] && events[0].ts <= now) publish(events.shift()!);
    if (options.faults && now >= nextFaultCheck) {
      nextFaultCheck = now + 3600_000;
      const r = rng.next();
      if (r < 0.04) {
        silentUntil = now + 12 * 60_000;
        log(`fault: ${ids.quality} silent for 12 minutes`);
      } else if (r < 0.07) {
        cloudyUntil = now + 10 * 60_000;
        log('fault: turbidity spike for 10 minutes');
      }
    }
    for (const id of Object.values(ids)) {
      if (Date.now() - (lastHeard.get(id) ?? 0) >= HEARTBEAT_MS) send(id, { heartbeat: true });
    }
  };
  tick();
  const timer = setInterval(tick, 1000);

  return {
    async stop() {
      clearInterval(timer);
      lastHeard = new Map();
      await endAll(clients);
    },
  };
}
