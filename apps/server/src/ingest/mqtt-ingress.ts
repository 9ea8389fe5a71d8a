/** MQTT ingestion as the app sees it, whichever broker the devices reach. */
export interface MqttIngress {
  /** The embedded broker's port (0 when an external broker is used). */
  port: number;
  close(): Promise<void>;
}

export const DATA_TOPIC = /^sensors\/([^/]+)\/data$/;
export const dataTopic = (sensorId: string) => `sensors/${sensorId}/data`;
export const ackTopic = (sensorId: string) => `sensors/${sensorId}/ack`;

/** A message's payload may be as large as an HTTP ingest body (the app's `bodyLimit`), no larger. */
export const MAX_PAYLOAD_BYTES = 1024 * 1024;
/** A whole PUBLISH: the payload, plus its topic (a sensor id has at most 64 characters) and packet id with room to spare. */
export const MAX_PUBLISH_BYTES = MAX_PAYLOAD_BYTES + 1024;
