export { startEmbeddedBroker } from './mqtt-embedded';
export { subscribeExternalBroker } from './mqtt-external';
export type { MqttIngress } from './mqtt-ingress';
