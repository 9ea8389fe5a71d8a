import { actuatorCommandTopic, actuatorStateTopic } from '@depot/contract';

/** MQTT ingestion as the app sees it, whichever broker the devices reach. */
export interface MqttIngress {
  /** The embedded broker's port (0 when an external broker is used). */
  port: number;
  /**
   * Sends a message to devices (an actuator's command), QoS 1, not retained. Resolves once the
   * broker has taken it; rejects when no broker connection is up. A message with a `deadline` is
   * never delivered after it, also not to a device whose session kept it while it was offline.
   */
  publish(topic: string, payload: string, deadline?: Date): Promise<void>;
  close(): Promise<void>;
}

/** Which topic a device publishes on: by its kind. */
export type Channel = 'data' | 'position' | 'state';

const TOPICS: { channel: Channel; pattern: RegExp }[] = [
  { channel: 'data', pattern: /^sensors\/([^/]+)\/data$/ },
  // A motorbike tracker publishes its fixes here instead.
  { channel: 'position', pattern: /^trackers\/([^/]+)\/position$/ },
  // A smart farming actuator reports its state here.
  { channel: 'state', pattern: /^actuators\/([^/]+)\/state$/ },
];

export const channelOf = (kind: string): Channel =>
  kind === 'gps' ? 'position' : kind === 'actuator' ? 'state' : 'data';

/**
 * Where a device publishes (`data`), hears its replies (`ack`) and, for an actuator, its
 * commands (`command`).
 */
export function topicsOf({ sensorId, kind }: { sensorId: string; kind: string }) {
  const channel = channelOf(kind);
  if (channel === 'position')
    return { data: `trackers/${sensorId}/position`, ack: `trackers/${sensorId}/ack` };
  if (channel === 'state')
    return {
      data: actuatorStateTopic(sensorId),
      ack: `actuators/${sensorId}/ack`,
      command: actuatorCommandTopic(sensorId),
    };
  return { data: `sensors/${sensorId}/data`, ack: `sensors/${sensorId}/ack` };
}

/** The device a topic is about, and which channel it is. */
export function deviceOfTopic(topic: string): { sensorId: string; channel: Channel } | undefined {
  for (const { channel, pattern } of TOPICS) {
    const sensorId = pattern.exec(topic)?.[1];
    if (sensorId) return { sensorId, channel };
  }
  return undefined;
}

/** A message's payload may be as large as an HTTP ingest body (the app's `bodyLimit`), no larger. */
export const MAX_PAYLOAD_BYTES = 1024 * 1024;
/** A whole PUBLISH: the payload, plus its topic (a sensor id has at most 64 characters) and packet id with room to spare. */
export const MAX_PUBLISH_BYTES = MAX_PAYLOAD_BYTES + 1024;
