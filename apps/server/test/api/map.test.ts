import {
  DEFAULT_TILE_URL,
  messages,
  SUBSCRIPTION_STATUSES,
  type PublicDepot,
} from '@depot/contract';
import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoMapPoints } from '../../src/demo/map-points';
import { depotMapPoints } from '../../src/db/schema';
import { createTestApp, DEMO } from '../helpers';
import { useTestApp } from '../use-test-app';

const URL = '/api/public/depot-public';
// Spelt out, not taken from the contract, so that a renamed column fails here.
const COLUMNS =
  'nama alamat telepon jam_buka latitude longitude kelurahan kecamatan kota_kabupaten is_subscribed rating jumlah_ulasan';
const PUBLIC_FIELDS = ['id', ...COLUMNS.split(' ')].sort();

const t = useTestApp();
let inserted: { id: number };
beforeAll(async () => {
  [inserted] = (await t.db
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

describe('GET /api/public/depot-public', () => {
  it('answers without a token with every mapped depot under the spec field names', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const depots = res.json<PublicDepot[]>();
    expect(depots).toHaveLength(demoMapPoints().length + 1);
    for (const depot of depots) expect(Object.keys(depot).sort()).toEqual(PUBLIC_FIELDS);
    expect(new Set(depots.map((d) => d.is_subscribed))).toEqual(new Set(SUBSCRIPTION_STATUSES));
    expect(depots.find((d) => d.nama === 'Depot Air Tirta Segar')).toMatchObject({
      alamat: 'Jl. Margonda Raya No. 21, Depok',
      kelurahan: 'Kemiri Muka',
      kecamatan: 'Beji',
      kota_kabupaten: 'Kota Depok',
      jam_buka: '07.00–21.00',
      is_subscribed: 'Ya',
      rating: 4.6,
      jumlah_ulasan: 128,
    });
    expect(depots.find((d) => d.id === inserted.id)).toEqual({
      id: inserted.id,
      nama: 'Depot Uji Rahasia',
      alamat: 'Jl. Uji No. 1',
      telepon: null,
      jam_buka: null,
      latitude: -6.2,
      longitude: 106.8,
      kelurahan: null,
      kecamatan: null,
      kota_kabupaten: null,
      is_subscribed: 'Under Prospect',
      rating: null,
      jumlah_ulasan: 0,
    });
  });

  it('never sends who surveyed a depot or any other internal column', async () => {
    const body = (await list()).body;
    for (const hidden of ['surveyed_by', 'surveyedBy', 'surveyor', 'created_at', 'createdAt']) {
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

  it('refuse a status the map does not know, so the public list can never break on one', async () => {
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
