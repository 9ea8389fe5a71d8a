import { createServer, type Server } from 'node:net';
import { Aedes, type AedesPublishPacket, type Client } from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import { ConnectRateLimit } from './connect-rate-limit';
import type { Ingestor } from './ingestor';
import { deviceHooks, type DeviceConnection } from './mqtt-device-hooks';
import { guardSocket, PacketGuard } from './mqtt-guard';
import { MAX_PUBLISH_BYTES, type MqttIngress } from './mqtt-ingress';
import { RejectionLog } from './rejection-log';

/** What one address and one connection may do before and around logging in. */
export interface BrokerLimits {
  /** The largest packet before login (a CONNECT), and the largest but a PUBLISH after. */
  controlBytes: number;
  /** New connections an address may open per window; those that log in are given back. */
  connectsPerWindow: number;
  connectWindowMs: number;
  /** A socket that has not sent a whole CONNECT by then is closed. */
  connectTimeoutMs: number;
}

const BROKER_LIMITS: BrokerLimits = {
  // A CONNECT carries a client id, a sensor id (≤ 64), a key (43) and perhaps a small will.
  controlBytes: 4 * 1024,
  // Enough for a depot's devices behind one address all reconnecting at once, several times.
  connectsPerWindow: 60,
  connectWindowMs: 10_000,
  connectTimeoutMs: 10_000,
};

export interface EmbeddedBrokerOptions {
  port: number;
  host: string;
  /** Tighter limits for tests; the defaults above otherwise. */
  limits?: Partial<BrokerLimits>;
}

/**
 * Aedes asks this before it writes a message to a device: live, from an offline session's queue
 * when the device comes back, or again after a reconnect. A message past its deadline (a command
 * the server has already given up on) is dropped, and leaves the session's queue. Aedes 1.2 has
 * no MQTT 5 message expiry of its own, but its packets carry `messageExpiry` (epoch ms) wherever
 * they go: queued for an offline session, in flight, sent again.
 */
const dropExpired = (_client: Client, packet: AedesPublishPacket) =>
  packet.messageExpiry !== undefined && packet.messageExpiry <= Date.now() ? null : packet;

/** The embedded broker: Aedes behind a guard that refuses floods and oversized packets early. */
export async function startEmbeddedBroker(
  ingestor: Ingestor,
  options: EmbeddedBrokerOptions,
  log: FastifyBaseLogger,
): Promise<MqttIngress> {
  const limits = { ...BROKER_LIMITS, ...options.limits };
  const connections = new WeakMap<object, DeviceConnection>();
  const connectionOf = (client: Client) => connections.get(client.conn);
  const rate = new ConnectRateLimit(limits.connectsPerWindow, limits.connectWindowMs);
  const refused = new RejectionLog(log, 'MQTT connection refused', 'address');
  const hooks = deviceHooks(ingestor, connectionOf, log);
  // A device deleted, re-keyed or of a depot switched off, in any process, is disconnected.
  const unwatch = ingestor.onDeviceChange((change) => hooks.disconnect(change));
  const broker = await Aedes.createBroker({
    // Each device's in-flight messages are bounded by its commits, not by the emitter.
    concurrency: 10_000,
    connectTimeout: limits.connectTimeoutMs,
    ...hooks,
    authorizeForward: dropExpired,
  });
  // Errors before a CONNECT was read: a socket that never sent one, or sent garbage. A socket
  // error (a reset, a probe hanging up) is no refusal.
  broker.on('connectionError', (client, err: NodeJS.ErrnoException) => {
    if (!err.code) refused.add(connectionOf(client)?.address ?? 'unknown', 1, err.message);
  });

  const server: Server = createServer((socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    if (!rate.take(address)) {
      refused.add(address, 1, 'too many new connections from this address');
      socket.destroy();
      return;
    }
    const guard = new PacketGuard({ control: limits.controlBytes, publish: MAX_PUBLISH_BYTES });
    guardSocket(socket, guard, (reason) => refused.add(address, 1, reason));
    connections.set(socket, {
      address,
      loggedIn: () => {
        guard.loggedIn = true;
        rate.giveBack(address);
      },
    });
    broker.handle(socket);
  });
  await listen(server, options);
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    publish: (topic, payload, deadline) =>
      new Promise<void>((resolve, reject) =>
        broker.publish(
          {
            cmd: 'publish',
            topic,
            payload: Buffer.from(payload),
            qos: 1,
            retain: false,
            dup: false,
            ...(deadline ? { messageExpiry: deadline.getTime() } : {}),
          },
          (err) => (err ? reject(err) : resolve()),
        ),
      ),
    close: async () => {
      unwatch();
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
      hooks.close();
      refused.close();
    },
  };
}

function listen(server: Server, { port, host }: EmbeddedBrokerOptions) {
  return new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'EADDRINUSE'
          ? new Error(
              `MQTT_PORT ${port} is already in use. Set MQTT_PORT to a free port (0 picks one), ` +
                'or set MQTT_URL=mqtt://host:port to use an external broker instead.',
            )
          : err,
      ),
    );
    server.listen(port, host, resolve);
  });
}
