/** The one ingestion pipeline: every transport and sensor kind goes through the Ingestor. */
export { ingestRoutes } from './ingest.routes';
export { osmandRoutes } from './osmand.routes';
export { Ingestor } from './ingestor';
export { writeBatch } from './ingest.repository';
export { deleteDevices, insertDevices, type NewDevice } from './devices.repository';
export { startEmbeddedBroker } from './mqtt-embedded';
export { subscribeExternalBroker } from './mqtt-external';
export type { MqttIngress } from './mqtt-ingress';
export type { Reading } from './readings';
export type { SensorInfo } from './sensor-directory';
