import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:net';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import mqtt from 'mqtt';
import type { Ingestor } from './ingestor';

export const DATA_TOPIC = /^sensors\/([^/]+)\/data$/;
export const ackTopic = (sensorId: string) => `sensors/${sensorId}/ack`;

export interface MqttIngress {
  /** The embedded broker's port (0 when an external broker is used). */
  port: number;
  close(): Promise<void>;
}

const sensorIdOf = new WeakMap<Client, string>();
/** Devices that subscribed to their ack topic: the only ones sent replies. */
const wantsAcks = new WeakSet<Client>();

/**
 * The embedded broker: devices log in with their sensor id and device key, may publish only to
 * their own `sensors/{id}/data` and subscribe only to their own `sensors/{id}/ack`.
 */
export async function startEmbeddedBroker(
  ingestor: Ingestor,
  options: { port: number; host: string },
  log: FastifyBaseLogger,
): Promise<MqttIngress> {
  const broker = await Aedes.createBroker({
    // Each device's in-flight messages are bounded by the backpressure below, not by the emitter.
    concurrency: 10_000,
    authenticate: (client, username, password, done) => {
      ingestor.directory
        .authenticate(username ?? '', password?.toString('utf8'))
        .then((sensor) => {
          if (sensor) {
            sensorIdOf.set(client, sensor.sensorId);
            return done(null, true);
          }
          const error = new Error('bad sensor id or device key') as AuthenticateError;
          error.returnCode = 4;
          done(error, false);
        })
        .catch((err: unknown) => done(err as AuthenticateError, false));
    },
    authorizePublish: (client, packet, done) => {
      if (!client) return done(null);
      const id = sensorIdOf.get(client);
      done(id && packet.topic === `sensors/${id}/data` ? null : new Error('topic not allowed'));
    },
    authorizeSubscribe: (client, subscription, done) => {
      const id = sensorIdOf.get(client);
      const allowed = id !== undefined && subscription.topic === ackTopic(id);
      if (allowed) wantsAcks.add(client);
      done(null, allowed ? subscription : null);
    },
    published: (packet, client, done) => {
      const id = client && sensorIdOf.get(client);
      if (!client || !id || !DATA_TOPIC.test(packet.topic)) return done(null);
      const stored = ingestor
        .ingestPayload(id, Buffer.from(packet.payload))
        .then((reply) => {
          // Straight to the device, and only if it asked for replies.
          if (!wantsAcks.has(client)) return;
          client.publish(
            {
              cmd: 'publish',
              topic: ackTopic(id),
              payload: JSON.stringify(reply),
              qos: 0,
              retain: false,
              dup: false,
            },
            () => {},
          );
        })
        .catch((err: unknown) => log.error({ err, sensorId: id }, 'MQTT ingestion failed'));
      // Aedes reads a device's socket again only after `done`: while the queue is backlogged the
      // device waits until its readings are stored, so a flood slows its sender, not the server.
      if (ingestor.backlogged) void stored.then(() => done(null));
      else done(null);
    },
  });

  const server: Server = createServer(broker.handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'EADDRINUSE'
          ? new Error(
              `MQTT_PORT ${options.port} is already in use. Set MQTT_PORT to a free port (0 picks one), ` +
                'or set MQTT_URL=mqtt://host:port to use an external broker instead.',
            )
          : err,
      ),
    );
    server.listen(options.port, options.host, resolve);
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    close: async () => {
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * An external broker (Mosquitto, EMQX): this process joins the shared subscription
 * `$share/ingest/sensors/+/data`, so several server processes split the devices' messages.
 * Device authentication is then the broker's job.
 */
export async function subscribeExternalBroker(
  ingestor: Ingestor,
  { url, shareGroup = 'ingest' }: { url: string; shareGroup?: string },
  log: FastifyBaseLogger,
): Promise<MqttIngress> {
  const client = await mqtt.connectAsync(url, {
    protocolVersion: 5,
    clientId: `depot-ingest-${randomBytes(6).toString('hex')}`,
    reconnectPeriod: 2000,
  });
  await client.subscribeAsync(`$share/${shareGroup}/sensors/+/data`, { qos: 1 });
  client.on('message', (topic, payload) => {
    const id = DATA_TOPIC.exec(topic)?.[1];
    if (!id) return;
    ingestor
      .ingestPayload(id, payload)
      .then((reply) => client.publishAsync(ackTopic(id), JSON.stringify(reply)))
      .catch((err: unknown) => log.error({ err, sensorId: id }, 'MQTT ingestion failed'));
  });
  client.on('error', (err) => log.error({ err }, 'MQTT broker connection error'));
  return { port: 0, close: () => client.endAsync() };
}
