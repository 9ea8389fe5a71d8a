import { messages } from '@depot/contract';
import { describe, expect, it } from 'vitest';
import { RevokedDevice } from '../../src/ingest/ingestor';
import { DEMO } from '../helpers';
import { useTestApp } from '../use-test-app';
import {
  dailyRows,
  levelRows,
  newDepot,
  postReading,
  qualityRows,
  usageRows,
  type RejectedReply,
  type TestDepot,
} from '../telemetry';

const t = useTestApp();

/** Nothing at all was stored for the depot's sensors. */
async function expectNothingStored(d: TestDepot) {
  expect(await levelRows(t, d.level)).toEqual([]);
  for (const tap of [d.tapA, d.tapB, d.tapC]) expect(await usageRows(t, tap)).toEqual([]);
  expect(await qualityRows(t, d.quality)).toEqual([]);
  expect(await dailyRows(t, d.accountId)).toEqual([]);
}

describe('requests refused before any reading is looked at', () => {
  it('answers 400 with the JSON message for a malformed body', async () => {
    const d = await newDepot(t);
    const res = await postReading(t, d.tapA, d.key, '{"volume_l": 18.9');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: messages.api.invalidJson });
    await expectNothingStored(d);
  });

  it('answers 400 with the JSON message for an empty JSON body', async () => {
    const d = await newDepot(t);
    const res = await postReading(t, d.tapA, d.key, '');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: messages.api.invalidJson });
  });

  it.each([
    ['longer than 64 characters', 'x'.repeat(65)],
    ['with a NUL byte', 'depot1-tap-a\u0000'],
    ['with a control character', 'depot1\u0007tap-a'],
    ['with a space', 'depot1 tap-a'],
    ['with a slash', 'depot1/tap-a'],
    ['with a non-ASCII letter', 'dépôt1-tap-a'],
  ])('answers 400 (not 500) with the reason for a sensor id %s', async (_, id) => {
    const res = await postReading(t, id, DEMO.deviceKey, { volume_l: 18.9 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: `sensorId: ${messages.ingest.sensorIdFormat}`,
    });
  });

  it.each([
    ['an unknown sensor with a key', 'tidak-ada-123', DEMO.deviceKey],
    ['an unknown sensor without a key', 'tidak-ada-123', null],
  ])('answers %s exactly as a wrong key: 401, one message', async (_, id, key) => {
    const res = await postReading(t, id, key, { volume_l: 18.9 });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.json()).toEqual({ success: false, message: messages.ingest.badCredentials });
  });

  it.each([
    ['a wrong device key', 'bukan-kunci-ini'],
    ['the key of another depot', DEMO.deviceKey],
    ['no key at all', null],
  ])('answers 401 for %s', async (_, key) => {
    const d = await newDepot(t);
    const res = await postReading(t, d.tapA, key, { volume_l: 18.9 });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.json()).toEqual({ success: false, message: messages.ingest.badCredentials });
    await expectNothingStored(d);
  });

  it.each([
    ['an unknown sensor', 'tidak-ada-123'],
    ['a sensor id with a NUL byte', 'depot1-tap-a\u0000'],
  ])('gives MQTT messages on the topic of %s the same reason as HTTP', async (_, id) => {
    // Refused as a whole (the embedded broker then closes the connection; over an external
    // broker this reason is the acknowledgement).
    const sent = t.app.ingestor.ingestPayload(id, Buffer.from('{"volume_l": 18.9}'));
    await expect(sent).rejects.toBeInstanceOf(RevokedDevice);
    await expect(sent).rejects.toThrow(messages.ingest.badCredentials);
  });

  it('answers 401 for a key sent without the Bearer scheme', async () => {
    const d = await newDepot(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/ingest/${d.tapA}`,
      headers: { authorization: d.key },
      payload: { volume_l: 18.9 },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: messages.ingest.badCredentials });
  });
});

describe('readings a device maker gets wrong', () => {
  const cases: [string, 'tapA' | 'level' | 'quality', unknown, string][] = [
    ['quality values to a flow meter', 'tapA', { ph: 7 }, messages.ingest.wrongKind('flow')],
    [
      'flow volume to a level sensor',
      'level',
      { volume_l: 19 },
      messages.ingest.wrongKind('level'),
    ],
    [
      'a number sent as a string',
      'tapA',
      { volume_l: '18.9' },
      'volume_l: Input tidak valid: diharapkan number, diterima string',
    ],
    [
      'a negative volume',
      'tapA',
      { volume_l: -2 },
      'volume_l: harus lebih dari 0 dan paling banyak 25 liter',
    ],
    [
      'a 5000 L "gallon"',
      'tapA',
      { volume_l: 5000 },
      'volume_l: harus lebih dari 0 dan paling banyak 25 liter',
    ],
    ['pH 40', 'quality', { ph: 40 }, 'ph: harus antara 0 dan 14'],
    ['turbidity -1', 'quality', { turbidity: -1 }, 'turbidity: harus antara 0 dan 1000 NTU'],
    [
      'distance and level together',
      'level',
      { distance_cm: 10, water_level_cm: 100 },
      'isi salah satu: distance_cm atau water_level_cm',
    ],
    ['a bare number', 'level', 42, messages.ingest.notAReading],
    ['a date without time zone', 'tapA', { volume_l: 19, ts: '2026-03-10T08:00:00' }, 'ts: '],
  ];

  it.each(cases)('refuses %s with 400 and stores nothing', async (_, which, body, reason) => {
    const d = await newDepot(t);
    const res = await postReading(t, d[which], d.key, body);
    expect(res.statusCode).toBe(400);
    const reply = res.json<RejectedReply>();
    if (reason.endsWith(': ')) expect(reply.message.startsWith(reason)).toBe(true);
    else expect(reply.message).toBe(reason);
    expect(reply).toEqual({
      success: false,
      message: reply.message,
      accepted: 0,
      rejected: 1,
      errors: [{ index: 0, reason: reply.message }],
    });
    await expectNothingStored(d);
  });

  it('refuses an array of more than 1000 readings as a whole', async () => {
    const d = await newDepot(t);
    const body = Array.from({ length: 1001 }, (_, i) => ({ volume_l: 19, seq: i }));
    const res = await postReading(t, d.tapA, d.key, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: messages.ingest.tooMany(1000),
      accepted: 0,
      rejected: 1,
      errors: [{ index: 0, reason: messages.ingest.tooMany(1000) }],
    });
    await expectNothingStored(d);

    const exactly = await postReading(t, d.tapA, d.key, body.slice(0, 1000));
    expect(exactly.json()).toEqual({ accepted: 1000, rejected: 0, errors: [] });
    expect(await usageRows(t, d.tapA)).toHaveLength(1000);
  });

  it('answers 400 with the first reason when every item of an array is bad', async () => {
    const d = await newDepot(t);
    const res = await postReading(t, d.quality, d.key, [{ ph: 40 }, { volume_l: 1 }, null]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'ph: harus antara 0 dan 14',
      accepted: 0,
      rejected: 3,
      errors: [
        { index: 0, reason: 'ph: harus antara 0 dan 14' },
        { index: 1, reason: messages.ingest.wrongKind('quality') },
        { index: 2, reason: messages.ingest.notAReading },
      ],
    });
    await expectNothingStored(d);
  });

  it('stores good readings after bad ones, in the same array and in the next request', async () => {
    const d = await newDepot(t);
    const res = await postReading(t, d.quality, d.key, [
      { ph: 40, seq: 1 },
      { ph: 7.1, seq: 2 },
      { tds: -5, seq: 3 },
      { tds: 110, seq: 4 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ accepted: 2, rejected: 2 });
    const bad = await postReading(t, d.quality, d.key, { turbidity: -1, seq: 5 });
    expect(bad.statusCode).toBe(400);
    const next = await postReading(t, d.quality, d.key, { turbidity: 0.5, seq: 6 });
    expect(next.json()).toEqual({ accepted: 1, rejected: 0, errors: [] });
    const rows = await qualityRows(t, d.quality);
    expect(rows.map((r) => [r.seq, r.ph, r.tds, r.turbidity])).toEqual([
      [2, 7.1, null, null],
      [4, null, 110, null],
      [6, null, null, 0.5],
    ]);
  });
});
