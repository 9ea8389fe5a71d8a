import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import mqtt, { type IPublishPacket } from 'mqtt';
import { RevokedDevice, type Ingestor } from './ingestor';
import {
  deviceOfTopic,
  MAX_PAYLOAD_BYTES,
  topicsOf,
  MAX_PUBLISH_BYTES,
  type Channel,
  type MqttIngress,
} from './mqtt-ingress';

/**
 * Unacknowledged messages the broker may have on their way to this process at once (MQTT 5
 * Receive Maximum). A message waits for its batch (about 200 ms), so this lets a process take a
 * few hundred messages a second; beyond that a flood waits in the broker, not in our memory.
 */
export const RECEIVE_MAXIMUM = 100;
/**
 * How long the broker keeps this process's session after the connection drops, with the
 * messages it has not acknowledged and (Mosquitto) the share of new ones it goes on queueing
 * for it: long enough for a restart to resume it and be sent them all, short enough that a
 * process that never comes back does not take its share for long (docs/operations.md).
 */
export const SESSION_EXPIRY_S = 30;
/** MQTT 5 DISCONNECT reason: another connection with this client id took the session over. */
const SESSION_TAKEN_OVER = 142;
/** Tells MQTT.js not to send its own PUBACK: ours follows the commit. */
const ACK_AFTER_COMMIT = new Error('acknowledged once stored');

/** MQTT.js's own packet writer: private, but what it uses for the PUBACK it would have sent. */
type PacketWriter = { _sendPacket(packet: { cmd: 'puback'; messageId?: number }): void };

/**
 * An external broker (Mosquitto, EMQX): this process joins the shared subscriptions
 * `$share/ingest/sensors/+/data`, `$share/ingest/trackers/+/position` and
 * `$share/ingest/actuators/+/state`, so several server
 * processes split the devices' messages. Device authentication is then the broker's job; a
 * message is stored only if its topic matches its device's kind.
 */
export async function subscribeExternalBroker(
  ingestor: Ingestor,
  {
    url,
    shareGroup = 'ingest',
    clientId = `depot-ingest-${randomBytes(6).toString('hex')}`,
  }: { url: string; shareGroup?: string; clientId?: string },
  log: FastifyBaseLogger,
): Promise<MqttIngress> {
  const topics = [
    `$share/${shareGroup}/sensors/+/data`,
    `$share/${shareGroup}/trackers/+/position`,
    `$share/${shareGroup}/actuators/+/state`,
  ];
  // Not connectAsync: a resumed session's messages may come with the CONNACK, before any code
  // after an await would run, so the handler below is in place before the connection is.
  const client = mqtt.connect(url, {
    protocolVersion: 5,
    // The same at every start of this process (INGEST_CLIENT_ID): a restart, even after kill -9,
    // resumes the session and is sent what the broker held for it.
    clientId,
    reconnectPeriod: 2000,
    // A session that survives a reconnect and a restart: what was not acknowledged is sent again.
    clean: false,
    properties: {
      sessionExpiryInterval: SESSION_EXPIRY_S,
      receiveMaximum: RECEIVE_MAXIMUM,
      // The broker drops bigger messages for us instead of sending them (same limit as HTTP).
      maximumPacketSize: MAX_PUBLISH_BYTES,
    },
  });
  const inFlight = new Set<Promise<unknown>>();

  /** Stores a message; resolves with the error when it could not be stored, never rejects. */
  const store = (device: { sensorId: string; channel: Channel }, payload: Buffer) => {
    const kind = { data: '', position: 'gps', state: 'actuator' }[device.channel];
    const { ack } = topicsOf({ sensorId: device.sensorId, kind });
    return ingestor.ingestPayload(device.sensorId, payload, device.channel).then(
      (reply) => {
        client.publish(ack, JSON.stringify(reply));
        return null;
      },
      (err: unknown) => {
        // Deleted or of a depot switched off while it waited: refused for good, like a wrong key.
        if (err instanceof RevokedDevice) {
          const reason = err.message;
          client.publish(
            ack,
            JSON.stringify({ accepted: 0, rejected: 1, errors: [{ index: 0, reason }] }),
          );
          return null;
        }
        log.error({ err, sensorId: device.sensorId }, 'MQTT ingestion failed');
        return err instanceof Error ? err : new Error(String(err));
      },
    );
  };

  /**
   * MQTT.js hands messages over one at a time and writes the PUBACK when this calls back; waiting
   * there for the commit would let one message through per batch. So the callback comes at once,
   * with an error for a QoS 1 message so that MQTT.js writes no PUBACK (mqtt/build/lib/handlers/
   * publish.js: `if (err) return done(err)`, and `done` only moves on to the next packet), and
   * the PUBACK is written here once the readings are committed. If storing fails there is no
   * PUBACK: the connection is dropped and the resumed session has the broker send it again.
   */
  client.handleMessage = (packet: IPublishPacket, callback) => {
    const device = deviceOfTopic(packet.topic);
    const payload = Buffer.from(packet.payload);
    if (!device || payload.length > MAX_PAYLOAD_BYTES) {
      log.warn({ topic: packet.topic, bytes: payload.length }, 'MQTT message ignored');
      return callback();
    }
    const stored = store(device, payload);
    if (packet.qos === 0) {
      // Nothing to acknowledge; only a backlogged queue holds the next message back.
      if (ingestor.backlogged) void stored.then(() => callback());
      else callback();
      return;
    }
    const stream = client.stream;
    const acked = stored.then((err) => {
      // Sent on another connection: the broker sends it again on this one, and that copy is acked.
      if (client.stream !== stream) return;
      if (err) stream.destroy();
      else
        (client as unknown as PacketWriter)._sendPacket({
          cmd: 'puback',
          messageId: packet.messageId,
        });
    });
    inFlight.add(acked);
    void acked.then(() => inFlight.delete(acked));
    callback(ACK_AFTER_COMMIT);
  };
  await new Promise<void>((resolve, reject) => {
    const failed = (err: Error) => {
      client.off('connect', connected);
      client.end(true);
      reject(err);
    };
    const connected = () => {
      client.off('error', failed);
      resolve();
    };
    client.once('connect', connected);
    client.once('error', failed);
  });
  client.on('error', (err) => log.error({ err }, 'MQTT broker connection error'));
  client.on('disconnect', (packet) => {
    if (packet.reasonCode === SESSION_TAKEN_OVER)
      log.error(
        { clientId },
        'Another process connected to the MQTT broker with this INGEST_CLIENT_ID and took its ' +
          'session over; give every server process its own INGEST_CLIENT_ID',
      );
  });
  // A resumed session has these already; a new one needs them.
  await client.subscribeAsync(topics, { qos: 1 });
  return {
    port: 0,
    publish: async (topic, payload, deadline) => {
      if (!client.connected) throw new Error('MQTT broker not connected');
      // A message the broker could not deliver in time is dropped there (MQTT 5 message expiry,
      // in whole seconds: rounded down, so never late), also from an offline device's session.
      const expiry = deadline && Math.floor((deadline.getTime() - Date.now()) / 1000);
      if (expiry !== undefined && expiry < 1) throw new Error('too close to its deadline to send');
      await client.publishAsync(topic, payload, {
        qos: 1,
        ...(expiry ? { properties: { messageExpiryInterval: expiry } } : {}),
      });
    },
    close: async () => {
      // Take no more, acknowledge what is being stored, then end the session for good.
      if (client.connected) await client.unsubscribeAsync(topics).catch(() => undefined);
      await Promise.all(inFlight);
      await client.endAsync(!client.connected, { properties: { sessionExpiryInterval: 0 } });
    },
  };
}
