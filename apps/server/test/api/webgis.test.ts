import {
  messages,
  type DepotImportResult,
  type PublicDepot,
  type WebgisDepot,
} from '@depot/contract';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema';
import { asAdmin, newEmployee } from '../fixtures';
import { useTestApp } from '../use-test-app';
import { newDepot } from '../telemetry';

const URL = '/api/webgis/depot';
const m = messages.webgis;

const t = useTestApp();
let admin: Record<string, string>;
const callers: Record<'visitor' | 'owner' | 'employee', Record<string, string>> = {
  visitor: {},
  owner: {},
  employee: {},
};

beforeAll(async () => {
  admin = await asAdmin(t);
  const depot = await newDepot(t);
  callers.owner = await t.authAs(depot.username, depot.password);
  callers.employee = (await newEmployee(t, depot.username)).headers;
});

let counter = 0;
/** A valid depot with a name no other test uses. */
const depotBody = (overrides: Record<string, unknown> = {}) => ({
  nama: `Depot Uji ${++counter}`,
  alamat: 'Jl. Kemang Raya No. 5',
  telepon: '+62 21 7890-1234',
  jam_buka: '07.00–21.00',
  latitude: -6.26,
  longitude: 106.81,
  kelurahan: 'Bangka',
  kecamatan: 'Mampang Prapatan',
  kota_kabupaten: 'Kota Jakarta Selatan',
  surveyed_by: 'surveyor-jaksel',
  rating: 4.5,
  jumlah_ulasan: 12,
  ...overrides,
});

const post = (payload: unknown, headers = admin) =>
  t.app.inject({ method: 'POST', url: URL, headers, payload: payload as object });
const put = (id: number | string, payload: unknown, headers = admin) =>
  t.app.inject({ method: 'PUT', url: `${URL}/${id}`, headers, payload: payload as object });
const importCsv = (csv: string, headers = admin) =>
  t.app.inject({ method: 'POST', url: `${URL}/import`, headers, payload: { csv } });
const list = async () =>
  (await t.app.inject({ method: 'GET', url: URL, headers: admin })).json<WebgisDepot[]>();
const publicList = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/public/depot-public' })).json<PublicDepot[]>();

async function created(body: Record<string, unknown> = depotBody()) {
  const res = await post(body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

const lastAudit = async (action: string, targetId: number) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))))
      .orderBy(desc(auditLog.id))
  )[0];

describe('who may call WebGIS', () => {
  const calls = [
    ['GET', URL, undefined],
    ['POST', URL, depotBody()],
    ['PUT', `${URL}/1`, { surveyed_by: 'x', is_subscribed: 'Ya' }],
    ['POST', `${URL}/import`, { csv: 'nama,alamat,latitude,longitude\nA,B,-6.2,106.8\n' }],
  ] as const;

  it.each(calls)('%s %s: visitor 401, owner and employee 403', async (method, url, payload) => {
    const before = (await list()).length;
    for (const [who, headers] of Object.entries(callers)) {
      const res = await t.app.inject({ method, url, headers, payload });
      const [status, message] =
        who === 'visitor' ? [401, messages.api.unauthorized] : [403, messages.api.adminOnly];
      expect(res.statusCode, `${who} ${res.body}`).toBe(status);
      expect(res.json()).toEqual({ success: false, message });
    }
    expect(await list()).toHaveLength(before);
  });
});

