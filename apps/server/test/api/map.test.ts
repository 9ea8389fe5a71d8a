import {
  DEFAULT_TILE_URL,
  messages,
  type ProfileUpdateInput,
  type PublicDepot,
} from '@depot/contract';
import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DEPOT, demoMapPoints } from '../../src/demo/map-points';
import { isDemoCustomer } from '../../src/demo/public-map';
import { depotMapPoints } from '../../src/db/schema';
import { asAdmin } from '../fixtures';
import { createTestApp, DEMO } from '../helpers';
import { newDepot, type TestDepot } from '../telemetry';
import { useTestApp } from '../use-test-app';

const URL = '/api/public/depot-public';
// Spelt out, not taken from the contract, so that a renamed column fails here.
const COLUMNS =
  'nama alamat telepon jam_buka latitude longitude kelurahan kecamatan kota_kabupaten rating jumlah_ulasan';
const PUBLIC_FIELDS = ['id', ...COLUMNS.split(' ')].sort();

const t = useTestApp();
let prospect: { id: number };
beforeAll(async () => {
  [prospect] = (await t.db
    .insert(depotMapPoints)
    .values({
      name: 'Depot Uji Rahasia',
      address: 'Jl. Uji No. 1',
      latitude: -6.2,
      longitude: 106.8,
      surveyedBy: 'surveyor-rahasia',
      subscription: 'Under Prospect',
    })
    .returning({ id: depotMapPoints.id })) as [{ id: number }];
});

const list = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: URL, headers });
const listed = async () => (await list()).json<PublicDepot[]>();

const logins = new Map<TestDepot, Record<string, string>>();

/** A depot of its own whose owner saves the profile with this public-map consent. */
async function ownerSays(depot: TestDepot, consent: boolean, name: string) {
  let headers = logins.get(depot);
  if (!headers) logins.set(depot, (headers = await t.authAs(depot.username, depot.password)));
  const profile: ProfileUpdateInput = {
    depot_name: name,
    address: 'Jl. Setuju No. 3, Depok',
    phone: '0812-1111-2222',
    opening_hours: '06.00–22.00',
    latitude: -6.39,
    longitude: 106.82,
    show_on_public_map: consent,
    tanks: [],
  };
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/profile/${depot.username}`,
    headers,
    payload: profile,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('GET /api/public/depot-public', () => {
  it("answers without a token with the demo's agreeing customers under the spec field names", async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const depots = res.json<PublicDepot[]>();
    for (const depot of depots) expect(Object.keys(depot).sort()).toEqual(PUBLIC_FIELDS);
    // The demo's subscribed depots are customers who agreed; the demo owner has not.
    const customers = demoMapPoints().filter(isDemoCustomer);
    expect(customers.length).toBeGreaterThanOrEqual(8);
    expect(depots.map((d) => d.nama).sort()).toEqual(customers.map((p) => p.name).sort());
    expect(depots.map((d) => d.nama)).not.toContain(DEMO_DEPOT.name);
    const first = customers[0]!;
    expect(depots.find((d) => d.nama === first.name)).toEqual({
      id: expect.any(Number),
      nama: first.name,
      alamat: first.address,
      telepon: first.phone,
      jam_buka: first.openingHours,
      latitude: first.latitude,
      longitude: first.longitude,
      kelurahan: first.kelurahan,
      kecamatan: first.kecamatan,
      kota_kabupaten: first.city,
      rating: first.rating,
      jumlah_ulasan: first.reviewCount,
    });
  });

  it('lists a depot while its owner agrees and its account is on, and never a surveyed prospect', async () => {
    const [yes, no] = [await newDepot(t), await newDepot(t)];
    await ownerSays(yes, true, 'Depot Uji Setuju');
    await ownerSays(no, false, 'Depot Uji Menolak');
    let names = (await listed()).map((d) => d.nama);
    expect(names).toContain('Depot Uji Setuju');
    expect(names).not.toContain('Depot Uji Menolak');
    expect(names).not.toContain('Depot Uji Rahasia');
    expect((await listed()).find((d) => d.id === prospect.id)).toBeUndefined();

    // The owner changes their mind: gone from the next load, back on the one after.
    await ownerSays(yes, false, 'Depot Uji Setuju');
    expect((await listed()).map((d) => d.nama)).not.toContain('Depot Uji Setuju');
    await ownerSays(yes, true, 'Depot Uji Setuju');
    expect((await listed()).map((d) => d.nama)).toContain('Depot Uji Setuju');

    // A switched-off account is not a working customer: its depot leaves the map with it.
    const disable = (disabled: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/superadmin/accounts/${yes.accountId}/disabled`,
        headers: admin,
        payload: { disabled },
      });
    const admin = await asAdmin(t);
    expect((await disable(true)).statusCode).toBe(200);
    names = (await listed()).map((d) => d.nama);
    expect(names).not.toContain('Depot Uji Setuju');
    expect((await disable(false)).statusCode).toBe(200);
    expect((await listed()).map((d) => d.nama)).toContain('Depot Uji Setuju');
  });

  it('never sends the sales pipeline: subscription status, surveyor or other internal columns', async () => {
    const body = (await list()).body;
    for (const hidden of [
      'is_subscribed',
      'subscription',
      'Under Prospect',
      'Tidak',
      'surveyed_by',
      'surveyedBy',
      'surveyor',
      'account_id',
      'accountId',
      'created_at',
      'createdAt',
    ]) {
      expect(body).not.toContain(hidden);
    }
  });

  it('gives a signed-in visitor the same list, and ignores a bad token', async () => {
    const anonymous = (await list()).json<unknown>();
    for (const user of [DEMO.owner, DEMO.admin]) {
      const res = await list(await t.authAs(user.username, user.password));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(anonymous);
    }
    const res = await list({ authorization: 'Bearer not.a.jwt' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(anonymous);
  });

  it.each([
    ['POST', URL],
    ['PUT', URL],
    ['DELETE', URL],
    ['GET', '/api/public/depot-publik'],
    ['GET', `${URL}/1`],
  ] as const)('answers %s %s with the JSON 404', async (method, url) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: messages.api.notFound });
  });

  it('is sent compressed to a browser that accepts it, and plain to one that does not', async () => {
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const res = await list({ 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('is in the OpenAPI document as a call without a token', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { get?: { security?: unknown[] } }>;
    }>();
    expect(doc.paths[URL]?.get?.security).toEqual([]);
  });
});

