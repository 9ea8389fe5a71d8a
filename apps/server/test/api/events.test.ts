import { messages } from '@depot/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema';
import { MAX_STREAMS_PER_ACCOUNT } from '../../src/modules/events';
import { openNodes, openStream, type Node } from '../event-stream';
import { asAdmin, newEmployee } from '../fixtures';
import type { TestContext } from '../helpers';
import { jakartaDay, newDepot, waitFor } from '../telemetry';
import { twoDepots, type TwoDepots } from '../callers';

let node: Node;
let t: TestContext;
let { a, b, ownerA, ownerB } = {} as TwoDepots;

// A short heartbeat, so the session re-check at each one is seen within a test.
const HEARTBEAT_MS = 200;

beforeAll(async () => {
  const opened = await openNodes(1, HEARTBEAT_MS);
  node = opened.nodes[0] as Node;
  t = opened.t;
  ({ a, b, ownerA, ownerB } = await twoDepots(t));
});
afterAll(() => t.close());

/** A device's POST /api/ingest/{sensorId} over HTTP. */
async function ingest(sensorId: string, key: string, body: unknown) {
  const res = await fetch(`${node.url}/api/ingest/${sensorId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

async function api(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const res = await fetch(`${node.url}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('GET /api/events: who may open it', () => {
  it('answers 401 without a token', async () => {
    const s = await openStream(node, {});
    expect(s.status).toBe(401);
    expect(s.body).toEqual({ success: false, message: messages.api.unauthorized });
  });

  it('answers 403 to an owner naming another depot, 404 to a super admin naming none, 400 to a stray parameter', async () => {
    const other = await openStream(node, ownerA, `?username=${b.username}`);
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ success: false, message: messages.api.forbidden });

    const none = await openStream(node, await asAdmin(t), '?username=tidak-ada-depot');
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ success: false, message: messages.profile.notFound });

    const stray = await openStream(node, ownerA, '?token=abc');
    expect(stray.status).toBe(400);
  });

  it('opens a text/event-stream for the owner, naming their own depot or not', async () => {
    for (const query of ['', `?username=${a.username.toUpperCase()}`]) {
      const s = await openStream(node, ownerA, query);
      expect(s.status).toBe(200);
      expect(s.contentType).toBe('text/event-stream; charset=utf-8');
      s.close();
    }
  });

  it(`refuses a ${MAX_STREAMS_PER_ACCOUNT + 1}th stream of one account with 429, and takes one again once another closed`, async () => {
    const d = await newDepot(t);
    const headers = await t.authAs(d.username, d.password);
    const open = [];
    for (let i = 0; i < MAX_STREAMS_PER_ACCOUNT; i++) {
      const s = await openStream(node, headers);
      expect(s.status).toBe(200);
      open.push(s);
    }
    const refused = await openStream(node, headers);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe('60');
    expect(refused.body).toEqual({
      success: false,
      message: messages.events.tooManyStreams(MAX_STREAMS_PER_ACCOUNT),
    });
    // Another account of the same depot has streams of its own.
    const employee = await openStream(node, (await newEmployee(t, d.username)).headers);
    expect(employee.status).toBe(200);
    employee.close();

    open.pop()?.close();
    const again = await waitFor('a freed stream slot', async () => {
      const s = await openStream(node, headers);
      return s.status === 200 ? s : undefined;
    });
    again.close();
    for (const s of open) s.close();
  });
});

