import type { Socket } from 'node:net';
import { FixedHeaderReader, packetTypeName, PUBLISH } from './mqtt-header';

export interface PacketLimits {
  /** Any packet before the device has logged in (CONNECT included), and any but PUBLISH after. */
  control: number;
  /** A PUBLISH once logged in: topic, packet id and payload. */
  publish: number;
}

/**
 * Judges a device's incoming bytes by the sizes their packets declare, before anything buffers
 * them: a declared length is known from the first bytes of a packet, long before its body arrives.
 */
export class PacketGuard {
  /** Set once the device has logged in; only then may a PUBLISH be large. */
  loggedIn = false;
  private readonly reader = new FixedHeaderReader();

  constructor(private readonly limits: PacketLimits) {}

  /** Why the packets in this chunk must end the connection, or undefined when they may pass. */
  check(chunk: Uint8Array): string | undefined {
    const { headers, malformed } = this.reader.push(chunk);
    if (malformed) return 'malformed remaining length';
    for (const { type, length } of headers) {
      const limit = this.loggedIn && type === PUBLISH ? this.limits.publish : this.limits.control;
      if (length > limit)
        return `${packetTypeName(type)} of ${length} bytes over the limit of ${limit}${this.loggedIn ? '' : ' before login'}`;
    }
    return undefined;
  }
}

/**
 * Puts the guard between a device's socket and Aedes. Aedes takes a device's bytes only through
 * `socket.read()` (aedes/lib/client.js, `nextBatch`) and hands each chunk straight to its parser,
 * which keeps an incomplete packet until its declared length has arrived; a chunk the guard
 * refuses is dropped with the socket instead, so a 16 MB declaration costs nothing but its header.
 */
export function guardSocket(socket: Socket, guard: PacketGuard, refuse: (reason: string) => void) {
  const read = socket.read.bind(socket);
  socket.read = (size?: number) => {
    const chunk: unknown = read(size);
    if (!Buffer.isBuffer(chunk)) return chunk;
    const reason = guard.check(chunk);
    if (reason === undefined) return chunk;
    refuse(reason);
    socket.destroy();
    return null;
  };
}
