import { connect as tcpConnect, createServer, type Socket } from 'node:net';
import mqttPacket, { type Packet } from 'mqtt-packet';

export interface Tapped {
  /** Which connection through the tap, counted from 1. */
  connection: number;
  packet: Packet;
}

/**
 * A TCP relay between the server's ingest client and an external broker that decodes the MQTT
 * packets going through, so a test sees what the server acknowledges and when. A packet from the
 * server reaches the broker only after `beforeForward` has finished with it.
 */
export async function tapBroker(
  brokerUrl: string,
  beforeForward: (tapped: Tapped) => Promise<void> = async () => {},
) {
  const broker = new URL(brokerUrl);
  const toServer: Tapped[] = [];
  const fromServer: Tapped[] = [];
  const sockets = new Set<Socket>();
  let connections = 0;
  let upstream: Socket | undefined;
  let pongs: (() => void)[] = [];

  const relay = createServer((down) => {
    const connection = ++connections;
    const up = tcpConnect(Number(broker.port || 1883), broker.hostname);
    upstream = up;
    for (const s of [down, up]) {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => {
        sockets.delete(s);
        down.destroy();
        up.destroy();
      });
    }
    const fromBroker = mqttPacket.parser({ protocolVersion: 5 });
    fromBroker.on('packet', (packet: Packet) => {
      toServer.push({ connection, packet });
      if (packet.cmd === 'pingresp') for (const pong of pongs.splice(0)) pong();
    });
    up.on('data', (chunk) => {
      fromBroker.parse(chunk);
      down.write(chunk);
    });
    const fromClient = mqttPacket.parser({ protocolVersion: 5 });
    let parsed: Packet[] = [];
    fromClient.on('packet', (packet: Packet) => parsed.push(packet));
    down.on('data', (chunk) => {
      down.pause();
      fromClient.parse(chunk);
      const packets = parsed;
      parsed = [];
      void (async () => {
        for (const packet of packets) {
          fromServer.push({ connection, packet });
          await beforeForward({ connection, packet });
          // Whole packets, re-encoded: a ping may go in between without splitting one.
          up.write(mqttPacket.generate(packet, { protocolVersion: 5 }));
        }
        down.resume();
      })();
    });
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const address = relay.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `mqtt://127.0.0.1:${port}`,
    toServer,
    fromServer,
    /** The QoS 1 PUBLISH packets the broker sent the server on `topic`. */
    deliveries: (topic: string) =>
      toServer.filter((t) => t.packet.cmd === 'publish' && t.packet.topic === topic),
    /**
     * A PINGREQ round trip on the current connection to the broker: whatever the broker had
     * written to the server before it answers has reached the tap once this resolves.
     */
    async ping() {
      const pong = new Promise<void>((resolve) => pongs.push(resolve));
      upstream?.write(Buffer.from([0xc0, 0x00]));
      await pong;
    },
    get connections() {
      return connections;
    },
    async close() {
      pongs = [];
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => relay.close(() => resolve()));
    },
  };
}