describe('the stored depots', () => {
  const point = {
    name: 'Depot Uji Status',
    address: 'Jl. Uji No. 2',
    latitude: -6.3,
    longitude: 106.8,
  };

  it('are prospects until a status is chosen', async () => {
    const [row] = await t.db
      .insert(depotMapPoints)
      .values(point)
      .returning({ subscription: depotMapPoints.subscription });
    expect(row?.subscription).toBe('Under Prospect');
  });

  it("refuse a status the map does not know, so WebGIS's list can never break on one", async () => {
    await expect(
      t.db.insert(depotMapPoints).values({ ...point, subscription: 'Mungkin' as 'Ya' }),
    ).rejects.toThrow();
    expect((await list()).statusCode).toBe(200);
  });
});

describe('GET /api/public/map-config', () => {
  it('names OpenStreetMap by default, without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/map-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ tile_url: DEFAULT_TILE_URL });
  });

  it("names the server's TILE_URL, and lets the browser load a plain-HTTP tile server", async () => {
    const tileUrl = 'http://user:secret@{s}.tiles.depot.lan:8080/{z}/{x}/{-y}.png';
    const own = await createTestApp({ tileUrl });
    try {
      const res = await own.app.inject({ method: 'GET', url: '/api/public/map-config' });
      expect(res.json()).toEqual({ tile_url: tileUrl });
      const imgSrc = /img-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
      expect(imgSrc?.split(' ')).toContain('http://*.tiles.depot.lan:8080');
      expect(imgSrc).not.toContain('secret');
    } finally {
      await own.close();
    }
  });

  it('answers the same to a signed-in caller', async () => {
    const owner = await t.authAs(DEMO.owner.username, DEMO.owner.password);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/public/map-config',
      headers: owner,
    });
    expect(res.json()).toEqual({ tile_url: DEFAULT_TILE_URL });
  });
});

describe('demo map points', () => {
  it('are the same on every run, uniquely named, with only fictional phone numbers', () => {
    const points = demoMapPoints();
    expect(points).toEqual(demoMapPoints());
    expect(points.length).toBeGreaterThanOrEqual(45);
    expect(new Set(points.map((p) => p.name)).size).toBe(points.length);
    for (const { phone } of points) {
      if (phone !== null) expect(phone).toMatch(/^\((021|0251)\) 0000-\d{4}$/);
    }
  });
});
