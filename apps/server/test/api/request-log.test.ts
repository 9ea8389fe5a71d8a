import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { createLogger } from '../../src/config/logger';
import { openDatabase, type Database } from '../../src/db/client';
import { freshDatabase } from '../helpers';

// A tracker's key is its OsmAnd `id`: the request log must show the call, not the key.

const lines: string[] = [];
let app: App;
let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  const target = await freshDatabase();
  drop = target.drop;
  database = await openDatabase({ url: target.url, loadDataDir: target.loadDataDir });
  await database.migrate();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  app = await buildApp({
    database,
    jwtSecret: 'a'.repeat(40),
    jwtExpiresIn: '1h',
    logger: createLogger('info', sink),
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  await drop();
});

it('logs an OsmAnd request without the tracker key', async () => {
  await app.inject({ method: 'GET', url: '/api/osmand?lat=-6.3&id=rahasia-motor&lon=106.8' });
  await app.inject({ method: 'POST', url: '/api/osmand?deviceid=rahasia-motor&lat=1&lon=2' });
  const requests = lines.filter((l) => l.includes('/api/osmand'));
  expect(requests.length).toBeGreaterThanOrEqual(2);
  expect(lines.join('\n')).not.toContain('rahasia-motor');
  expect(requests[0]).toContain('/api/osmand?lat=-6.3&id=***&lon=106.8');
});
