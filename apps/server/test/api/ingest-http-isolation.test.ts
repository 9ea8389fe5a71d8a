import { messages } from '@depot/contract';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { sensors } from '../../src/db/schema';
import { ingestRoutes } from '../../src/ingest/ingest.routes';
import type { QueueOptions } from '../../src/ingest/ingest-queue';
import { Ingestor } from '../../src/ingest/ingestor';
import errorsPlugin from '../../src/plugins/errors';
import { useTestApp } from '../use-test-app';
import { newDepot, postReading, usageRows, type TestDepot } from '../telemetry';

// One device's bad readings, or a full queue, or a database that is briefly away, must never
// cost another device its readings, and must never be answered with 500.
const t = useTestApp();

const gallons = (from: number, n: number, ts?: string) =>
  Array.from({ length: n }, (_, i) => ({ volume_l: 19, seq: from + i, ...(ts && { ts }) }));

describe('a poisoned batch', () => {
  it("stores every good reading of depot B sent alongside depot A's year-0 readings", async () => {
    const a = await newDepot(t);
    const b = await newDepot(t);
    const rounds = await Promise.all(
      Array.from({ length: 4 }, (_, round) =>
        Promise.all([
          postReading(t, a.tapA, a.key, [
            { volume_l: 19, seq: round * 2, ts: '0000-01-01T00:00:00Z' },
            { volume_l: 19, seq: round * 2 + 1, ts: '0001-01-01T00:00:00+01:00' },
          ]),
          postReading(t, b.tapA, b.key, gallons(round * 16, 16)),
        ]),
      ),
    );
    const reason = `ts: ${messages.ingest.tsBefore2000}`;
    for (const [fromA, fromB] of rounds) {
      expect(fromA.statusCode).toBe(400);
      expect(fromA.json()).toEqual({
        success: false,
        message: reason,
        accepted: 0,
        rejected: 2,
        errors: [
          { index: 0, reason },
          { index: 1, reason },
        ],
      });
      expect(fromB.json()).toEqual({ accepted: 16, rejected: 0, errors: [] });
    }
    expect(await usageRows(t, a.tapA)).toEqual([]);
    expect((await usageRows(t, b.tapA)).map((r) => r.seq)).toEqual(
      Array.from({ length: 64 }, (_, i) => i),
    );
  });

  it("refuses a deleted meter's readings at once and stores their neighbours", async () => {
    const a = await newDepot(t);
    const b = await newDepot(t);
    // A's meter is deleted after its key was cached: the batch re-checks every key in its own
    // transaction, so A's readings are refused (401) without costing B's their place.
    expect((await postReading(t, a.tapA, a.key, gallons(0, 1))).statusCode).toBe(200);
    await t.db.delete(sensors).where(eq(sensors.sensorId, a.tapA));
    const [fromA, fromB, fromB2] = await Promise.all([
      postReading(t, a.tapA, a.key, gallons(1, 2)),
      postReading(t, b.tapA, b.key, gallons(0, 3)),
      postReading(t, b.tapB, b.key, gallons(0, 2)),
    ]);
    expect(fromA.statusCode).toBe(401);
    expect(fromA.json()).toEqual({ success: false, message: messages.ingest.badCredentials });
    expect(fromB.json()).toEqual({ accepted: 3, rejected: 0, errors: [] });
    expect(fromB2.json()).toEqual({ accepted: 2, rejected: 0, errors: [] });
    expect((await usageRows(t, b.tapA)).map((r) => r.seq)).toEqual([0, 1, 2]);
    expect((await usageRows(t, b.tapB)).map((r) => r.seq)).toEqual([0, 1]);
  });
});

/** The real ingest route and error handler around an ingestor of the test's own. */
async function ingestApp(database: Database, queue: QueueOptions) {
  const ingestor = new Ingestor(database, t.app.log, queue);
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  await app.register(ingestRoutes(ingestor));
  await app.ready();
  const post = (d: TestDepot, body: unknown) =>
    app.inject({
      method: 'POST',
      url: `/api/ingest/${d.tapA}`,
      headers: { authorization: `Bearer ${d.key}` },
      payload: body as object,
    });
  return { app, ingestor, post };
}

describe('a busy or unreachable store', () => {
  it('answers 503 with Retry-After when the sensor already has its fill of readings waiting', async () => {
    const d = await newDepot(t);
    const { app, ingestor, post } = await ingestApp(t.database, {
      maxPendingPerSensor: 2,
      maxDelayMs: 60_000,
    });
    const sensor = await ingestor.directory.get(d.tapA);
    if (!sensor) throw new Error('the test depot has no tap A');
    const waiting = ingestor.ingest(sensor, gallons(0, 2));

    const busy = await post(d, gallons(2, 1));
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json()).toEqual({
      success: false,
      message: messages.ingest.busy,
      accepted: 0,
      rejected: 1,
      errors: [{ index: 0, reason: messages.ingest.busy }],
    });
    // A bad reading beside the refused one keeps its own reason; the answer is still 503.
    const mixed = await post(d, [{ volume_l: 99 }, { volume_l: 19, seq: 3 }]);
    expect(mixed.statusCode).toBe(503);
    expect(mixed.json()).toMatchObject({
      message: messages.ingest.busy,
      errors: [
        { index: 0, reason: 'volume_l: harus lebih dari 0 dan paling banyak 25 liter' },
        { index: 1, reason: messages.ingest.busy },
      ],
    });

    await ingestor.close();
    await expect(waiting).resolves.toEqual({ accepted: 2, rejected: 0, errors: [] });
    expect((await usageRows(t, d.tapA)).map((r) => r.seq)).toEqual([0, 1]);
    await app.close();
  });

  it('answers 503 with Retry-After, storing nothing, while the database stays away; 200 once back', async () => {
    const d = await newDepot(t);
    let away = true;
    let attempts = 0;
    const flaky: Database = {
      ...t.database,
      rawTransaction: (work) => {
        attempts++;
        if (!away) return t.database.rawTransaction(work);
        const error = new Error('terminating connection due to administrator command');
        return Promise.reject(Object.assign(error, { code: '57P01' }));
      },
    };
    const { app, ingestor, post } = await ingestApp(flaky, {
      maxDelayMs: 0,
      retryDelaysMs: [0, 0],
    });

    const down = await post(d, gallons(0, 2));
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toEqual({ success: false, message: messages.ingest.unavailable });
    expect(attempts).toBe(3);
    expect(await usageRows(t, d.tapA)).toEqual([]);

    away = false;
    const back = await post(d, gallons(0, 2));
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ accepted: 2, rejected: 0, errors: [] });
    expect((await usageRows(t, d.tapA)).map((r) => r.seq)).toEqual([0, 1]);
    await ingestor.close();
    await app.close();
  });
});
