import { randomBytes } from 'node:crypto';
import { get, type IncomingMessage } from 'node:http';
import type { ServerEvent } from '@depot/contract';
import { buildApp, type App } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { freshDatabase, type TestContext } from './helpers';

/** One server process of a test: an app listening on a free port of 127.0.0.1. */
export interface Node {
  app: App;
  database: Database;
  url: string;
}

/**
 * `count` apps on one fresh database, each with its own connections, as separate server
 * processes would be (more than one needs TEST_DB=postgres). `t` is the first, for fixtures.
 */
export async function openNodes(count: number, heartbeatMs?: number) {
  const target = await freshDatabase('demo');
  const jwtSecret = randomBytes(32).toString('hex');
  const nodes: Node[] = [];
  for (let i = 0; i < count; i++) {
    const database = await openDatabase({ url: target.url, loadDataDir: target.loadDataDir });
    const app = await buildApp({
      database,
      jwtSecret,
      jwtExpiresIn: '1h',
      eventsHeartbeatMs: heartbeatMs,
    });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    nodes.push({ app, database, url });
  }
  const first = nodes[0] as Node;
  const t: TestContext = {
    app: first.app,
    db: first.database.db,
    database: first.database,
    jwtSecret,
    async authAs(username, password) {
      const res = await first.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password },
      });
      if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.body}`);
      return { authorization: `Bearer ${res.json<{ token: string }>().token}` };
    },
    async close() {
      for (const node of nodes) {
        await node.app.close();
        await node.database.close();
      }
      await target.drop();
    },
  };
  return { nodes, t };
}

export interface EventStream {
  status: number;
  /** A refused stream's JSON body. */
  body: unknown;
  retryAfter: string | null;
  contentType: string | null;
  /** Every event received so far, in order. */
  events: ServerEvent[];
  /** How many heartbeat comments arrived. */
  heartbeats: number;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** The first event of this type (matching `match`) not returned before, as it arrives. */
  next<T extends ServerEvent['type']>(
    type: T,
    match?: (event: Extract<ServerEvent, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<ServerEvent, { type: T }>>;
  close(): void;
}

/**
 * Opens GET /api/events on a node with a real HTTP client, on a connection of its own that ends
 * with the stream (fetch's pool would open a spare one that holds the server's close back).
 */
export async function openStream(
  node: Node,
  headers: Record<string, string>,
  query = '',
): Promise<EventStream> {
  const req = get(`${node.url}/api/events${query}`, { headers, agent: false });
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    req.once('response', resolve);
    req.once('error', reject);
  });
  res.setEncoding('utf8');
  const waiters = new Set<() => void>();
  const taken = new Set<number>();
  const header = (name: string) => {
    const value = res.headers[name];
    return typeof value === 'string' ? value : null;
  };
  const stream: EventStream = {
    status: res.statusCode ?? 0,
    body: undefined,
    retryAfter: header('retry-after'),
    contentType: header('content-type'),
    events: [],
    heartbeats: 0,
    ended: new Promise((resolve) => res.once('close', resolve)),
    next(type, match = () => true, timeoutMs = 5000) {
      type Wanted = Extract<ServerEvent, { type: typeof type }>;
      return new Promise<Wanted>((resolve, reject) => {
        const check = () => {
          const i = stream.events.findIndex(
            (e, index) => !taken.has(index) && e.type === type && match(e as Wanted),
          );
          if (i < 0) return;
          taken.add(i);
          waiters.delete(check);
          clearTimeout(timer);
          resolve(stream.events[i] as Wanted);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`no '${type}' event in ${timeoutMs} ms: ${JSON.stringify(stream.events)}`),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => req.destroy(),
  };
  if (stream.status !== 200) {
    let text = '';
    for await (const chunk of res) text += chunk;
    stream.body = JSON.parse(text);
    return stream;
  }
  let buffer = '';
  res.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (block.startsWith(': ping')) stream.heartbeats++;
      if (block.startsWith('data: ')) stream.events.push(JSON.parse(block.slice(6)));
      for (const check of [...waiters]) check();
    }
  });
  // The test ending the stream itself is not a failure.
  res.on('error', () => {});
  return stream;
}
