import { INDONESIA_BOUNDS, messages, type ProfileUpdateInput } from '@depot/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, depotMapPoints } from '../../src/db/schema';
import { asAdmin, login, newEmployee } from '../fixtures';
import { newClientAddress } from '../helpers';
import { useTestApp } from '../use-test-app';
import { newDepot, postReading } from '../telemetry';
import { twoDepots, type TwoDepots } from '../callers';

const t = useTestApp();
let { a, b, ownerA } = {} as TwoDepots;
beforeAll(async () => {
  ({ a, b, ownerA } = await twoDepots(t));
});

const settings = (over: Partial<ProfileUpdateInput> = {}): ProfileUpdateInput => ({
  depot_name: 'Depot Tirta Sehat',
  address: 'Jl. Margonda Raya No. 10, Depok',
  phone: '0812-3456-7890',
  opening_hours: '07.00–21.00',
  latitude: -6.3751,
  longitude: 106.8324,
  show_on_public_map: false,
  tanks: [{ id: a.tankId, low_stock_pct: 35 }],
  ...over,
});

const put = (username: string, headers: Record<string, string>, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/profile/${username}`,
    headers,
    payload: payload as object,
  });
const get = (username: string, headers: Record<string, string>) =>
  t.app.inject({ url: `/api/profile/${username}`, headers });
const publicMap = async () =>
  (await t.app.inject({ url: '/api/public/depot-public' })).json<
    { nama: string; latitude: number }[]
  >();

describe('PUT /api/profile/{username}', () => {
  it("saves the owner's settings; GET returns them with the spec's fields", async () => {
    const res = await put(a.username, ownerA, settings());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(messages.profile.saved);
    const profile = (await get(a.username, ownerA)).json();
    const { tanks: _saved, ...fields } = settings();
    expect(profile).toEqual({
      username: a.username,
      ...fields,
      employee_of: null,
      tanks: [{ id: a.tankId, name: 'Tangki Utama', low_stock_pct: 35 }],
    });
  });

  it('the public map shows the depot only while the owner agrees, in step with the profile', async () => {
    const name = `Depot Publik ${a.username}`;
    await put(a.username, ownerA, settings({ depot_name: name, show_on_public_map: true }));
    let points = (await publicMap()).filter((p) => p.nama === name);
    expect(points).toHaveLength(1);
    expect(points[0]).toMatchObject({ latitude: -6.3751, telepon: '0812-3456-7890' });

    await put(
      a.username,
      ownerA,
      settings({ depot_name: name, show_on_public_map: true, latitude: -6.2 }),
    );
    points = (await publicMap()).filter((p) => p.nama === name);
    expect(points.map((p) => p.latitude)).toEqual([-6.2]);

    await put(a.username, ownerA, settings({ depot_name: name, show_on_public_map: false }));
    expect((await publicMap()).filter((p) => p.nama === name)).toHaveLength(0);
    const rows = await t.db
      .select()
      .from(depotMapPoints)
      .where(eq(depotMapPoints.accountId, a.accountId));
    expect(rows).toHaveLength(0);
  });

  it('refuses a visitor (401), another depot (403) and an employee (403)', async () => {
    expect((await put(a.username, {}, settings())).statusCode).toBe(401);
    const ownerB = await t.authAs(b.username, b.password);
    const other = await put(a.username, ownerB, settings());
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(messages.api.forbidden);
    const employee = await newEmployee(t, a.username);
    const res = await put(a.username, employee.headers, settings());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.api.ownerOnly);
    // The employee reads their own profile: their employer's depot, read-only.
    const own = (await get(employee.username, employee.headers)).json();
    const depot = (await get(a.username, ownerA)).json();
    expect(own).toEqual({ ...depot, username: employee.username, employee_of: a.username });
    const self = await put(employee.username, employee.headers, settings());
    expect(self.statusCode).toBe(403);
    // Not even a super admin edits a depot through an employee's name.
    expect((await put(employee.username, await asAdmin(t), settings())).statusCode).toBe(403);
  });

  it("a super admin may edit a depot's settings, and the change is audited", async () => {
    const res = await put(b.username, await asAdmin(t), settings({ tanks: [] }));
    expect(res.statusCode, res.body).toBe(200);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'profile.update'));
    expect(entries.map((e) => e.targetId)).toContain(String(b.accountId));
  });

  const bad: [string, Partial<ProfileUpdateInput> | Record<string, unknown>, string][] = [
    [
      'latitude north of Indonesia',
      { latitude: INDONESIA_BOUNDS.north + 1 },
      messages.webgis.outsideIndonesia,
    ],
    [
      'longitude west of Indonesia',
      { longitude: INDONESIA_BOUNDS.west - 1 },
      messages.webgis.outsideIndonesia,
    ],
    ['swapped coordinates', { latitude: 106.8, longitude: -6.3 }, messages.webgis.outsideIndonesia],
    ['one coordinate only', { longitude: null }, messages.profile.locationIncomplete],
    [
      'consent without a location',
      { latitude: null, longitude: null, show_on_public_map: true },
      messages.profile.consentNeedsLocation,
    ],
    ['empty depot name', { depot_name: '  ' }, messages.webgis.required('Nama')],
    ['NUL in the address', { address: 'Jl. A\u0000B' }, messages.api.controlCharacters],
    ['a bad phone', { phone: 'telepon saya' }, messages.webgis.phone],
    ['threshold over 100', { tanks: [{ id: 1, low_stock_pct: 101 }] }, messages.profile.threshold],
    ['negative threshold', { tanks: [{ id: 1, low_stock_pct: -1 }] }, messages.profile.threshold],
    ['huge threshold', { tanks: [{ id: 1, low_stock_pct: 1e308 }] }, messages.profile.threshold],
    ['consent not a boolean', { show_on_public_map: 'ya' }, messages.profile.consent],
  ];
  it.each(bad)('400 for %s, nothing saved', async (_name, over, message) => {
    const before = (await get(a.username, ownerA)).json();
    const res = await put(a.username, ownerA, { ...settings(), ...over });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await get(a.username, ownerA)).json()).toEqual(before);
  });

  it("400 for a huge tank id or another depot's tank, and nothing is saved", async () => {
    const huge = await put(
      a.username,
      ownerA,
      settings({ tanks: [{ id: 1e12, low_stock_pct: 10 }] }),
    );
    expect(huge.statusCode).toBe(400);
    const before = (await get(a.username, ownerA)).json();
    const res = await put(
      a.username,
      ownerA,
      settings({ depot_name: 'Tidak Tersimpan', tanks: [{ id: b.tankId, low_stock_pct: 10 }] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.profile.unknownTank);
    expect((await get(a.username, ownerA)).json()).toEqual(before);
  });
});

describe('low-stock threshold', () => {
  it('the next reading is judged against the threshold the owner set', async () => {
    const d = await newDepot(t);
    const headers = await t.authAs(d.username, d.password);
    const lowStock = async () => {
      const res = await t.app.inject({ url: `/api/notifications/${d.username}`, headers });
      return res.json<{ kind: string }[]>().filter((n) => n.kind === 'low_stock');
    };
    // 60 of 120 cm: half full, above the default 20 %.
    const reading = await postReading(t, d.level, d.key, { water_level_cm: 60 });
    expect(reading.statusCode).toBe(200);
    await t.app.alerts.idle();
    expect(await lowStock()).toEqual([]);

    const saved = await put(d.username, headers, {
      ...settings(),
      tanks: [{ id: d.tankId, low_stock_pct: 60 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await postReading(t, d.level, d.key, { water_level_cm: 60 })).statusCode).toBe(200);
    await t.app.alerts.idle();
    expect(await lowStock()).toHaveLength(1);
  });
});

describe('PUT /api/auth/password', () => {
  const change = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/password', headers, payload: payload as object });

  it('401 for a visitor', async () => {
    expect((await change({}, { currentPassword: 'x', newPassword: 'sandi-baru' })).statusCode).toBe(
      401,
    );
  });

  it('refuses a wrong current password and a short new one; the password stays', async () => {
    const depot = await newDepot(t);
    const headers = await t.authAs(depot.username, depot.password);
    const wrong = await change(headers, {
      currentPassword: 'salah-sekali',
      newPassword: 'sandi-baru',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(messages.profile.currentPasswordWrong);
    const short = await change(headers, { currentPassword: depot.password, newPassword: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain(messages.accounts.passwordInvalid);
    const empty = await change(headers, { currentPassword: '', newPassword: 'sandi-baru' });
    expect(empty.json().message).toContain(messages.profile.currentPasswordRequired);
    const nul = await change(headers, {
      currentPassword: depot.password,
      newPassword: 'sandi\u0000baru',
    });
    expect(nul.statusCode).toBe(400);
    expect((await login(t, depot.username, depot.password, newClientAddress())).statusCode).toBe(
      200,
    );
  });

  it('wrong current passwords are throttled like failed logins', async () => {
    const depot = await newDepot(t);
    const headers = await t.authAs(depot.username, depot.password);
    const answers = [];
    for (let i = 0; i < 4; i += 1) {
      answers.push(
        await change(headers, { currentPassword: `salah-${i}`, newPassword: 'sandi-baru' }),
      );
    }
    // Three failures are free; the fourth from the same address waits 5 s after the third.
    expect(answers.slice(0, 3).map((r) => r.statusCode)).toEqual([400, 400, 400]);
    expect(answers[3]!.statusCode).toBe(429);
    expect(Number(answers[3]!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(answers[3]!.headers['retry-after'])).toBeLessThanOrEqual(5);
  });

  it('changes the password: other sessions end, the returned token works, only the new password logs in', async () => {
    const depot = await newDepot(t);
    const mine = await t.authAs(depot.username, depot.password);
    const other = await t.authAs(depot.username, depot.password);
    const res = await change(mine, {
      currentPassword: depot.password,
      newPassword: 'sandi-baru-9',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ success: boolean; message: string; token: string }>();
    expect(body).toMatchObject({ success: true, message: messages.profile.passwordChanged });

    expect((await get(depot.username, other)).statusCode).toBe(401);
    expect((await get(depot.username, mine)).statusCode).toBe(401);
    expect((await get(depot.username, { authorization: `Bearer ${body.token}` })).statusCode).toBe(
      200,
    );

    expect((await login(t, depot.username, depot.password, newClientAddress())).statusCode).toBe(
      401,
    );
    expect((await login(t, depot.username, 'sandi-baru-9', newClientAddress())).statusCode).toBe(
      200,
    );
  });

  it('an employee changes their own password', async () => {
    const employee = await newEmployee(t, a.username);
    const res = await change(employee.headers, {
      currentPassword: 'rahasia123',
      newPassword: 'kasir-baru',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await login(t, employee.username, 'kasir-baru', newClientAddress())).statusCode).toBe(
      200,
    );
  });
});
