import { serverEvent, z, type ServerEvent } from '@depot/contract';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; this leaves room to spare. */
export const MAX_PAYLOAD_BYTES = 7900;

export type Addressed = [accountId: number, event: ServerEvent];

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

/**
 * Packs events into as few NOTIFY payloads as fit the limit, in order. Each payload names the
 * process that sent it, so that process can skip its own. An event too large to travel becomes
 * a `resync` for its depot, whose screens then fetch again what they show.
 */
export function packPayloads(origin: string, items: Addressed[], max = MAX_PAYLOAD_BYTES) {
  const head = `{"o":${JSON.stringify(origin)},"m":[`;
  const tail = ']}';
  const empty = bytes(head) + bytes(tail);
  const payloads: string[] = [];
  let parts: string[] = [];
  let size = empty;
  for (const [accountId, event] of items) {
    let part = JSON.stringify([accountId, event]);
    if (empty + bytes(part) > max) part = JSON.stringify([accountId, { type: 'resync' }]);
    const grown = size + bytes(part) + (parts.length ? 1 : 0);
    if (parts.length && grown > max) {
      payloads.push(head + parts.join(',') + tail);
      parts = [];
      size = empty;
    }
    size += bytes(part) + (parts.length ? 1 : 0);
    parts.push(part);
  }
  if (parts.length) payloads.push(head + parts.join(',') + tail);
  return payloads;
}

const envelope = z.object({
  o: z.string(),
  m: z.array(z.tuple([z.number().int().positive(), z.unknown()])),
});

/**
 * The events of a payload sent by another process; none for our own or a malformed one. Each
 * event is checked on its own, so one this version does not know does not drop the others.
 */
export function unpackPayload(origin: string, payload: string): Addressed[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return [];
  }
  const message = envelope.safeParse(parsed);
  if (!message.success || message.data.o === origin) return [];
  const out: Addressed[] = [];
  for (const [accountId, raw] of message.data.m) {
    const event = serverEvent.safeParse(raw);
    if (event.success) out.push([accountId, event.data]);
  }
  return out;
}
