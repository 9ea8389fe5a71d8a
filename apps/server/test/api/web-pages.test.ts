import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers';

// The owner's home has a page of its own in the web build (its frame drawn before any script, its
// chunks preloaded); every other page of the browser's router gets index.html.

let t: TestContext;
const webDist = mkdtempSync(join(tmpdir(), 'depot-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>index</title>');
writeFileSync(join(webDist, 'dashboard.html'), '<!doctype html><title>dashboard</title>');
beforeAll(async () => {
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('pages of the web build', () => {
  it.each(['/dashboard', '/dashboard/'])('%s gets dashboard.html', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<!doctype html><title>dashboard</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/dashboard/pos', '/login', '/admin/register'])('%s gets index.html', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<!doctype html><title>index</title>');
  });
});
