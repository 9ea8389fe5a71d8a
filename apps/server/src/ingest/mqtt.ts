export { startEmbeddedBroker, type EmbeddedBrokerOptions } from './mqtt-embedded';
export { subscribeExternalBroker } from './mqtt-external';
export { ackTopic, DATA_TOPIC, type MqttIngress } from './mqtt-ingress';
