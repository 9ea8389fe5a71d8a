/** The one ingestion pipeline: every transport and sensor kind goes through the Ingestor. */
export { ingestRoutes } from './ingest.routes';
export { Ingestor } from './ingestor';
export { writeBatch } from './ingest.repository';
export { startEmbeddedBroker, subscribeExternalBroker, type MqttIngress } from './mqtt';
export type { Reading } from './readings';
export type { SensorInfo } from './sensor-directory';
