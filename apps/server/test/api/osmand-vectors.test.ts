import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sensors } from '../../src/db/schema';
import { useTestApp } from '../use-test-app';
import {
  TRACCAR_JSON_VECTORS,
  TRACCAR_QUERY_VECTORS,
  traccarClientRequests,
  type Outcome,
} from '../osmand-vectors';
import { newDepot, newTracker, positionRows, type TestDepot } from '../telemetry';

// Traccar's own OsmAnd decoder test requests and Traccar Client's request shapes, replayed at
// /api/osmand: each answered as a phone expects (never an error it would resend for ever) and
// each fix stored exactly, every request to a tracker of its own.

const t = useTestApp({ rateLimits: false });
let depot: TestDepot;
beforeAll(async () => {
  depot = await newDepot(t);
});

/** The answer and the rows a request left, against what the fixture says. */
async function expectOutcome(
  res: { statusCode: number; json: () => unknown },
  trackerId: string,
  outcome: Outcome,
  sentAt: { from: number; to: number },
) {
  const rows = await positionRows(t, trackerId);
  if (outcome.status === 401) {
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: outcome.message });
    expect(rows).toEqual([]);
    return;
  }
  expect(res.statusCode).toBe(200);
  if ('refused' in outcome) {
    expect(res.json()).toEqual({
      accepted: 0,
      rejected: 1,
      errors: [{ index: 0, reason: outcome.refused }],
    });
    expect(rows).toEqual([]);
    return;
  }
  expect(res.json()).toEqual({ accepted: 1, rejected: 0, errors: [] });
  expect(rows).toHaveLength(1);
  const [row] = rows;
  const want = outcome.stored;
  expect({
    lat: row?.lat,
    lon: row?.lon,
    bearing: row?.bearing,
    altitude: row?.altitude,
    accuracy: row?.accuracy,
    battery: row?.battery,
  }).toEqual({
    lat: want.lat,
    lon: want.lon,
    bearing: want.bearing,
    altitude: want.altitude,
    accuracy: want.accuracy,
    battery: want.battery,
  });
  if (want.speed === null) expect(row?.speed).toBeNull();
  else expect(row?.speed).toBeCloseTo(want.speed, 9);
  const ts = row?.ts.getTime() ?? Number.NaN;
  if (want.ts !== null) expect(new Date(ts).toISOString()).toBe(want.ts);
  else {
    // No timestamp: dated when the server received it.
    expect(ts).toBeGreaterThanOrEqual(sentAt.from);
    expect(ts).toBeLessThanOrEqual(sentAt.to);
  }
}

const lastOnline = async (trackerId: string) =>
  (
    await t.db
      .select({ lastOnline: sensors.lastOnline })
      .from(sensors)
      .where(eq(sensors.sensorId, trackerId))
  )[0]?.lastOnline ?? null;

type Form = 'GET query' | 'POST query' | 'POST form';
const FORMS: Form[] = ['GET query', 'POST query', 'POST form'];

// Each request has a tracker of its own, so they run side by side and share ingest batches.
describe.concurrent("Traccar's OsmAnd decoder test vectors", () => {
  const cases = TRACCAR_QUERY_VECTORS.flatMap((vector, i) =>
    FORMS.map((form) => [`query ${i + 1} as ${form}`, vector, form] as const),
  );
  it.each(cases)('%s', async (_, vector, form) => {
    const bike = await newTracker(t, depot);
    const id = vector.deviceId;
    const query = (
      id === null
        ? vector.query
        : vector.query.replace(new RegExp(`(id|deviceid)=${id}(&|$)`), `$1=${bike.key}$2`)
    ).slice(2);
    const from = Date.now();
    const res = await t.app.inject(
      form === 'GET query'
        ? { method: 'GET', url: `/api/osmand?${query}` }
        : form === 'POST query'
          ? { method: 'POST', url: `/api/osmand?${query}` }
          : {
              method: 'POST',
              url: '/api/osmand',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              payload: query,
            },
    );
    await expectOutcome(res, bike.id, vector.outcome, { from, to: Date.now() });
    // A request with the tracker's key marks it seen, stored fix or not.
    if (id !== null) expect(await lastOnline(bike.id)).not.toBeNull();
  });

  it.each(TRACCAR_JSON_VECTORS.map((v, i) => [`JSON ${i + 1}`, v] as const))(
    '%s',
    async (_, vector) => {
      const bike = await newTracker(t, depot);
      const from = Date.now();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/osmand',
        headers: { 'content-type': 'application/json' },
        payload: vector.body.replaceAll(
          `"device_id":"${vector.deviceId}"`,
          `"device_id":"${bike.key}"`,
        ),
      });
      await expectOutcome(res, bike.id, vector.outcome, { from, to: Date.now() });
    },
  );
});

describe.concurrent("Traccar Client's requests", () => {
  const names = traccarClientRequests('k', 0).map((r, i) => [r.name, i] as const);
  it.each(names)('%s', async (_, i) => {
    const bike = await newTracker(t, depot);
    const request = traccarClientRequests(bike.key, Math.floor(Date.now() / 1000))[i]!;
    const from = Date.now();
    const res = await t.app.inject({
      method: request.method,
      url: request.url,
      headers: request.contentType ? { 'content-type': request.contentType } : {},
      payload: request.body,
    });
    await expectOutcome(res, bike.id, request.outcome, { from, to: Date.now() });
    // Heartbeats without a fix keep the bike Online: it was heard from just now.
    const seen = await lastOnline(bike.id);
    expect(seen?.getTime()).toBeGreaterThanOrEqual(from);
  });
});
