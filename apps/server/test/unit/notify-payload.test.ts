import type { ServerEvent } from '@depot/contract';
import { describe, expect, it } from 'vitest';
import {
  MAX_PAYLOAD_BYTES,
  packPayloads,
  unpackPayload,
  type Addressed,
} from '../../src/modules/events/notify-payload';

const tank = (id: number): ServerEvent => ({
  type: 'tank',
  tank_id: id,
  water_level_cm: 60,
  volume: 500,
  timestamp: '2026-03-01T02:00:00.000Z',
});

describe('NOTIFY payloads', () => {
  it('packs a batch into one payload that another process unpacks in order', () => {
    const items: Addressed[] = [
      [1, tank(1)],
      [2, { type: 'sale', action: 'created', transaction_id: 9 }],
    ];
    const payloads = packPayloads('process-a', items);
    expect(payloads).toHaveLength(1);
    expect(unpackPayload('process-b', payloads[0]!)).toEqual(items);
  });

  it('skips the payloads of its own process', () => {
    const [payload] = packPayloads('process-a', [[1, tank(1)]]);
    expect(unpackPayload('process-a', payload!)).toEqual([]);
  });

  it('splits a large batch into payloads under the limit, keeping every event in order', () => {
    const items: Addressed[] = Array.from({ length: 500 }, (_, i) => [i + 1, tank(i + 1)]);
    const payloads = packPayloads('process-a', items);
    expect(payloads.length).toBeGreaterThan(1);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    expect(payloads.flatMap((p) => unpackPayload('process-b', p))).toEqual(items);
  });

  it('turns an event too large to travel into a resync of its depot', () => {
    const huge: ServerEvent = { type: 'notification', kind: 'x'.repeat(MAX_PAYLOAD_BYTES) };
    const payloads = packPayloads('process-a', [
      [1, tank(1)],
      [2, huge],
    ]);
    expect(payloads.flatMap((p) => unpackPayload('process-b', p))).toEqual([
      [1, tank(1)],
      [2, { type: 'resync' }],
    ]);
  });

  it('drops a malformed payload whole', () => {
    expect(unpackPayload('b', 'not json')).toEqual([]);
    expect(unpackPayload('b', JSON.stringify({ o: 'a', m: 'x' }))).toEqual([]);
    expect(unpackPayload('b', JSON.stringify({ o: 'a', m: [[0, tank(1)]] }))).toEqual([]);
  });

  it('skips an event it does not know (a newer process), keeping the others', () => {
    const payload = JSON.stringify({
      o: 'a',
      m: [
        [1, { type: 'teleport' }],
        [3, tank(3)],
      ],
    });
    expect(unpackPayload('b', payload)).toEqual([[3, tank(3)]]);
  });
});
