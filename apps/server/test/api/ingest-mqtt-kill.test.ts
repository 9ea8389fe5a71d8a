import { hostname } from 'node:os';
import mqtt, { type MqttClient } from 'mqtt';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultIngestClientId } from '../../src/config/env';
import { openDatabase } from '../../src/db/client';
import { ensurePdamTariffs } from '../../src/modules/pdam';
import { unique } from '../fixtures';
import { freshDatabase } from '../helpers';
import { freePort, startMosquitto, type Mosquitto } from '../mosquitto';
import { startServerProcess, type ServerProcess } from '../server-process';
import { newDepot, waitFor } from '../telemetry';

/**
 * Two server processes share one Mosquitto and one PostgreSQL. A device sends 1,000 gallons at
 * 50 a second; 6 s in, one process is killed with `kill -9`, and 3 s later it is started again.
 * Every reading the broker acknowledged to the device is stored, once: the restarted process
 * resumes its session (same INGEST_CLIENT_ID) and is sent what the broker kept for it.
 * Two processes on one database need a PostgreSQL server, so this runs with TEST_DB=postgres
 * (as CI does); the broker is a Mosquitto of its own, so no other test's processes share it.
 */
const READINGS = 1000;
const PER_SECOND = 50;
/** Killed after this many readings (6 s), started again after this many more (3 s). */
const KILL_AT = 6 * PER_SECOND;
const RESTART_AT = KILL_AT + 3 * PER_SECOND;
const PATIENCE_MS = 30_000;

describe.runIf(process.env.TEST_DB === 'postgres')(
  'external broker: a process killed mid-run and restarted',
  () => {
    let target: Awaited<ReturnType<typeof freshDatabase>>;
    let broker: Mosquitto;
    const servers: ServerProcess[] = [];
    let device: MqttClient | undefined;
    /** The depot's flow meter on tap A. */
    let tap = '';

    beforeAll(async () => {
      target = await freshDatabase();
      const database = await openDatabase({ url: target.url });
      await database.migrate();
      await ensurePdamTariffs(database.db);
      tap = (await newDepot(database)).tapA;
      await database.close();
      broker = await startMosquitto(
        ({ port }) => `listener ${port} 127.0.0.1\nallow_anonymous true\n`,
      );
    }, 60_000);

    afterAll(async () => {
      await device?.endAsync(true);
      for (const server of servers) await server.stop();
      await broker?.stop();
      await target?.drop();
    });

    const inTarget = async <T extends pg.QueryResultRow>(text: string, params: unknown[]) => {
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      try {
        return (await client.query<T>(text, params)).rows;
      } finally {
        await client.end();
      }
    };

    it('stores every acknowledged reading exactly once', async () => {
      const url = `mqtt://127.0.0.1:${broker.port}`;
      // The first process on a fixed port takes the default client id (host name and port);
      // the second is named.
      const port = String(await freePort());
      const first = { MQTT_URL: url, PORT: port };
      const second = { MQTT_URL: url, INGEST_CLIENT_ID: unique('ingest-two') };
      // The database is ready (beforeAll), so both can start at once.
      const [one, two] = await Promise.all([
        startServerProcess(target.url ?? '', first),
        startServerProcess(target.url ?? '', second),
      ]);
      servers.push(one, two);
      expect(defaultIngestClientId(Number(port))).toBe(`depot-ingest-${hostname()}-${port}`);

      device = await mqtt.connectAsync(url, { clientId: unique('tap'), reconnectPeriod: 0 });
      let acknowledged = 0;
      let restarted: Promise<ServerProcess> | undefined;
      const started = performance.now();
      const sends: Promise<unknown>[] = [];
      for (let seq = 1; seq <= READINGS; seq++) {
        const due = started + ((seq - 1) * 1000) / PER_SECOND;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
        if (seq === KILL_AT + 1) await one.kill();
        if (seq === RESTART_AT + 1) restarted = startServerProcess(target.url ?? '', first);
        const payload = JSON.stringify({ volume_l: 18.9, seq });
        sends.push(
          device
            .publishAsync(`sensors/${tap}/data`, payload, { qos: 1 })
            .then(() => acknowledged++),
        );
      }
      await Promise.all(sends);
      servers.push(await (restarted as Promise<ServerProcess>));
      expect(acknowledged).toBe(READINGS);

      const count = async () =>
        (
          await inTarget<{ rows: number; seqs: number }>(
            'select count(*)::int as rows, count(distinct seq)::int as seqs from water_usage where sensor_id = $1',
            [tap],
          )
        )[0];
      let last: { rows: number; seqs: number } | undefined;
      await waitFor(
        `${READINGS} readings stored`,
        async () => {
          last = await count();
          return last?.rows === READINGS;
        },
        PATIENCE_MS,
      ).catch((error: Error) => {
        throw new Error(`${error.message}; stored ${JSON.stringify(last)}`);
      });
      expect(await count()).toEqual({ rows: READINGS, seqs: READINGS });
      const [range] = await inTarget<{ min: number; max: number }>(
        'select min(seq)::int as min, max(seq)::int as max from water_usage where sensor_id = $1',
        [tap],
      );
      expect(range).toEqual({ min: 1, max: READINGS });
      // The day's rollup counted each gallon once (the run may straddle midnight in Jakarta).
      const [daily] = await inTarget<{ gallons: number }>(
        'select sum(gallons)::int as gallons from usage_daily where tap = $1 and account_id = (select account_id from sensors where sensor_id = $2)',
        ['A', tap],
      );
      expect(daily).toEqual({ gallons: READINGS });
      for (const server of servers.slice(1)) expect(server.exited(), server.tail()).toBeNull();
      expect(one.exited()).toEqual({ code: null, signal: 'SIGKILL' });
      console.info(
        `kill -9 test: ${acknowledged} acknowledged by the broker, ${READINGS} stored once, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }, 120_000);
  },
);