describe('GET /api/events: what it carries', () => {
  it("sends a tank's level to the depot's streams (owner, employee, super admin), and not to another depot's", async () => {
    const streams = [
      await openStream(node, ownerA),
      await openStream(node, (await newEmployee(t, a.username)).headers),
      await openStream(node, await asAdmin(t), `?username=${a.username}`),
    ];
    const other = await openStream(node, ownerB);
    const ts = new Date(Date.now() - 1000).toISOString();
    await ingest(a.level, a.key, { water_level_cm: 60, ts });
    for (const s of streams) {
      expect(await s.next('tank')).toEqual({
        type: 'tank',
        tank_id: a.tankId,
        water_level_cm: 60,
        volume: 500,
        timestamp: ts,
      });
    }
    // A's event went out before B's reading was even sent: had B's stream been given it, it
    // would come first.
    await ingest(b.level, b.key, { water_level_cm: 30 });
    await other.next('tank');
    expect(other.events.map((e) => [e.type, 'tank_id' in e && e.tank_id])).toEqual([
      ['tank', b.tankId],
    ]);
    for (const s of [...streams, other]) s.close();
  });

  it('sends one event per tank for a batch: its newest reading', async () => {
    const s = await openStream(node, ownerA);
    const now = Date.now();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
    await ingest(a.level, a.key, [
      { water_level_cm: 90, ts: at(3) },
      { water_level_cm: 96, ts: at(1) },
      { water_level_cm: 84, ts: at(2) },
    ]);
    const event = await s.next('tank');
    expect(event).toMatchObject({ water_level_cm: 96, volume: 800, timestamp: at(1) });
    await ingest(a.level, a.key, { water_level_cm: 100 });
    expect((await s.next('tank')).water_level_cm).toBe(100);
    expect(s.events.filter((e) => e.type === 'tank')).toHaveLength(2);
    s.close();
  });

  it("sends today's per-tap gallons after a flow reading, and flags gallons of another day", async () => {
    const d = await newDepot(t);
    const s = await openStream(node, await t.authAs(d.username, d.password));
    await ingest(d.tapA, d.key, { volume_l: 18.9 });
    const today = jakartaDay(new Date());
    expect(await s.next('usage')).toEqual({
      type: 'usage',
      today: { date: today, volume: 18.9, gallons: 1, tapA: 1, tapB: 0, tapC: 0 },
      other_days: false,
    });
    await ingest(d.tapC, d.key, [{ volume_l: 19 }, { volume_l: 19 }]);
    expect(await s.next('usage')).toEqual({
      type: 'usage',
      today: { date: today, volume: 56.9, gallons: 3, tapA: 1, tapB: 0, tapC: 2 },
      other_days: false,
    });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    await ingest(d.tapB, d.key, { volume_l: 18.9, ts: yesterday });
    expect(await s.next('usage')).toEqual({
      type: 'usage',
      today: { date: today, volume: 56.9, gallons: 3, tapA: 1, tapB: 0, tapC: 2 },
      other_days: true,
    });
    s.close();
  });

  it('sends a notification event when an alert adds one', async () => {
    const d = await newDepot(t);
    const s = await openStream(node, await t.authAs(d.username, d.password));
    // 10 cm of a 120 cm tank is 8 %: below the 20 % low-stock line.
    await ingest(d.level, d.key, { water_level_cm: 10 });
    expect(await s.next('notification')).toEqual({ type: 'notification', kind: 'low_stock' });
    s.close();
  });

  it('sends sale events when a transaction is saved and deleted', async () => {
    const s = await openStream(node, ownerA);
    const saved = await api('POST', '/api/sales', ownerA, {
      username: a.username,
      cart: [{ id: 1, quantity: 2, isDelivery: false }],
    });
    expect(saved.status).toBe(200);
    const id = saved.body.transaction_id as number;
    expect(await s.next('sale')).toEqual({ type: 'sale', action: 'created', transaction_id: id });
    expect((await api('DELETE', `/api/sales/${id}`, ownerA)).status).toBe(200);
    expect(await s.next('sale')).toEqual({ type: 'sale', action: 'deleted', transaction_id: id });
    s.close();
  });
});

describe('GET /api/events: a long-lived stream', () => {
  it('sends heartbeats and ends when its account is removed', async () => {
    const d = await newDepot(t);
    const employee = await newEmployee(t, d.username);
    const s = await openStream(node, employee.headers);
    await waitFor('a heartbeat', async () => s.heartbeats > 0);
    await t.db.delete(accounts).where(eq(accounts.id, employee.id));
    await s.ended;
    expect(s.events).toEqual([]);
  });
});

describe('GET /api/events: a closing server', () => {
  let other: Awaited<ReturnType<typeof openNodes>>;
  beforeAll(async () => {
    other = await openNodes(1);
  });

  it('ends its streams', async () => {
    const d = await newDepot(other.t);
    const s = await openStream(
      other.nodes[0] as Node,
      await other.t.authAs(d.username, d.password),
    );
    expect(s.status).toBe(200);
    await other.t.close();
    await s.ended;
  });
});
