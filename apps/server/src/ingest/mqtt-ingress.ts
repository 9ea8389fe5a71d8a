/** MQTT ingestion as the app sees it, whichever broker the devices reach. */
export interface MqttIngress {
  /** The embedded broker's port (0 when an external broker is used). */
  port: number;
  close(): Promise<void>;
}

export const DATA_TOPIC = /^sensors\/([^/]+)\/data$/;
/** A motorbike tracker publishes its fixes here instead. */
export const POSITION_TOPIC = /^trackers\/([^/]+)\/position$/;

/** Where a device publishes and hears its replies: by its kind, a tracker or a sensor. */
export const topicsOf = ({ sensorId, kind }: { sensorId: string; kind: string }) =>
  kind === 'gps'
    ? { data: `trackers/${sensorId}/position`, ack: `trackers/${sensorId}/ack` }
    : { data: `sensors/${sensorId}/data`, ack: `sensors/${sensorId}/ack` };

/** The device a topic is about, and whether it is a tracker's. */
export function deviceOfTopic(topic: string): { sensorId: string; tracker: boolean } | undefined {
  const sensorId = DATA_TOPIC.exec(topic)?.[1];
  if (sensorId) return { sensorId, tracker: false };
  const trackerId = POSITION_TOPIC.exec(topic)?.[1];
  return trackerId ? { sensorId: trackerId, tracker: true } : undefined;
}

/** A message's payload may be as large as an HTTP ingest body (the app's `bodyLimit`), no larger. */
export const MAX_PAYLOAD_BYTES = 1024 * 1024;
/** A whole PUBLISH: the payload, plus its topic (a sensor id has at most 64 characters) and packet id with room to spare. */
export const MAX_PUBLISH_BYTES = MAX_PAYLOAD_BYTES + 1024;
