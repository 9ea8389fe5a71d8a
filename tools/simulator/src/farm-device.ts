import type { MqttClient } from 'mqtt';
import { connectDevice, endAll } from './device-mqtt';

export interface FarmDeviceOptions {
  /** The broker, e.g. mqtt://localhost:1883. */
  url: string;
  /** The actuator ids this controller drives; each logs in with its own id and `key`. */
  actuators: readonly string[];
  key: string;
  /**
   * Share of commands that go wrong (0–1): half are never answered (the server times them out),
   * half are answered with an error.
   */
  failureRate?: number;
  /** How long a relay takes to switch before the answer: [min, max] ms, 0.5–2 s by default. */
  delayMs?: readonly [number, number];
  /** How often each actuator reports its state unasked (60 s by default). */
  reportEveryMs?: number;
  /** Without an anonymous broker (MQTT_URL with an open broker) leave the login out. */
  login?: boolean;
  log?: (message: string) => void;
  /** 0–1, for failures and delays; Math.random by default. */
  random?: () => number;
}

/** Errors a farm pump or mister controller reports when it cannot switch. */
const ERRORS = ['tekanan air rendah', 'relay tidak merespons', 'sumber listrik tidak stabil'];

interface Command {
  command: 'TURN_ON' | 'TURN_OFF';
  command_id: number;
  ts?: string;
}

/** The server gives a command up after 10 s: one delivered later (a queued session) is stale. */
const STALE_AFTER_MS = 10_000;

const parseCommand = (payload: Buffer, now = Date.now()): Command | undefined => {
  try {
    const body = JSON.parse(payload.toString()) as Partial<Command>;
    const sentAt = body.ts === undefined ? now : Date.parse(body.ts);
    if (!(now - sentAt <= STALE_AFTER_MS)) return undefined;
    if ((body.command === 'TURN_ON' || body.command === 'TURN_OFF') && body.command_id) {
      return { command: body.command, command_id: body.command_id };
    }
  } catch {
    // Not a command (or a stale one): ignored, as a real controller would.
  }
  return undefined;
};

/**
 * A farm's actuator controller over MQTT: each actuator listens on `actuators/{id}/command`,
 * reports its state on `actuators/{id}/state` at start and every minute, and answers a command
 * after the relay has switched with `{state, command_id}`, or now and then with an error or not
 * at all.
 */
export async function runFarmDevice(options: FarmDeviceOptions) {
  const { failureRate = 0, delayMs = [500, 2000], reportEveryMs = 60_000 } = options;
  const { log = () => {}, random = Math.random } = options;
  const state = new Map<string, boolean>(options.actuators.map((id) => [id, false]));
  const clients = new Map<string, MqttClient>();
  const timers = new Set<NodeJS.Timeout>();

  const report = (id: string, extra: object = {}) =>
    clients
      .get(id)
      ?.publish(
        `actuators/${id}/state`,
        JSON.stringify({ state: state.get(id) ? 'ON' : 'OFF', ...extra }),
        { qos: 1 },
      );

  const answer = (id: string, { command, command_id }: Command) => {
    const roll = random();
    if (roll < failureRate / 2) {
      log(`farm: ${id} ignores ${command} #${command_id}`);
      return;
    }
    const wait = delayMs[0] + random() * (delayMs[1] - delayMs[0]);
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (roll < failureRate) {
        const error = ERRORS[Math.floor(random() * ERRORS.length)] ?? ERRORS[0];
        log(`farm: ${id} fails ${command} #${command_id}: ${error}`);
        report(id, { command_id, error });
        return;
      }
      state.set(id, command === 'TURN_ON');
      report(id, { command_id });
    }, wait);
    timers.add(timer);
  };

  for (const id of options.actuators) {
    const client = await connectDevice(
      options.url,
      id,
      options.login === false ? undefined : options.key,
    );
    clients.set(id, client);
    client.on('message', (_topic, payload) => {
      const command = parseCommand(payload);
      if (command) answer(id, command);
    });
    await client.subscribeAsync(`actuators/${id}/command`, { qos: 1 });
    // After a reconnect the server hears the state again.
    client.on('connect', () => report(id));
    report(id);
  }
  const periodic = setInterval(() => {
    for (const id of options.actuators) report(id);
  }, reportEveryMs);

  return {
    /** The state an actuator is in now. */
    isOn: (id: string) => state.get(id) ?? false,
    async stop() {
      clearInterval(periodic);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await endAll(clients);
    },
  };
}

export type FarmDevice = Awaited<ReturnType<typeof runFarmDevice>>;
