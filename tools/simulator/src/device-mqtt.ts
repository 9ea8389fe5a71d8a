import mqtt, { type MqttClient } from 'mqtt';

/**
 * A device's own MQTT connection, logged in with its id and key (none: no login). The built-in
 * broker takes a client id only from its own device: `{sensorId}:…`.
 */
export function connectDevice(url: string, id: string, key?: string): Promise<MqttClient> {
  return mqtt.connectAsync(url, {
    clientId: `${id}:simulator`,
    ...(key === undefined ? {} : { username: id, password: key }),
    reconnectPeriod: 5000,
  });
}

/** One connection per device, by id. */
export async function connectDevices(url: string, ids: readonly string[], key: string) {
  const clients = new Map<string, MqttClient>();
  for (const id of ids) clients.set(id, await connectDevice(url, id, key));
  return clients;
}

export async function endAll(clients: Map<string, MqttClient>) {
  await Promise.all([...clients.values()].map((c) => c.endAsync()));
}