describe('GET /api/webgis/depot', () => {
  it('gives the super admin every field of the spec, the surveyor included', async () => {
    const res = await t.app.inject({ method: 'GET', url: URL, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const demo = res.json<WebgisDepot[]>().find((d) => d.nama === 'Depot Air Tirta Segar');
    expect(demo).toEqual({
      id: expect.any(Number),
      nama: 'Depot Air Tirta Segar',
      alamat: 'Jl. Margonda Raya No. 21, Depok',
      telepon: '(021) 0000-0021',
      jam_buka: '07.00–21.00',
      latitude: -6.3712,
      longitude: 106.8322,
      kelurahan: 'Kemiri Muka',
      kecamatan: 'Beji',
      kota_kabupaten: 'Kota Depok',
      surveyed_by: 'admin',
      is_subscribed: 'Ya',
      rating: 4.6,
      jumlah_ulasan: 128,
    });
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    'sends the list %s-compressed to a browser that accepts it',
    async (encoding, inflate) => {
      const plain = await t.app.inject({ method: 'GET', url: URL, headers: admin });
      const res = await t.app.inject({
        method: 'GET',
        url: URL,
        headers: { ...admin, 'accept-encoding': `${encoding}, identity` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(inflate(res.rawPayload).toString('utf8'))).toEqual(plain.json());
    },
  );
});

describe('POST /api/webgis/depot', () => {
  it('adds a point that WebGIS lists with its surveyor, and the public map does not', async () => {
    const body = depotBody();
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: number; message: string }>();
    expect(res.json()).toEqual({ message: m.created, id });
    expect((await list()).find((d) => d.id === id)).toEqual({
      id,
      ...body,
      is_subscribed: 'Under Prospect',
    });
    // A surveyed depot is sales data: only an owner's consent puts a depot on the public map.
    expect((await publicList()).find((d) => d.id === id)).toBeUndefined();
  });

  it('writes the audit log with the actor and the new depot', async () => {
    const body = depotBody({ is_subscribed: 'Ya' });
    const id = await created(body);
    const entry = await lastAudit('webgis.create', id);
    expect(entry).toMatchObject({
      actorUsername: 'admin',
      targetTable: 'sebara_depot_air_minum',
      before: null,
      after: { ...body },
    });
  });

  it('stores only the required fields, empty optional ones as not recorded', async () => {
    const id = await created({
      nama: 'Depot Minimal',
      alamat: 'Jl. Minimal 1',
      latitude: -6.2,
      longitude: 106.8,
      telepon: '',
      jam_buka: '',
    });
    expect((await list()).find((d) => d.id === id)).toMatchObject({
      telepon: null,
      jam_buka: null,
      surveyed_by: null,
      rating: null,
      jumlah_ulasan: 0,
      is_subscribed: 'Under Prospect',
    });
  });

  it('accepts the corners of Indonesia', async () => {
    for (const [latitude, longitude] of [
      [6.08, 95.1], // Pulau Rondo
      [-11.0, 122.9], // Pulau Pamana
      [5.9, 94.97], // Pulau Benggala
      [-8.5, 141.02], // Merauke
    ]) {
      expect((await post(depotBody({ latitude, longitude }))).statusCode).toBe(201);
    }
  });

  const rejected: [string, Record<string, unknown>, string][] = [
    ['0,0, what an empty form leaves', { latitude: 0, longitude: 0 }, m.outsideIndonesia],
    ['a point in Africa', { latitude: 3.1, longitude: 20 }, m.outsideIndonesia],
    ['latitude north of Indonesia', { latitude: 7, longitude: 106.8 }, m.outsideIndonesia],
    ['swapped coordinates', { latitude: 106.8, longitude: -6.2 }, m.outsideIndonesia],
    ['longitude east of Papua', { longitude: 142 }, m.outsideIndonesia],
    ['a huge latitude', { latitude: 1e308 }, m.outsideIndonesia],
    ['a latitude as text', { latitude: '-6.2' }, `latitude: ${m.notANumber('Latitude')}`],
    ['rating 6', { rating: 6 }, m.rating],
    ['rating -1', { rating: -1 }, m.rating],
    ['a fractional review count', { jumlah_ulasan: 1.5 }, m.reviews],
    ['a huge review count', { jumlah_ulasan: 1e20 }, m.reviews],
    ['an unknown status', { is_subscribed: 'Mungkin' }, `is_subscribed: ${m.status}`],
    ['a phone with letters', { telepon: '0812-ABCD-999' }, m.phone],
    ['a phone too short', { telepon: '12345' }, m.phone],
    ['a phone too long', { telepon: '0812 3456 7890 1234' }, m.phone],
    ['a phone with a formula', { telepon: '=HYPERLINK("x")' }, m.phone],
    ['a NUL in the name', { nama: 'Depot\u0000Air' }, `nama: ${messages.api.controlCharacters}`],
    ['a lone surrogate in the address', { alamat: 'Jl. \uD800' }, messages.api.invalidText],
    ['an empty name', { nama: '   ' }, m.required('Nama')],
    ['a name too long', { nama: 'x'.repeat(121) }, `nama: ${m.tooLong('Nama', 120)}`],
    ['no address', { alamat: undefined }, 'alamat: '],
  ];

  it.each(rejected)('refuses %s with 400', async (_name, overrides, message) => {
    const before = (await list()).length;
    const res = await post(depotBody(overrides));
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<{ success: boolean; message: string }>();
    expect(body.success).toBe(false);
    if (message.endsWith(': ')) expect(body.message.startsWith(message)).toBe(true);
    else expect(body.message).toBe(message);
    expect(await list()).toHaveLength(before);
  });
});

describe('PUT /api/webgis/depot/:id', () => {
  it('changes surveyor and subscription, logs before and after, and keeps the depot off the public map', async () => {
    const id = await created(depotBody({ is_subscribed: 'Tidak' }));
    const res = await put(id, { surveyed_by: 'surveyor-baru', is_subscribed: 'Ya' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: m.updated });
    expect((await list()).find((d) => d.id === id)).toMatchObject({
      surveyed_by: 'surveyor-baru',
      is_subscribed: 'Ya',
    });
    expect((await publicList()).find((d) => d.id === id)).toBeUndefined();
    expect(await lastAudit('webgis.update', id)).toMatchObject({
      actorUsername: 'admin',
      targetTable: 'sebara_depot_air_minum',
      before: { surveyed_by: 'surveyor-jaksel', is_subscribed: 'Tidak' },
      after: { surveyed_by: 'surveyor-baru', is_subscribed: 'Ya' },
    });
  });

  it('clears the surveyor with an empty text', async () => {
    const id = await created();
    expect((await put(id, { surveyed_by: '', is_subscribed: 'Tidak' })).statusCode).toBe(200);
    expect((await list()).find((d) => d.id === id)?.surveyed_by).toBeNull();
  });

  it('answers 404 for an unknown depot and writes no audit entry', async () => {
    const res = await put(2_000_000_000, { surveyed_by: 'x', is_subscribed: 'Ya' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: m.notFound });
    expect(await lastAudit('webgis.update', 2_000_000_000)).toBeUndefined();
  });

  it.each([
    ['a bad status', { surveyed_by: 'x', is_subscribed: 'ya' }],
    ['no status', { surveyed_by: 'x' }],
    ['a NUL in the surveyor', { surveyed_by: 'a\u0000b', is_subscribed: 'Ya' }],
    ['a surveyor too long', { surveyed_by: 'x'.repeat(81), is_subscribed: 'Ya' }],
  ])('refuses %s with 400 and keeps the depot', async (_name, payload) => {
    const id = await created();
    const res = await put(id, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect((await list()).find((d) => d.id === id)).toMatchObject({
      surveyed_by: 'surveyor-jaksel',
      is_subscribed: 'Under Prospect',
    });
  });

  it.each(['0', '-1', 'abc', '99999999999'])('refuses the id %s with 400', async (id) => {
    expect((await put(id, { surveyed_by: 'x', is_subscribed: 'Ya' })).statusCode).toBe(400);
  });
});

describe('POST /api/webgis/depot/import', () => {
  const HEADER =
    'nama,alamat,telepon,jam_buka,latitude,longitude,kelurahan,kecamatan,kota_kabupaten,surveyed_by,is_subscribed,rating,jumlah_ulasan';

  it('stores the good rows and reports each bad one by its line', async () => {
    const tag = `Impor ${++counter}`;
    const csv = [
      `\uFEFF${HEADER}`,
      `${tag} A,"Jl. Kenanga No. 1, Depok",'+62 21 555-0101,24 jam,-6.4,106.82,Pondok Cina,Beji,Kota Depok,surveyor-depok,Ya,4.2,10`,
      `${tag} B,Jl. Mawar 2,,,-6.41,106.83,,,,,,,`,
      `${tag} C,Jl. Luar Negeri (Manila),,,14.6,121,,,,,,,`,
      `${tag} D,Jl. Rating,,,-6.42,106.84,,,,,,6,`,
      `${tag} E,Jl. Status,,,-6.43,106.85,,,,,Mungkin,,`,
      `${tag} F,Jl. Telepon,abc,,-6.44,106.86,,,,,,,`,
      `,Jl. Tanpa Nama,,,-6.45,106.87,,,,,,,`,
      `${tag} G,Jl. Koordinat,,,utara,106.88,,,,,,,`,
      `${tag} H,Jl. Kolom,,,-6.46,106.89,,,,,,,,extra`,
      `${tag} B,Jl. Mawar 2,,,-6.41,106.83,,,,,,,`,
      `"${tag} I, multi",Jl. Baris,,,-6.47,106.9,,,,,Tidak,"4,5",3`,
    ].join('\r\n');
    const res = await importCsv(csv);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<DepotImportResult>();
    expect(result.inserted).toBe(3);
    expect(result.errors).toEqual([
      { row: 4, message: m.outsideIndonesia },
      { row: 5, message: m.rating },
      { row: 6, message: `is_subscribed: ${m.status}` },
      { row: 7, message: m.phone },
      { row: 8, message: m.required('Nama') },
      { row: 9, message: `latitude: ${m.notANumber('Latitude')}` },
      { row: 10, message: m.importCellCount },
      { row: 11, message: m.importDuplicate },
    ]);
    expect(result.message).toBe(m.imported('3', '8'));
    const mine = (await list()).filter((d) => d.nama.startsWith(tag));
    expect(mine.map((d) => d.nama)).toEqual([`${tag} A`, `${tag} B`, `${tag} I, multi`]);
    expect(mine[0]).toMatchObject({
      alamat: 'Jl. Kenanga No. 1, Depok',
      telepon: '+62 21 555-0101',
      is_subscribed: 'Ya',
      rating: 4.2,
      jumlah_ulasan: 10,
      surveyed_by: 'surveyor-depok',
    });
    expect(mine[1]).toMatchObject({ is_subscribed: 'Under Prospect', telepon: null });
    expect(mine[2]).toMatchObject({ rating: 4.5, is_subscribed: 'Tidak' });
    const publicNames = (await publicList()).map((d) => d.nama);
    expect(publicNames.filter((name) => name.startsWith(tag))).toEqual([]);
    const entry = await lastAudit('webgis.import', mine[0]!.id);
    expect(entry).toMatchObject({
      actorUsername: 'admin',
      targetTable: 'sebara_depot_air_minum',
      after: { inserted: 3, first_id: mine[0]!.id, last_id: mine[2]!.id },
    });
  });

  it('adds nothing when the same file comes twice', async () => {
    const csv = `nama,alamat,latitude,longitude\nDepot Ulang ${++counter},Jl. Ulang,-6.3,106.9\n`;
    expect((await importCsv(csv)).json<DepotImportResult>().inserted).toBe(1);
    const again = (await importCsv(csv)).json<DepotImportResult>();
    expect(again).toMatchObject({ inserted: 0, errors: [{ row: 2, message: m.importDuplicate }] });
  });

  it('reads a semicolon file with decimal commas, as Excel writes it in Indonesia', async () => {
    const name = `Depot Titik Koma ${++counter}`;
    const csv = `id;nama;alamat;latitude;longitude;rating\n7;${name};Jl. Koma;-6,31;106,85;4,0\n`;
    expect((await importCsv(csv)).json<DepotImportResult>()).toMatchObject({
      inserted: 1,
      errors: [],
    });
    expect((await list()).find((d) => d.nama === name)).toMatchObject({
      latitude: -6.31,
      longitude: 106.85,
      rating: 4,
    });
  });

  it.each([
    ['an empty file', '', m.importEmpty],
    ['a header only', 'nama,alamat,latitude,longitude\r\n', m.importNoRows],
    [
      'an unknown column',
      'nama,alamat,latitude,longitude,harga\nA,B,-6.2,106.8,1\n',
      m.importUnknownColumn('harga'),
    ],
    [
      'a column twice',
      'nama,nama,alamat,latitude,longitude\nA,A,B,-6.2,106.8\n',
      m.importUnknownColumn('nama'),
    ],
    ['missing coordinates', 'nama,alamat\nA,B\n', m.importMissingColumns('latitude, longitude')],
    [
      'an unterminated quote',
      'nama,alamat,latitude,longitude\nA,"B,-6.2,106.8\nC,D,-6.3,106.9\n',
      m.importUnterminatedQuote(2),
    ],
    [
      'more than 10.000 rows',
      `nama,alamat,latitude,longitude\n${'A,B,-6.2,106.8\n'.repeat(10_001)}`,
      m.importTooManyRows('10.000'),
    ],
    [
      'a file over 2 MB',
      `nama,alamat,latitude,longitude\n${'x'.repeat(2 * 1024 * 1024)}`,
      m.importTooLarge(2),
    ],
  ])('refuses %s with 400 and stores nothing', async (_name, csv, message) => {
    const before = (await list()).length;
    const res = await importCsv(csv);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    expect(await list()).toHaveLength(before);
  });

  it('refuses a NUL in a cell as a bad row, not a failure', async () => {
    const res = await importCsv(`nama,alamat,latitude,longitude\nA\u0000,B,-6.2,106.8\n`);
    expect(res.statusCode).toBe(200);
    expect(res.json<DepotImportResult>()).toMatchObject({
      inserted: 0,
      errors: [{ row: 2, message: `nama: ${messages.api.controlCharacters}` }],
    });
  });

  it('stores 10.000 rows in one request', async () => {
    const tag = `Massal ${++counter}`;
    const rows = Array.from(
      { length: 10_000 },
      (_, i) => `${tag} ${i},Jl. Massal ${i},${(-6 - i / 10_000).toFixed(5)},106.8`,
    );
    const res = await importCsv(`nama,alamat,latitude,longitude\n${rows.join('\n')}\n`);
    expect(res.statusCode).toBe(200);
    expect(res.json<DepotImportResult>()).toMatchObject({ inserted: 10_000, errors: [] });
  });
});
