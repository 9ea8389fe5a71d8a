import { messages } from '@depot/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { freshDatabase } from '../helpers';
import { startServerProcess, type ServerProcess } from '../server-process';
import { newDepot, waitFor } from '../telemetry';

/**
 * The FAULT test: a real server process on PostgreSQL loses its database connections in the
 * middle of an ingest burst (an administrator's pg_terminate_backend, a failover). It must live
 * on, answer what it could not store with 503 (never 500), and have stored every reading it
 * acknowledged, exactly once. PGlite runs inside the process and has no connection to lose.
 */
const IN_FLIGHT = 48;
/** Answers between two rounds of terminations, and after the last one. */
const ANSWERS_BETWEEN = 200;
/** Requests at most: a burst that needs more to see every round has failed. */
const MAX_REQUESTS = 20_000;
/** Rounds of terminations; the burst goes on until they are all done. */
const ROUNDS = 5;

type Answer = { sensorId: string; seq: number; status: number; body: string; retryAfter: string };

describe.skipIf(process.env.TEST_DB !== 'postgres')('fault: PostgreSQL connections lost', () => {
  let target: Awaited<ReturnType<typeof freshDatabase>>;
  let databaseName: string;
  let server: ServerProcess | undefined;
  let key = '';
  /** The depot's flow meters on taps A, B and C. */
  let sensorIds: string[] = [];
  /** A connection to DATABASE_URL's own database, which the server's backends are not in. */
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });

  beforeAll(async () => {
    target = await freshDatabase();
    databaseName = new URL(target.url ?? '').pathname.slice(1);
    const database = await openDatabase({ url: target.url, loadDataDir: target.loadDataDir });
    await database.migrate();
    const depot = await newDepot(database);
    key = depot.key;
    sensorIds = [depot.tapA, depot.tapB, depot.tapC];
    await database.close();
    await admin.connect();
    server = await startServerProcess(target.url ?? '');
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await admin.end();
    await target?.drop();
  });

  const post = async (sensorId: string, seq: number): Promise<Answer> => {
    const res = await fetch(`${server?.baseUrl}/api/ingest/${sensorId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ volume_l: 18.9, seq }),
    });
    const body = await res.text();
    return {
      sensorId,
      seq,
      status: res.status,
      body,
      retryAfter: res.headers.get('retry-after') ?? '',
    };
  };

  /** A query on the server's database, on a connection of its own opened after the faults. */
  const inTarget = async <T extends pg.QueryResultRow>(text: string, params: unknown[]) => {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      return await client.query<T>(text, params);
    } finally {
      await client.end();
    }
  };

  /** Backends already told to end: they stay listed, still 'active', for a moment. */
  const ended: number[] = [];

  /** The server's live backends inside a statement or a transaction right now. */
  const busyBackends = async () =>
    (
      await admin.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
         where datname = $1 and state in ('active', 'idle in transaction') and pid <> all($2)`,
        [databaseName, ended],
      )
    ).rows[0]?.n ?? 0;

  /**
   * Ends every live backend of the server; returns how many. pg_terminate_backend stays in the
   * select list: there it runs only on rows the filter kept, never on another database's.
   */
  const terminateAll = async () => {
    const { rows } = await admin.query<{ pid: number }>(
      `select pid, pg_terminate_backend(pid) from pg_stat_activity
       where datname = $1 and pid <> pg_backend_pid() and pid <> all($2)`,
      [databaseName, ended],
    );
    ended.push(...rows.map((r) => r.pid));
    return rows.length;
  };

  it('lives, answers 503 and never 500, and stores every acknowledged reading once', async () => {
    const answers: Answer[] = [];
    const failures: string[] = [];
    let sent = 0;
    let stop = false;
    // Readings go round the sensors, so every batch holds readings of every sensor.
    const nextJob = () => {
      if (stop || sent >= MAX_REQUESTS) return undefined;
      const n = sent++;
      return {
        sensorId: sensorIds[n % sensorIds.length] ?? '',
        seq: Math.floor(n / sensorIds.length) + 1,
      };
    };
    const worker = async () => {
      for (let job = nextJob(); job; job = nextJob()) {
        try {
          answers.push(await post(job.sensorId, job.seq));
        } catch (error) {
          failures.push(`${job.sensorId}#${job.seq}: ${String(error)}`);
        }
      }
    };
    const burst = Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    const answered = (count: number) =>
      waitFor(
        `${count} answers`,
        async () => {
          const exit = server?.exited();
          if (exit) throw new Error(`server exited ${JSON.stringify(exit)}:\n${server?.tail()}`);
          return answers.length >= count;
        },
        60_000,
      );

    // Each round waits for a backend caught mid-work (a checked-out client), then ends them all.
    const terminated: number[] = [];
    try {
      for (let round = 1; round <= ROUNDS; round++) {
        await answered(answers.length + ANSWERS_BETWEEN);
        await waitFor('a busy backend', async () => (await busyBackends()) > 0, 30_000);
        terminated.push(await terminateAll());
      }
      await answered(answers.length + ANSWERS_BETWEEN);
    } finally {
      stop = true;
      await burst;
    }

    expect(server?.exited(), server?.tail()).toBeNull();
    expect(failures, server?.tail()).toEqual([]);
    expect(
      terminated.every((n) => n > 0),
      `terminated per round: ${terminated}`,
    ).toBe(true);
    console.info(
      `fault: terminated ${terminated.join('+')} backends; ${answers.length} answers:`,
      answers.filter((a) => a.status === 200).length,
      'stored (200),',
      answers.filter((a) => a.status !== 200).length,
      'refused',
    );

    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(
      refused.filter((a) => a.status !== 503).map((a) => `${a.status} ${a.body}`),
      server?.tail(),
    ).toEqual([]);
    for (const a of ok) {
      expect(JSON.parse(a.body)).toEqual({ accepted: 1, rejected: 0, errors: [] });
    }
    // Rare (the writer retries a lost connection), but when it happens the device route's own
    // 503 answer: the key lookup and the batch both run under unlessUnavailable.
    for (const a of refused) {
      expect(JSON.parse(a.body)).toEqual({
        success: false,
        message: messages.ingest.unavailable,
      });
      expect(a.retryAfter).toMatch(/^[1-9]\d*$/);
    }

    const stored = await inTarget<{ sensor_id: string; seq: number; n: number }>(
      `select sensor_id, seq::int as seq, count(*)::int as n from water_usage
       where sensor_id = any($1) group by sensor_id, seq`,
      [sensorIds],
    );
    const count = new Map(stored.rows.map((r) => [`${r.sensor_id}#${r.seq}`, r.n]));
    const lost = ok.filter((a) => count.get(`${a.sensorId}#${a.seq}`) !== 1);
    expect(lost.map((a) => `${a.sensorId}#${a.seq}`)).toEqual([]);
    expect(stored.rows.filter((r) => r.n !== 1)).toEqual([]);
  }, 180_000);

  it('reconnects on its own: after its connections are ended, a reading is stored again', async () => {
    await terminateAll();
    const sensorId = sensorIds[0] ?? '';
    let attempt = 0;
    const tries: Answer[] = [];
    // A device retries after a 503; the pool opens new connections for it.
    const stored = await waitFor(
      'a reading accepted',
      async () => {
        const answer = await post(sensorId, MAX_REQUESTS + ++attempt);
        tries.push(answer);
        return answer.status === 200 && answer;
      },
      30_000,
    );
    expect(tries.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
    expect(JSON.parse(stored.body)).toEqual({ accepted: 1, rejected: 0, errors: [] });
    const rows = await inTarget('select 1 from water_usage where sensor_id = $1 and seq = $2', [
      sensorId,
      stored.seq,
    ]);
    expect(rows.rowCount).toBe(1);
    const health = await fetch(`${server?.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
  });
});
