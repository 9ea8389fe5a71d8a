import { AVATAR_MAX_CHARS, messages, type Testimonial } from '@depot/contract';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema';
import { asAdmin, unique } from '../fixtures';
import { DEMO } from '../helpers';
import { useTestApp } from '../use-test-app';

const t = useTestApp();

// A 1×1 transparent PNG.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: unique('Pelanggan'),
  role: 'Pemilik Depot, Bekasi',
  text: 'Galon dari tiap keran tercatat sendiri, laporan harian langsung siap.',
  avatar: PNG,
  ...overrides,
});

type Method = 'POST' | 'PUT' | 'DELETE';
const WRITES: { method: Method; url: string }[] = [
  { method: 'POST', url: '/api/superadmin/testimonials' },
  { method: 'PUT', url: '/api/superadmin/testimonials/1' },
  { method: 'DELETE', url: '/api/superadmin/testimonials/1' },
];

const send = async (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: await asAdmin(t) });

const create = (payload: object) => send('POST', '/api/superadmin/testimonials', payload);

async function publicList(): Promise<Testimonial[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/public/testimonials' });
  expect(res.statusCode).toBe(200);
  return res.json<Testimonial[]>();
}

describe('GET /api/public/testimonials', () => {
  it('answers without a token, the demo entries first, with initials instead of avatars', async () => {
    const list = await publicList();
    expect(list.slice(0, 2).map((r) => [r.role, r.avatar])).toEqual([
      ['Distributor Air Minum, Depok', null],
      ['Business Development Manager', null],
    ]);
  });
});

describe('writes are for the super admin only', () => {
  it('answers 401 without a token', async () => {
    for (const route of WRITES) {
      const res = await t.app.inject({ ...route, payload: valid() });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json()).toEqual({ success: false, message: messages.api.unauthorized });
    }
  });

  it('answers 403 to a depot owner', async () => {
    const headers = await t.authAs(DEMO.owner.username, DEMO.owner.password);
    for (const route of WRITES) {
      const res = await t.app.inject({ ...route, payload: valid(), headers });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json()).toEqual({ success: false, message: messages.api.adminOnly });
    }
  });
});

describe('bad input answers 400 with an Indonesian message', () => {
  const avatarOfLength = (n: number) => {
    const head = 'data:image/webp;base64,';
    return head + 'A'.repeat(n - head.length);
  };

  it.each([
    ['a short name', { name: ' A ' }, messages.testimonials.length('Nama', 2, 80)],
    ['a short role', { role: 'x' }, messages.testimonials.length('Peran', 2, 80)],
    ['a text too short', { text: 'Bagus.' }, messages.testimonials.length('Kutipan', 10, 500)],
    [
      'a text too long',
      { text: 'a'.repeat(501) },
      messages.testimonials.length('Kutipan', 10, 500),
    ],
    [
      'a non-image data URL',
      { avatar: 'data:text/html;base64,PGI+aGk8L2I+' },
      messages.testimonials.avatarType,
    ],
    [
      'an SVG image',
      { avatar: 'data:image/svg+xml;base64,PHN2Zy8+' },
      messages.testimonials.avatarType,
    ],
    [
      'an image URL instead of data',
      { avatar: 'https://example.com/a.png' },
      messages.testimonials.avatarType,
    ],
    [
      'an oversize avatar',
      { avatar: avatarOfLength(AVATAR_MAX_CHARS + 4) },
      messages.testimonials.avatarTooLarge(17),
    ],
  ])('%s', async (_, overrides, message) => {
    const before = (await publicList()).length;
    const res = await create(valid(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(message);
    expect(await publicList()).toHaveLength(before);
  });

  it('accepts an avatar of exactly the largest size', async () => {
    const res = await create(valid({ avatar: avatarOfLength(AVATAR_MAX_CHARS) }));
    expect(res.statusCode).toBe(201);
    expect(
      (await send('DELETE', `/api/superadmin/testimonials/${res.json<Testimonial>().id}`))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a body far beyond the avatar limit with 413 before reading it', async () => {
    const res = await create(valid({ avatar: avatarOfLength(200_000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: messages.api.bodyTooLarge('39 KB') });
  });

  it('refuses an id that is not a number', async () => {
    const res = await send('DELETE', '/api/superadmin/testimonials/abc');
    expect(res.statusCode).toBe(400);
  });
});

describe('a missing testimonial answers 404', () => {
  it.each(['PUT', 'DELETE'] as const)('%s', async (method) => {
    const res = await send(method, '/api/superadmin/testimonials/2147483647', valid());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: messages.testimonials.notFound });
  });
});

describe('create, edit and delete', () => {
  it('shows a new testimonial on the public list until it is deleted', async () => {
    const input = valid({ name: `  ${unique('Ibu Ani')}  ` });
    const created = await create(input);
    expect(created.statusCode).toBe(201);
    const row = created.json<Testimonial>();
    expect(row).toMatchObject({
      name: input.name.trim(),
      role: input.role,
      text: input.text,
      avatar: PNG,
    });
    expect(Date.parse(row.created_at)).not.toBeNaN();
    const list = await publicList();
    expect(list.at(-1)).toEqual(row);

    const edited = await send('PUT', `/api/superadmin/testimonials/${row.id}`, {
      ...valid({ name: row.name, role: 'Pemilik Depot, Bogor' }),
      avatar: null,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ ...row, role: 'Pemilik Depot, Bogor', avatar: null });
    expect((await publicList()).find((r) => r.id === row.id)?.role).toBe('Pemilik Depot, Bogor');

    const deleted = await send('DELETE', `/api/superadmin/testimonials/${row.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: messages.testimonials.deleted });
    expect((await publicList()).some((r) => r.id === row.id)).toBe(false);

    // Each change is in the audit log; the avatar only as whether there is one.
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetTable, 'testimonials'), eq(auditLog.targetId, String(row.id))))
      .orderBy(asc(auditLog.id));
    expect(entries.map((e) => [e.action, e.actorUsername])).toEqual([
      ['testimonial.create', DEMO.admin.username],
      ['testimonial.update', DEMO.admin.username],
      ['testimonial.delete', DEMO.admin.username],
    ]);
    expect(entries[1]?.before).toMatchObject({ role: input.role, avatar: true });
    expect(entries[1]?.after).toMatchObject({ role: 'Pemilik Depot, Bogor', avatar: false });
    expect(JSON.stringify(entries)).not.toContain('base64');
  });

  it('drops fields it does not know and keeps the stored id and date', async () => {
    const res = await create({ ...valid(), id: 999_999, created_at: '2000-01-01T00:00:00Z' });
    expect(res.statusCode).toBe(201);
    const row = res.json<Testimonial>();
    expect(row.id).not.toBe(999_999);
    expect(row.created_at.startsWith('2000')).toBe(false);
    await send('DELETE', `/api/superadmin/testimonials/${row.id}`);
  });
});
