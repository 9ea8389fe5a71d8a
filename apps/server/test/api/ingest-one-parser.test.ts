import { messages, type IngestReply } from '@depot/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../use-test-app';
import { deviceClients, listenForAcks } from '../mqtt-tools';
import { levelRows, newDepot, newTracker, positionRows, postReading, waitFor } from '../telemetry';

// A message is parsed the same way whichever transport brings it: a reading carrying a
// `__proto__` or `constructor` key is refused alone, with its reason, and the good readings beside
// it are stored (HTTP used to refuse the whole message with 400, MQTT stored the good one).

const devices = deviceClients();
afterEach(() => devices.endAll());

const t = useTestApp({ mqtt: {}, rateLimits: false });

const message =
  '[{"water_level_cm": 80, "seq": 1},' +
  ' {"__proto__": {"admin": true}, "water_level_cm": 81, "seq": 2},' +
  ' {"water_level_cm": 82, "seq": 3, "note": {"constructor": {"prototype": {"x": 1}}}}]';

const expected: IngestReply = {
  accepted: 1,
  rejected: 2,
  errors: [
    { index: 1, reason: messages.ingest.forbiddenKey('__proto__') },
    { index: 2, reason: messages.ingest.forbiddenKey('constructor') },
  ],
};

describe('a reading with a __proto__ or constructor key', () => {
  it('is refused alone over HTTP', async () => {
    const d = await newDepot(t);
    const res = await postReading(t, d.level, d.key, message);
    expect([res.statusCode, res.json()]).toEqual([200, expected]);
    expect((await levelRows(t, d.level)).map((r) => r.seq)).toEqual([1]);
  });

  it('is refused alone over MQTT, with the same acknowledgement', async () => {
    const d = await newDepot(t);
    const device = await devices.connect(`mqtt://127.0.0.1:${t.app.mqtt?.port}`, {
      username: d.level,
      password: d.key,
    });
    const acks = await listenForAcks(device, d.level);
    await device.publishAsync(`sensors/${d.level}/data`, message, { qos: 1 });
    expect(await waitFor('the ack', async () => acks[0], 15_000)).toEqual(expected);
    expect((await levelRows(t, d.level)).map((r) => r.seq)).toEqual([1]);
  });

  it('alone in an HTTP message is answered 400 with its reason', async () => {
    const d = await newDepot(t);
    const res = await postReading(t, d.level, d.key, '{"__proto__": {}, "water_level_cm": 81}');
    expect([res.statusCode, res.json()]).toEqual([
      400,
      {
        success: false,
        message: messages.ingest.forbiddenKey('__proto__'),
        accepted: 0,
        rejected: 1,
        errors: [{ index: 0, reason: messages.ingest.forbiddenKey('__proto__') }],
      },
    ]);
  });

  it('leaves broken JSON over HTTP answered as before', async () => {
    const d = await newDepot(t);
    const res = await postReading(t, d.level, d.key, '{"water_level_cm": 81');
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { success: false, message: messages.api.invalidJson },
    ]);
  });

  it("in Traccar Client's JSON to /api/osmand is left aside and the fix stored, as Traccar does", async () => {
    const d = await newDepot(t);
    const { id, key } = await newTracker(t, d);
    const ts = new Date(Date.now() - 60_000).toISOString();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/osmand',
      headers: { 'content-type': 'application/json' },
      payload:
        `{"device_id": "${key}", "__proto__": {"admin": true}, "location": {"timestamp": "${ts}",` +
        ' "coords": {"latitude": -6.367, "longitude": 106.881}}}',
    });
    expect([res.statusCode, res.json()]).toEqual([200, { accepted: 1, rejected: 0, errors: [] }]);
    expect((await positionRows(t, id)).map((r) => [r.lat, r.lon])).toEqual([[-6.367, 106.881]]);
  });
});
