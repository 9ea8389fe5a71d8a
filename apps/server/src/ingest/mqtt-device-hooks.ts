import type { IngestReply } from '@depot/contract';
import type { AedesOptions, AuthenticateError, Client } from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import type { DeviceChange } from './device-watch';
import { RevokedDevice, type Ingestor } from './ingestor';
import { channelOf, MAX_PAYLOAD_BYTES, topicsOf, type Channel } from './mqtt-ingress';
import { RejectionLog } from './rejection-log';

/** Connections one device (one sensor id and key) may hold at once; a device needs one or two. */
export const MAX_CONNECTIONS_PER_DEVICE = 3;
/** A device's client id is its sensor id, or its sensor id, this separator and anything. */
export const CLIENT_ID_SEPARATOR = ':';
/** Refused logins are logged once per device (or address) a minute, then with a count. */
const LOGIN_LOG_WINDOW_MS = 60_000;

/**
 * Whether a client id is this device's. A session (its subscriptions and queued commands) and
 * the take-over of a connection go by client id, so a client id may belong to one device only;
 * sensor ids never contain the separator, so no device's client ids overlap another's.
 */
export const ownsClientId = (clientId: string, sensorId: string) =>
  clientId === sensorId || clientId.startsWith(`${sensorId}${CLIENT_ID_SEPARATOR}`);

/** What the broker's hooks need to know about a device's connection, set when it was accepted. */
export interface DeviceConnection {
  address: string;
  /** Called once the device has logged in. */
  loggedIn(): void;
}

type Hooks = Required<
  Pick<AedesOptions, 'authenticate' | 'authorizePublish' | 'authorizeSubscribe'>
>;

interface Device {
  sensorId: string;
  accountId: number;
  channel: Channel;
  data: string;
  ack: string;
  command?: string;
}

/** A refusal in the CONNACK: 4 'bad user name or password', 5 'not authorized'. */
function refusal(returnCode: 4 | 5, message: string) {
  const error = new Error(message) as AuthenticateError;
  error.returnCode = returnCode;
  return error;
}

/**
 * The embedded broker's device rules: a device logs in with its sensor id and device key, may
 * publish only to its own `sensors/{id}/data` and subscribe only to its own `sensors/{id}/ack`
 * (a motorbike tracker: `trackers/{id}/position` and `trackers/{id}/ack`; an actuator:
 * `actuators/{id}/state`, and `actuators/{id}/ack` and `actuators/{id}/command`).
 * Its client id must be its own (`ownsClientId`), and it may hold at most
 * MAX_CONNECTIONS_PER_DEVICE connections. A device deleted, given a new key or of a depot switched
 * off is disconnected at once (`disconnect`). Refused logins and topics are logged, at most once
 * per burst and device, address or sensor.
 */
