import { messages, type Notification } from '@depot/contract';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/schema';
import { asAdmin, insertAccount, unique } from '../fixtures';
import { DEMO } from '../helpers';
import { useTestApp } from '../use-test-app';
import { newDepot, type TestDepot } from '../telemetry';

const t = useTestApp();

const list = (username: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/notifications/${username}`, headers });

const markRead = (username: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/notifications/${username}/mark-read`, headers });

/** A depot with three unread notifications, the newest last. */
async function depotWithNotifications() {
  const d = await newDepot(t);
  const base = Date.now() - 60_000;
  await t.db.insert(notifications).values(
    ['pertama', 'kedua', 'ketiga'].map((message, i) => ({
      accountId: d.accountId,
      kind: 'low_stock',
      message,
      sentAt: new Date(base + i * 1000),
    })),
  );
  return d;
}

const owner = (d: TestDepot) => t.authAs(d.username, d.password);

describe('GET /api/notifications/:username', () => {
  it("lists the depot's notifications newest first, unread", async () => {
    const d = await depotWithNotifications();
    const res = await list(d.username, await owner(d));
    expect(res.statusCode).toBe(200);
    const items = res.json<Notification[]>();
    expect(items.map((n) => [n.message, n.kind, n.read])).toEqual([
      ['ketiga', 'low_stock', false],
      ['kedua', 'low_stock', false],
      ['pertama', 'low_stock', false],
    ]);
    expect(new Date(items[0]!.timestamp).toISOString()).toBe(items[0]!.timestamp);
  });

  it("lets the super admin and the depot's employee read them, with the username in any case", async () => {
    const d = await depotWithNotifications();
    const employee = unique('staff');
    await insertAccount(t.db, {
      username: employee,
      password: 'pegawai1',
      employerId: d.accountId,
    });
    for (const headers of [await asAdmin(t), await t.authAs(employee, 'pegawai1')]) {
      const res = await list(d.username.toUpperCase(), headers);
      expect(res.statusCode).toBe(200);
      expect(res.json<Notification[]>()).toHaveLength(3);
    }
  });
});

describe('POST /api/notifications/:username/mark-read', () => {
  it('marks every unread notification read and says how many', async () => {
    const d = await depotWithNotifications();
    const headers = await owner(d);
    const res = await markRead(d.username, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      updated: 3,
      message: messages.notifications.markedRead,
    });
    const items = (await list(d.username, headers)).json<Notification[]>();
    expect(items.map((n) => n.read)).toEqual([true, true, true]);

    // A second call has nothing left to mark; an unknown query parameter is ignored.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${d.username}/mark-read?semua=1`,
      headers,
    });
    expect(again.json()).toMatchObject({ success: true, updated: 0 });
  });

  it("leaves other depots' notifications unread", async () => {
    const mine = await depotWithNotifications();
    const theirs = await depotWithNotifications();
    expect((await markRead(mine.username, await owner(mine))).json()).toMatchObject({ updated: 3 });
    const items = (await list(theirs.username, await owner(theirs))).json<Notification[]>();
    expect(items.map((n) => n.read)).toEqual([false, false, false]);
  });
});

describe('who may see a depot’s notifications', () => {
  it('answers 401 without a token, for listing and for marking read', async () => {
    const d = await depotWithNotifications();
    for (const res of [await list(d.username), await markRead(d.username)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: messages.api.unauthorized });
    }
  });

  it("answers 403 to another depot's owner and marks nothing", async () => {
    const d = await depotWithNotifications();
    const other = await newDepot(t);
    const headers = await owner(other);
    for (const res of [
      await list(d.username, headers),
      await markRead(d.username, headers),
      await list(DEMO.owner.username, headers),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: messages.api.forbidden });
    }
    const items = (await list(d.username, await owner(d))).json<Notification[]>();
    expect(items.every((n) => !n.read)).toBe(true);
  });

  it('answers 404 to the super admin for a username that does not exist', async () => {
    const headers = await asAdmin(t);
    for (const res of [await list('tidak-ada', headers), await markRead('tidak-ada', headers)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: messages.profile.notFound });
    }
  });
});

describe('the unread count', () => {
  it('counts every unread notification in X-Unread-Count, beyond the 50 listed', async () => {
    const d = await newDepot(t);
    const base = Date.now() - 3_600_000;
    // 65 notifications a second apart, the 5 oldest read: 60 unread, and the 50 newest listed.
    await t.db.insert(notifications).values(
      Array.from({ length: 65 }, (_, i) => ({
        accountId: d.accountId,
        kind: 'low_stock',
        message: `ke-${i + 1}`,
        sentAt: new Date(base + i * 1000),
        read: i < 5,
      })),
    );
    const headers = await owner(d);
    const res = await list(d.username, headers);
    expect(res.statusCode).toBe(200);
    const items = res.json<Notification[]>();
    expect(items.map((n) => n.message)).toEqual(
      Array.from({ length: 50 }, (_, i) => `ke-${65 - i}`),
    );
    expect(items.filter((n) => !n.read)).toHaveLength(50);
    expect(res.headers['x-unread-count']).toBe('60');

    expect((await markRead(d.username, headers)).json()).toMatchObject({ updated: 60 });
    expect((await list(d.username, headers)).headers['x-unread-count']).toBe('0');
  });
});
