import { messages } from '@depot/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginFailures, rejectedRegistrations } from '../../src/db/schema';
import { asAdmin, login, pendingList, pendingOf, register, validRegistration } from '../fixtures';
import { DEMO } from '../helpers';
import { useTestApp } from '../use-test-app';

const t = useTestApp();

let lastOctet = 0;
/** A client address of its own, so one test's failed logins never slow another's. */
const newAddress = () => `10.9.${Math.floor(++lastOctet / 250)}.${(lastOctet % 250) + 1}`;

/** Registers a valid request with these extra fields; returns it and its pending id. */
async function submit(extra: Record<string, unknown> = {}) {
  const r = { ...validRegistration(), ...extra };
  const res = await register(t, r);
  expect(res.statusCode).toBe(202);
  const [item] = await pendingOf(t, r.username);
  if (!item) throw new Error('registration not pending');
  return { r, item };
}

const decide = async (action: 'approve' | 'reject', id: number) =>
  t.app.inject({
    method: action === 'approve' ? 'POST' : 'DELETE',
    url: `/api/admin/${action}-registration/${id}`,
    headers: await asAdmin(t),
  });

describe('POST /api/auth/register with a WhatsApp number and a package', () => {
  it('stores the number as +628… and the package, and the super admin sees both', async () => {
    const { item } = await submit({ whatsapp: '0812-3456 7890', package: 'optimal' });
    expect(item).toMatchObject({ whatsapp: '+6281234567890', package: 'optimal' });
  });

  it('stores neither when they are left empty', async () => {
    const { item } = await submit({ whatsapp: '', package: null });
    expect(item).toMatchObject({ whatsapp: null, package: null });
  });

  it.each([
    ['a landline', { whatsapp: '021 555 1234' }, messages.register.whatsapp],
    ['a foreign number', { whatsapp: '+1 812 3456 7890' }, messages.register.whatsapp],
    ['text', { whatsapp: 'nomor saya' }, messages.register.whatsapp],
    ['a number too long', { whatsapp: '0'.repeat(31) }, `whatsapp: ${messages.register.whatsapp}`],
    ['an unknown package', { package: 'gratis' }, messages.register.package],
    ['a package that is not text', { package: 2 }, expect.any(String)],
  ])('refuses %s with 400 and stores nothing', async (_, patch, message) => {
    const before = (await pendingList(t)).length;
    const res = await register(t, { ...validRegistration(), ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    expect(await pendingList(t)).toHaveLength(before);
  });

  it('gives the approved account the number as its phone', async () => {
    const { r, item } = await submit({ whatsapp: '+62 811 2222 3333', package: 'hemat' });
    expect((await decide('approve', item.id)).statusCode).toBe(200);
    const res = await login(t, r.username, r.password, newAddress());
    const headers = { authorization: `Bearer ${res.json<{ token: string }>().token}` };
    const profile = await t.app.inject({ url: `/api/profile/${r.username}`, headers });
    expect(profile.json()).toMatchObject({ phone: '+6281122223333' });
  });

  it('refuses the pending list without a token (401) and to an owner (403)', async () => {
    const url = '/api/admin/pending-registrations';
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const headers = await t.authAs(DEMO.owner.username, DEMO.owner.password);
    expect((await t.app.inject({ url, headers })).statusCode).toBe(403);
  });
});

describe('POST /api/auth/login for a registration request', () => {
  const failed = { success: false, message: messages.login.failed };

  it('tells a waiting requester with the right password, in any letter case, with 403', async () => {
    const { r } = await submit();
    const res = await login(t, r.username.toUpperCase(), r.password, newAddress());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: messages.login.pending });
  });

  it('answers a wrong password like any failed login, and counts it', async () => {
    const { r } = await submit();
    const address = newAddress();
    const res = await login(t, r.username, 'bukan-ini', address);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(failed);
    const rows = await t.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.username, r.username.toLowerCase()));
    expect(rows.map((f) => f.ip)).toEqual([address]);
  });

  it('does not count the right password as a failure', async () => {
    const { r } = await submit();
    await login(t, r.username, r.password, newAddress());
    const rows = await t.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.username, r.username.toLowerCase()));
    expect(rows).toEqual([]);
  });

  it('tells a rejected requester so, and keeps only the username and hash', async () => {
    const { r, item } = await submit({ whatsapp: '081234567890' });
    expect((await decide('reject', item.id)).statusCode).toBe(200);
    const res = await login(t, r.username, r.password, newAddress());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: messages.login.rejected });
    expect((await login(t, r.username, 'bukan-ini', newAddress())).json()).toEqual(failed);
    const [kept] = await t.db
      .select()
      .from(rejectedRegistrations)
      .where(eq(rejectedRegistrations.username, r.username));
    expect(Object.keys(kept ?? {}).sort()).toEqual([
      'id',
      'passwordHash',
      'rejectedAt',
      'username',
    ]);
    expect(kept?.passwordHash).not.toContain(r.password);
  });

  it('tells of the new request once the rejected requester asks again', async () => {
    const { r, item } = await submit();
    await decide('reject', item.id);
    expect((await register(t, { ...r, password: 'sandi-baru' })).statusCode).toBe(202);
    const res = await login(t, r.username, 'sandi-baru', newAddress());
    expect(res.json()).toEqual({ success: false, message: messages.login.pending });
    expect((await login(t, r.username, r.password, newAddress())).json()).toEqual(failed);
  });

  it('forgets a rejection after 30 days', async () => {
    const { r, item } = await submit();
    await decide('reject', item.id);
    await t.db
      .update(rejectedRegistrations)
      .set({ rejectedAt: sql`now() - interval '31 days'` })
      .where(eq(rejectedRegistrations.username, r.username));
    const res = await login(t, r.username, r.password, newAddress());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(failed);
  });

  it('logs the approved requester in', async () => {
    const { r, item } = await submit();
    await decide('approve', item.id);
    const res = await login(t, r.username, r.password, newAddress());
    expect(res.statusCode).toBe(200);
  });
});