export function deviceHooks(
  ingestor: Ingestor,
  connectionOf: (client: Client) => DeviceConnection | undefined,
  log: FastifyBaseLogger,
): Hooks & { disconnect(change: DeviceChange): void; close(): void } {
  const deviceOf = new WeakMap<Client, Device>();
  /** The logged-in connections of each device. */
  const online = new Map<string, Set<Client>>();
  /** Devices that subscribed to their ack topic: the only ones sent replies. */
  const wantsAcks = new WeakSet<Client>();
  const logins = new RejectionLog(log, 'MQTT login refused', 'username', LOGIN_LOG_WINDOW_MS);
  const topics = new RejectionLog(log, 'MQTT topic refused', 'sensorId');
  const oversized = new RejectionLog(log, 'MQTT message refused', 'sensorId');
  const addressOf = (client: Client) => connectionOf(client)?.address ?? 'unknown';

  const reply = (client: Client, topic: string, answer: IngestReply) => {
    // Straight to the device, and only if it asked for replies.
    if (!wantsAcks.has(client)) return;
    const payload = JSON.stringify(answer);
    const packet = { cmd: 'publish', topic, payload, qos: 0 } as const;
    client.publish({ ...packet, retain: false, dup: false }, () => {});
  };

  return {
    authenticate: (client, username, password, done) => {
      // One line per device a minute: a deleted device that keeps reconnecting is one line.
      const refuse = (error: AuthenticateError, details: Record<string, unknown> = {}) => {
        const name = username?.slice(0, 100) || '(none)';
        logins.add(name, 1, error.message, { address: addressOf(client), ...details });
        done(error, false);
      };
      ingestor.directory
        .authenticate(username ?? '', password?.toString('utf8'))
        .then((sensor) => {
          if (!sensor) return refuse(refusal(4, 'bad sensor id or device key'));
          if (!ownsClientId(client.id, sensor.sensorId))
            return refuse(refusal(5, 'client id not its own'), {
              clientId: client.id.slice(0, 100),
            });
          const connections = online.get(sensor.sensorId) ?? new Set<Client>();
          // A device coming back with a client id it holds takes that connection over.
          const others = [...connections].filter((c) => c.id !== client.id);
          if (others.length >= MAX_CONNECTIONS_PER_DEVICE)
            return refuse(refusal(5, 'too many connections for one device'), {
              max: MAX_CONNECTIONS_PER_DEVICE,
            });
          deviceOf.set(client, {
            sensorId: sensor.sensorId,
            accountId: sensor.accountId,
            channel: channelOf(sensor.kind),
            ...topicsOf(sensor),
          });
          online.set(sensor.sensorId, connections.add(client));
          client.conn.once('close', () => {
            connections.delete(client);
            if (!connections.size && online.get(sensor.sensorId) === connections)
              online.delete(sensor.sensorId);
          });
          connectionOf(client)?.loggedIn();
          return done(null, true);
        })
        .catch((err: unknown) => done(err as AuthenticateError, false));
    },

    /**
     * Also where a reading is stored. Aedes 1.2 writes a QoS 1 PUBACK as soon as this callback
     * says yes, and only then runs the `published` hook (aedes/lib/handlers/publish.js,
     * `enqueuePublish`: `write(client, new PubAck(packet), ...)` before `broker.publish`), so
     * waiting in `published` cannot hold the PUBACK back; waiting here does. A PUBACK therefore
     * means the readings are committed; if storing fails the device is disconnected without one
     * and sends the message again. QoS 2 is handled the same way (at least once; `seq` removes
     * repeats). Aedes reads a device's socket again only after every packet of the last chunk is
     * done, so a device waits for its own commits: a flood slows its sender, not the server.
     */
    authorizePublish: (client, packet, done) => {
      if (!client) return done(null);
      const device = deviceOf.get(client);
      const sensorId = device?.sensorId;
      if (!device || !sensorId || packet.topic !== device.data) {
        topics.add(sensorId ?? addressOf(client), 1, 'publish to a topic not its own', {
          topic: packet.topic.slice(0, 200),
          address: addressOf(client),
        });
        return done(new Error('topic not allowed'));
      }
      const payload = Buffer.from(packet.payload);
      if (payload.length > MAX_PAYLOAD_BYTES) {
        const reason = `payload of ${payload.length} bytes over the limit of ${MAX_PAYLOAD_BYTES}`;
        oversized.add(sensorId, 1, reason, { address: addressOf(client) });
        return done(new Error('message too large'));
      }
      const stored = ingestor.ingestPayload(sensorId, payload, device.channel).then(
        (answer) => {
          reply(client, device.ack, answer);
          return null;
        },
        (err: unknown) => {
          if (err instanceof RevokedDevice) {
            // Its key was revoked while this waited for its batch: no PUBACK, no connection.
            client.close();
            return err;
          }
          log.error({ err, sensorId }, 'MQTT ingestion failed');
          return err instanceof Error ? err : new Error(String(err));
        },
      );
      if (packet.qos > 0) void stored.then((err) => done(err));
      // QoS 0 has no acknowledgement to hold; its sender waits only while the queue is backlogged.
      else if (ingestor.backlogged) void stored.then(() => done(null));
      else done(null);
    },

    authorizeSubscribe: (client, subscription, done) => {
      const device = deviceOf.get(client);
      const sensorId = device?.sensorId;
      const ack = device !== undefined && subscription.topic === device.ack;
      const allowed =
        ack || (device?.command !== undefined && subscription.topic === device.command);
      if (ack) wantsAcks.add(client);
      else if (!allowed)
        topics.add(sensorId ?? addressOf(client), 1, 'subscribe to a topic not its own', {
          topic: subscription.topic.slice(0, 200),
          address: addressOf(client),
        });
      done(null, allowed ? subscription : null);
    },

    disconnect(change) {
      if ('sensorId' in change) {
        for (const client of online.get(change.sensorId) ?? []) client.close();
      } else if (change.disabled) {
        for (const connections of online.values())
          for (const client of connections)
            if (deviceOf.get(client)?.accountId === change.accountId) client.close();
      }
    },

    close() {
      for (const rejections of [logins, topics, oversized]) rejections.close();
    },
  };
}
