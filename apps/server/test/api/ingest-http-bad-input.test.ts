import { messages } from '@depot/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../use-test-app';
import {
  levelRows,
  newDepot,
  postReading,
  qualityRows,
  usageRows,
  type TestDepot,
} from '../telemetry';

// What a careless device maker (or an attacker) sends. Each bad item travels in an array with a
// good reading: the bad one is refused with a reason, the good one is stored, nothing is a 5xx.
const t = useTestApp();
let d: TestDepot;
beforeAll(async () => {
  d = await newDepot(t);
});

type Kind = 'tapA' | 'level' | 'quality';
const good: Record<Kind, string> = {
  tapA: '{"volume_l": 19, "seq": SEQ}',
  level: '{"water_level_cm": 50, "seq": SEQ}',
  quality: '{"ph": 7, "seq": SEQ}',
};
const rows = { tapA: usageRows, level: levelRows, quality: qualityRows };

const range = 'volume_l: harus lebih dari 0 dan paling banyak 25 liter';
const iso = 'ts: tanggal dan waktu format ISO tidak valid';
const tap = 'tap: Pilihan tidak valid: diharapkan salah satu dari "A"|"B"|"C"';
const items: [string, Kind, string, string][] = [
  ['NUL in an unknown key and value', 'tapA', '{"volume_l": 19, "x\\u0000": "a\\u0000"}', ''],
  ['NUL in tap', 'tapA', '{"volume_l": 19, "tap": "A\\u0000"}', tap],
  ['a lone surrogate in tap', 'tapA', '{"volume_l": 19, "tap": "\\ud800"}', tap],
  ['control characters in ts', 'tapA', '{"volume_l": 19, "ts": "\\u0001\\u001f"}', iso],
  ['NUL inside an ISO ts', 'quality', '{"ph": 7, "ts": "2026-03-10T08:00:00\\u0000Z"}', iso],
  [
    'ts in year 0',
    'quality',
    '{"ph": 7, "ts": "0000-01-01T00:00:00Z"}',
    `ts: ${messages.ingest.tsBefore2000}`,
  ],
  ['ts in year 10000', 'quality', '{"ph": 7, "ts": "10000-01-01T00:00:00Z"}', iso],
  ['ts as epoch 0', 'quality', '{"ph": 7, "ts": 0}', `ts: ${messages.ingest.tsEpoch}`],
  ['ts as -1', 'level', '{"water_level_cm": 5, "ts": -1}', `ts: ${messages.ingest.tsEpoch}`],
  [
    'ts past the last safe integer',
    'level',
    '{"water_level_cm": 5, "ts": 9007199254740993}',
    'ts: Terlalu besar: diharapkan int menjadi <=9007199254740991',
  ],
  [
    'ts a year ahead',
    'level',
    '{"water_level_cm": 5, "ts": "2099-01-01T00:00:00Z"}',
    messages.ingest.future,
  ],
  [
    'volume 1e400 (Infinity)',
    'tapA',
    '{"volume_l": 1e400}',
    `volume_l: ${messages.ingest.notFinite}`,
  ],
  ['volume -1e400', 'tapA', '{"volume_l": -1e400}', `volume_l: ${messages.ingest.notFinite}`],
  ['volume 1e308', 'tapA', '{"volume_l": 1e308}', range],
  ['volume -0', 'tapA', '{"volume_l": -0}', range],
  ['level 1e-320', 'level', '{"water_level_cm": 1e-320, "seq": 900}', ''],
  ['pH 1e-320', 'quality', '{"ph": 1e-320, "seq": 900}', ''],
  [
    'seq 1e20',
    'quality',
    '{"ph": 7, "seq": 1e20}',
    'seq: Terlalu besar: diharapkan int menjadi <=9007199254740991',
  ],
  [
    'seq 1.5',
    'quality',
    '{"ph": 7, "seq": 1.5}',
    'seq: Input tidak valid: diharapkan int, diterima number',
  ],
  [
    'a value as a string',
    'quality',
    '{"ph": "7"}',
    'ph: Input tidak valid: diharapkan number, diterima string',
  ],
  [
    'a value as an object',
    'level',
    '{"distance_cm": {"$gt": 0}}',
    'distance_cm: Input tidak valid: diharapkan number, diterima object',
  ],
  [
    'a value as an array',
    'level',
    '{"distance_cm": [1]}',
    'distance_cm: Input tidak valid: diharapkan number, diterima array',
  ],
  [
    'a value as true',
    'tapA',
    '{"volume_l": true}',
    'volume_l: Input tidak valid: diharapkan number, diterima boolean',
  ],
  [
    'a value as null',
    'tapA',
    '{"volume_l": null}',
    'volume_l: Input tidak valid: diharapkan number, diterima null',
  ],
  ['an empty object', 'quality', '{}', messages.ingest.wrongKind('quality')],
  ['a nested array', 'quality', '[[{"ph": 7}]]', messages.ingest.notAReading],
  ['a string', 'level', '"\\u0000"', messages.ingest.notAReading],
  [
    'a deep object',
    'quality',
    `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
    messages.ingest.wrongKind('quality'),
  ],
  [
    'a deep array',
    'quality',
    `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
    messages.ingest.notAReading,
  ],
  ['heartbeat "true"', 'tapA', '{"heartbeat": "true"}', messages.ingest.wrongKind('flow')],
  [
    'a prototype-like key hidden in a value',
    'tapA',
    '{"volume_l": 19, "x": {"prototype": {"y": 1}}}',
    '',
  ],
];

let seq = 0;
describe('a bad item beside a good one', () => {
  it.each(items)(
    '%s: refused with its reason, the good one stored',
    async (_, kind, item, reason) => {
      seq += 1;
      const goodItem = good[kind].replace('SEQ', String(seq));
      const res = await postReading(t, d[kind], d.key, `[${item}, ${goodItem}]`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(
        reason
          ? { accepted: 1, rejected: 1, errors: [{ index: 0, reason }] }
          : { accepted: 2, rejected: 0, errors: [] },
      );
      expect((await rows[kind](t, d[kind])).map((r) => r.seq)).toContain(seq);
    },
  );
});

describe('a reading carrying a prototype key', () => {
  // Parsed like an MQTT payload: the reading is refused with its reason, not the body as JSON.
  it.each([
    ['__proto__', '{"volume_l": 19, "__proto__": {"admin": true}}'],
    ['constructor', '{"volume_l": 19, "constructor": {"prototype": {"x": 1}}}'],
  ])('answers 400 naming the %s key', async (key, body) => {
    const res = await postReading(t, d.tapA, d.key, body);
    const reason = messages.ingest.forbiddenKey(key);
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { success: false, message: reason, accepted: 0, rejected: 1, errors: [{ index: 0, reason }] },
    ]);
  });
});

describe('a body that is not a message at all', () => {
  it.each([
    ['a raw NUL byte in JSON', '{"volume_l": 19, "x": "a\u0000b"}'],
    ['a NUL byte alone', '\u0000'],
    ['a truncated array', '[{"volume_l": 19},'],
    ['invalid UTF-8', Buffer.from([0x7b, 0xff, 0xfe, 0x7d]).toString('latin1')],
  ])('answers 400 for %s', async (_, body) => {
    const res = await postReading(t, d.tapA, d.key, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: messages.api.invalidJson });
  });
});
