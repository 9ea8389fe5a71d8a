import { describe, expect, it } from 'vitest';
import { FixedHeaderReader } from '../../src/ingest/mqtt-header';
import { PacketGuard } from '../../src/ingest/mqtt-guard';
import { varint } from '../mqtt-tools';

/** MQTT packet types by number. */
const PacketType = { CONNECT: 1, PUBLISH: 3, PUBACK: 4, SUBSCRIBE: 8, PINGREQ: 12 };

/** A fixed header: type in the high nibble, then the remaining length as an MQTT varint. */
const header = (type: number, length: number, flags = 0) => [
  (type << 4) | flags,
  ...varint(length),
];

const packet = (type: number, body: number) => [...header(type, body), ...new Array(body).fill(7)];
const bytes = (...parts: number[][]) => Uint8Array.from(parts.flat());

/** Feeds `stream` to a fresh reader in chunks of `size` bytes and collects every header. */
function readInChunks(stream: Uint8Array, size: number) {
  const reader = new FixedHeaderReader();
  const headers = [];
  let malformed = false;
  for (let i = 0; i < stream.length; i += size) {
    const result = reader.push(stream.subarray(i, i + size));
    headers.push(...result.headers);
    malformed = result.malformed;
  }
  return { headers, malformed };
}

describe('FixedHeaderReader', () => {
  it.each([
    [0, [0x00]],
    [127, [0x7f]],
    [128, [0x80, 0x01]],
    [16_383, [0xff, 0x7f]],
    [16_384, [0x80, 0x80, 0x01]],
    [2_097_152, [0x80, 0x80, 0x80, 0x01]],
    [268_435_455, [0xff, 0xff, 0xff, 0x7f]],
  ])('decodes a remaining length of %d from its varint', (length, varint) => {
    expect(header(PacketType.CONNECT, length).slice(1)).toEqual(varint);
    expect(new FixedHeaderReader().push(bytes([0x10, ...varint])).headers).toEqual([
      { type: PacketType.CONNECT, length },
    ]);
  });

  const stream = bytes(
    packet(PacketType.CONNECT, 40),
    packet(PacketType.PUBLISH, 300),
    packet(PacketType.PINGREQ, 0), // PINGREQ: no body
    packet(PacketType.PUBLISH, 20_000),
    packet(PacketType.PUBACK, 2),
  );
  const expected = [
    { type: 1, length: 40 },
    { type: 3, length: 300 },
    { type: 12, length: 0 },
    { type: 3, length: 20_000 },
    { type: 4, length: 2 },
  ];

  it.each([1, 2, 3, 5, 64, 299, 4096, stream.length])(
    'finds the same headers whatever the chunk size (%d bytes), skipping bodies',
    (size) => {
      expect(readInChunks(stream, size)).toEqual({ headers: expected, malformed: false });
    },
  );

  it('reports a header as soon as its length is known, before its body arrives', () => {
    const reader = new FixedHeaderReader();
    expect(reader.push(bytes(header(PacketType.CONNECT, 16 * 1024 * 1024))).headers).toEqual([
      { type: 1, length: 16 * 1024 * 1024 },
    ]);
    expect(reader.push(new Uint8Array(1000)).headers).toEqual([]);
  });

  it('calls a varint of five bytes malformed, and stays so', () => {
    const reader = new FixedHeaderReader();
    expect(reader.push(bytes([0x30, 0xff, 0xff]))).toEqual({ headers: [], malformed: false });
    expect(reader.push(bytes([0xff, 0xff, 0x01]))).toEqual({ headers: [], malformed: true });
    expect(reader.push(bytes(packet(PacketType.PINGREQ, 0)))).toEqual({
      headers: [],
      malformed: true,
    });
  });
});

describe('PacketGuard', () => {
  const limits = { control: 4096, publish: 1024 * 1024 + 1024 };

  it('lets a device log in and publish up to the limits', () => {
    const guard = new PacketGuard(limits);
    expect(guard.check(bytes(packet(PacketType.CONNECT, 4096)))).toBeUndefined();
    guard.loggedIn = true;
    expect(guard.check(bytes(header(PacketType.PUBLISH, limits.publish, 2)))).toBeUndefined();
  });

  it('refuses a CONNECT over the control limit from its header alone', () => {
    expect(new PacketGuard(limits).check(bytes(header(PacketType.CONNECT, 16 << 20)))).toBe(
      'CONNECT of 16777216 bytes over the limit of 4096 before login',
    );
  });

  it('refuses a CONNECT whose length byte comes in a later chunk', () => {
    const guard = new PacketGuard(limits);
    expect(guard.check(bytes([0x10]))).toBeUndefined();
    expect(guard.check(bytes([0x81]))).toBeUndefined();
    expect(guard.check(bytes([0x40]))).toBe(
      'CONNECT of 8193 bytes over the limit of 4096 before login',
    );
  });

  it('holds every packet to the control limit until login, a large PUBLISH included', () => {
    const guard = new PacketGuard(limits);
    const connectThenPublish = bytes(
      packet(PacketType.CONNECT, 50),
      header(PacketType.PUBLISH, 5000),
    );
    expect(guard.check(connectThenPublish)).toBe(
      'PUBLISH of 5000 bytes over the limit of 4096 before login',
    );
  });

  it('after login refuses a PUBLISH over 1 MB and any other packet over the control limit', () => {
    const guard = new PacketGuard(limits);
    guard.loggedIn = true;
    expect(guard.check(bytes(header(PacketType.PUBLISH, limits.publish + 1)))).toBe(
      'PUBLISH of 1049601 bytes over the limit of 1049600',
    );
    const afterLogin = new PacketGuard(limits);
    afterLogin.loggedIn = true;
    expect(afterLogin.check(bytes(header(PacketType.SUBSCRIBE, 5000)))).toBe(
      'SUBSCRIBE of 5000 bytes over the limit of 4096',
    );
  });

  it('refuses a malformed remaining length', () => {
    expect(new PacketGuard(limits).check(bytes([0x10, 0x80, 0x80, 0x80, 0x80]))).toBe(
      'malformed remaining length',
    );
  });
});
