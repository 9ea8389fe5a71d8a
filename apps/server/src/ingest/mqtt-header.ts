/** MQTT control packet types, by number: the high four bits of a packet's first byte. */
const TYPE_NAMES = [
  'reserved',
  'CONNECT',
  'CONNACK',
  'PUBLISH',
  'PUBACK',
  'PUBREC',
  'PUBREL',
  'PUBCOMP',
  'SUBSCRIBE',
  'SUBACK',
  'UNSUBSCRIBE',
  'UNSUBACK',
  'PINGREQ',
  'PINGRESP',
  'DISCONNECT',
  'AUTH',
];

export const PUBLISH = TYPE_NAMES.indexOf('PUBLISH');

export const packetTypeName = (type: number) => TYPE_NAMES[type] ?? `type ${type}`;

export interface FixedHeader {
  type: number;
  /** The declared remaining length: the bytes that follow the fixed header. */
  length: number;
}

/** What a chunk held: every header completed in it, and whether the stream is still well formed. */
export interface ReadResult {
  headers: FixedHeader[];
  malformed: boolean;
}

/**
 * Follows one direction of an MQTT byte stream chunk by chunk, decoding only fixed headers (type
 * and remaining-length varint) and counting past bodies without keeping them. A header may be
 * split across chunks; the state carried between them is a handful of numbers.
 */
export class FixedHeaderReader {
  /** Body bytes of the current packet not yet seen. */
  private skip = 0;
  /** The type of the header being read, or -1 while waiting for a packet's first byte. */
  private type = -1;
  private length = 0;
  private lengthBytes = 0;
  private broken = false;

  push(chunk: Uint8Array): ReadResult {
    const headers: FixedHeader[] = [];
    let i = 0;
    while (i < chunk.length && !this.broken) {
      if (this.skip > 0) {
        const n = Math.min(this.skip, chunk.length - i);
        this.skip -= n;
        i += n;
        continue;
      }
      const byte = chunk[i++] as number;
      if (this.type < 0) {
        this.type = byte >> 4;
        this.length = 0;
        this.lengthBytes = 0;
        continue;
      }
      this.length += (byte & 0x7f) * 128 ** this.lengthBytes;
      this.lengthBytes += 1;
      if (byte & 0x80) {
        // The varint has at most four bytes (MQTT 3.1.1 §2.2.3).
        if (this.lengthBytes === 4) this.broken = true;
        continue;
      }
      headers.push({ type: this.type, length: this.length });
      this.skip = this.length;
      this.type = -1;
    }
    return { headers, malformed: this.broken };
  }
}
