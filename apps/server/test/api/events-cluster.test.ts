import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_NAME } from '../../src/modules/events';
import { openNodes, openStream, type Node } from '../event-stream';
import type { TestContext } from '../helpers';
import { newDepot, type TestDepot } from '../telemetry';

/**
 * Two server processes on one PostgreSQL, as behind a load balancer: each app has its own pool
 * and its own LISTEN connection. LISTEN/NOTIFY needs a server, so this runs with TEST_DB=postgres
 * (as CI does) and not on embedded PGlite, which serves a single process.
 */
describe.skipIf(process.env.TEST_DB !== 'postgres')(
  'live events across two server processes',
  () => {
    let one: Node;
    let two: Node;
    let t: TestContext;
    let d: TestDepot;
    let owner: Record<string, string>;

    beforeAll(async () => {
      const opened = await openNodes(2);
      [one, two] = opened.nodes as [Node, Node];
      t = opened.t;
      d = await newDepot(t);
      owner = await t.authAs(d.username, d.password);
    });
    afterAll(() => t.close());

    const ingest = async (node: Node, sensorId: string, body: unknown) => {
      const res = await fetch(`${node.url}/api/ingest/${sensorId}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${d.key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(200);
    };

    it('a reading ingested by one process reaches a stream opened on the other', async () => {
      const there = await openStream(two, owner);
      const here = await openStream(one, owner);
      const ts = new Date().toISOString();
      const sent = performance.now();
      await ingest(one, d.level, { water_level_cm: 72, ts });
      const expected = {
        type: 'tank',
        tank_id: d.tankId,
        water_level_cm: 72,
        volume: 600,
        timestamp: ts,
      };
      expect(await here.next('tank')).toEqual(expected);
      const sameProcessMs = performance.now() - sent;
      expect(await there.next('tank')).toEqual(expected);
      const otherProcessMs = performance.now() - sent;
      console.info(
        `reading → event: ${sameProcessMs.toFixed(0)} ms on the ingesting process, ${otherProcessMs.toFixed(0)} ms on the other (POST included)`,
      );

      await ingest(one, d.tapB, { volume_l: 19 });
      expect((await there.next('usage')).today).toMatchObject({ gallons: 1, tapB: 1 });
      here.close();
      there.close();
    });

    it('a sale saved on one process reaches the other, and each stream gets every event once', async () => {
      const here = await openStream(two, owner);
      const there = await openStream(one, owner);
      const res = await fetch(`${two.url}/api/sales`, {
        method: 'POST',
        headers: { ...owner, 'content-type': 'application/json' },
        body: JSON.stringify({
          username: d.username,
          cart: [{ id: 2, quantity: 1, isDelivery: true }],
        }),
      });
      expect(res.status).toBe(200);
      const { transaction_id } = (await res.json()) as { transaction_id: number };
      const sale = { type: 'sale', action: 'created', transaction_id };
      expect(await here.next('sale')).toEqual(sale);
      expect(await there.next('sale')).toEqual(sale);
      // A later event on both: had the sale come twice to either, the copy would be ahead of it.
      await ingest(two, d.level, { water_level_cm: 60 });
      await here.next('tank');
      await there.next('tank');
      expect(here.events.map((e) => e.type)).toEqual(['sale', 'tank']);
      expect(there.events.map((e) => e.type)).toEqual(['sale', 'tank']);
      here.close();
      there.close();
    });

    it('a lost LISTEN connection is opened again, its streams are told to resync, and events flow again', async () => {
      const there = await openStream(two, owner);
      const killed = await t.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = ${LISTENER_NAME}`,
      );
      expect((killed as unknown as { rows: unknown[] }).rows).toHaveLength(2);
      expect(await there.next('resync')).toEqual({ type: 'resync' });
      await ingest(one, d.level, { water_level_cm: 48 });
      expect(await there.next('tank')).toMatchObject({ water_level_cm: 48, volume: 400 });
      there.close();
    });
  },
);
