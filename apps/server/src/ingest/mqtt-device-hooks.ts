import type { IngestReply } from '@depot/contract';
import type { AedesOptions, AuthenticateError, Client } from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import type { Ingestor } from './ingestor';
import { channelOf, MAX_PAYLOAD_BYTES, topicsOf, type Channel } from './mqtt-ingress';
import { RejectionLog } from './rejection-log';

/** What the broker's hooks need to know about a device's connection, set when it was accepted. */
export interface DeviceConnection {
  address: string;
  /** Called once the device has logged in. */
  loggedIn(): void;
}

type Hooks = Required<
  Pick<AedesOptions, 'authenticate' | 'authorizePublish' | 'authorizeSubscribe'>
>;

/**
 * The embedded broker's device rules: a device logs in with its sensor id and device key, may
 * publish only to its own `sensors/{id}/data` and subscribe only to its own `sensors/{id}/ack`
 * (a motorbike tracker: `trackers/{id}/position` and `trackers/{id}/ack`; an actuator:
 * `actuators/{id}/state`, and `actuators/{id}/ack` and `actuators/{id}/command`).
 * Refused logins and topics are logged, at most once per burst and address or sensor.
 */
export function deviceHooks(
  ingestor: Ingestor,
  connectionOf: (client: Client) => DeviceConnection | undefined,
  log: FastifyBaseLogger,
): Hooks & { close(): void } {
  const deviceOf = new WeakMap<
    Client,
    { sensorId: string; channel: Channel; data: string; ack: string; command?: string }
  >();
  /** Devices that subscribed to their ack topic: the only ones sent replies. */
  const wantsAcks = new WeakSet<Client>();
  const logins = new RejectionLog(log, 'MQTT login refused', 'address');
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
      ingestor.directory
        .authenticate(username ?? '', password?.toString('utf8'))
        .then((sensor) => {
          if (sensor) {
            deviceOf.set(client, {
              sensorId: sensor.sensorId,
              channel: channelOf(sensor.kind),
              ...topicsOf(sensor),
            });
            connectionOf(client)?.loggedIn();
            return done(null, true);
          }
          logins.add(addressOf(client), 1, 'bad sensor id or device key', {
            username: username?.slice(0, 100) ?? null,
          });
          const error = new Error('bad sensor id or device key') as AuthenticateError;
          error.returnCode = 4;
          done(error, false);
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

    close() {
      for (const rejections of [logins, topics, oversized]) rejections.close();
    },
  };
}
