import { CCTV_URL_MAX, messages } from '@depot/contract';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema';
import { DEMO_CCTV_SOURCES } from '../../src/demo/cctv';
import { asAdmin, newEmployee } from '../fixtures';
import { DEMO } from '../helpers';
import { useTestApp } from '../use-test-app';
import { twoDepots, type TwoDepots } from '../callers';

const t = useTestApp();
let { a, b, ownerA, ownerB } = {} as TwoDepots;
let employeeA: Record<string, string>;

beforeAll(async () => {
  ({ a, b, ownerA, ownerB } = await twoDepots(t));
  employeeA = (await newEmployee(t, a.username)).headers;
});

const get = (username: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/cctv/${username}`, headers });
const put = (username: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/cctv/${username}`,
    headers,
    payload: payload as object,
  });

const HLS = 'https://kamera.depot-a.id/cam1/index.m3u8?token=rahasia-a';

describe('GET /api/cctv/:username', () => {
  it('lists the three labelled cameras, none set on a new depot', async () => {
    const res = await get(a.username, ownerA);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: [
        { slot: 1, label: 'CCTV 1 Area Produksi', url: null },
        { slot: 2, label: 'CCTV 2 Penyimpanan', url: null },
        { slot: 3, label: 'CCTV 3 Area Parkir', url: null },
      ],
      can_edit: true,
    });
  });

  it('refuses a visitor (401) and another depot (403)', async () => {
    const visitor = await get(a.username);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ success: false, message: messages.api.unauthorized });
    const other = await get(a.username, ownerB);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ success: false, message: messages.api.forbidden });
  });
});

describe('demo depot', () => {
  it('plays the clips the web app serves', async () => {
    const owner = await t.authAs(DEMO.owner.username, DEMO.owner.password);
    const res = await get(DEMO.owner.username, owner);
    expect(res.json().data.map((c: { url: string }) => c.url)).toEqual([...DEMO_CCTV_SOURCES]);
    const publicDir = resolve(import.meta.dirname, '../../../web/public');
    for (const url of DEMO_CCTV_SOURCES) expect(existsSync(publicDir + url), url).toBe(true);
  });
});

describe('PUT /api/cctv/:username', () => {
  it('the owner sets a source; the owner and the employee read it, another depot never does', async () => {
    const saved = await put(a.username, { slot: 1, url: HLS }, ownerA);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data[0]).toEqual({ slot: 1, label: 'CCTV 1 Area Produksi', url: HLS });

    for (const headers of [ownerA, employeeA]) {
      const res = await get(a.username, headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((c: { url: string | null }) => c.url)).toEqual([HLS, null, null]);
      expect(res.json().can_edit).toBe(headers === ownerA);
    }
    const bRead = await get(b.username, ownerB);
    expect(bRead.statusCode).toBe(200);
    expect(bRead.body).not.toContain('rahasia-a');
    expect(bRead.json().data.every((c: { url: string | null }) => c.url === null)).toBe(true);
  });

  it('refuses a loopback or link-local source; keeps a LAN one with a warning', async () => {
    for (const url of ['http://127.0.0.1:8888/cam/index.m3u8', 'http://169.254.169.254/a.mp4']) {
      const res = await put(a.username, { slot: 3, url }, ownerA);
      expect([res.statusCode, res.json()]).toEqual([
        400,
        { success: false, message: messages.cctv.urlLocal },
      ]);
    }
    const lan = 'http://192.168.1.20:8888/parkir/index.m3u8';
    const warned = await put(a.username, { slot: 3, url: lan }, ownerA);
    expect(warned.statusCode).toBe(200);
    expect(warned.json().message).toBe(messages.cctv.privateWarning);
    expect(warned.json().data[2].url).toBe(lan);
    const plain = await put(a.username, { slot: 3, url: HLS }, ownerA);
    expect(plain.json().message).toBeUndefined();
    await put(a.username, { slot: 3, url: null }, ownerA);
  });

  it('replaces and clears a source; an MP4 path on this site is accepted', async () => {
    await put(a.username, { slot: 2, url: 'http://192.168.1.20:8888/gudang/index.m3u8' }, ownerA);
    const replaced = await put(a.username, { slot: 2, url: '/demo/cctv-2.mp4' }, ownerA);
    expect(replaced.json().data[1].url).toBe('/demo/cctv-2.mp4');
    const cleared = await put(a.username, { slot: 2, url: null }, ownerA);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data[1].url).toBeNull();
  });

  it('refuses a visitor (401), the employee (403), and another depot (403)', async () => {
    const body = { slot: 3, url: 'https://x.id/a.mp4' };
    const visitor = await put(a.username, body);
    expect(visitor.statusCode).toBe(401);
    const employee = await put(a.username, body, employeeA);
    expect(employee.statusCode).toBe(403);
    expect(employee.json()).toEqual({ success: false, message: messages.api.ownerOnly });
    const other = await put(a.username, body, ownerB);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ success: false, message: messages.api.forbidden });
    const after = await get(a.username, ownerA);
    expect(after.json().data[2].url).toBeNull();
  });

  it('a super admin may set a depot camera, and it is audited', async () => {
    const res = await put(
      b.username,
      { slot: 3, url: 'https://b.id/parkir.mp4' },
      await asAdmin(t),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data[2].url).toBe('https://b.id/parkir.mp4');
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'cctv.update'));
    expect(entries.map((e) => [e.targetId, e.after])).toEqual([
      [`${b.accountId}:3`, { url: 'https://b.id/parkir.mp4' }],
    ]);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)//.mp4', messages.cctv.urlInvalid],
    ['data:', 'data:video/mp4;base64,AAAA.mp4', messages.cctv.urlInvalid],
    ['ftp:', 'ftp://kamera.id/cam.mp4', messages.cctv.urlInvalid],
    ['file:', 'file:///etc/passwd.mp4', messages.cctv.urlInvalid],
    ['protocol-relative', '//evil.id/cam.mp4', messages.cctv.urlInvalid],
    ['credentials', 'https://admin:sandi@kamera.id/cam.m3u8', messages.cctv.urlInvalid],
    ['a space', 'https://kamera.id/cam 1.mp4', messages.cctv.urlInvalid],
    ['NUL', 'https://kamera.id/cam\u0000.mp4', messages.api.controlCharacters],
    ['not a stream', 'https://kamera.id/index.html', messages.cctv.urlKind],
    ['empty', '   ', messages.cctv.urlRequired],
    [
      'too long',
      `https://kamera.id/${'a'.repeat(CCTV_URL_MAX)}.mp4`,
      messages.cctv.urlTooLong(CCTV_URL_MAX),
    ],
  ])('refuses a bad URL (%s) with 400', async (_name, url, message) => {
    const res = await put(a.username, { slot: 3, url }, ownerA);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  it.each([[0], [4], [1.5], ['1']])('refuses slot %j with 400', async (slot) => {
    const res = await put(a.username, { slot, url: 'https://x.id/a.mp4' }, ownerA);
    expect(res.statusCode).toBe(400);
  });
});

describe('content security policy', () => {
  it('lets the player reach an owner-chosen stream host and play from blob:', async () => {
    const res = await get(a.username, ownerA);
    const policy = String(res.headers['content-security-policy']);
    expect(/media-src ([^;]*)/.exec(policy)?.[1]).toBe("'self' blob: https: http:");
    expect(/connect-src ([^;]*)/.exec(policy)?.[1]).toBe("'self' https: http:");
  });
});
