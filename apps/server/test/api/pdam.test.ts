import { messages, type CalculateBillResponse, type PdamOptions } from '@depot/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdamGolongan, pdamUtilities } from '../../src/db/schema';
import { ensurePdamTariffs } from '../../src/modules/pdam';
import { asAdmin } from '../fixtures';
import { useTestApp } from '../use-test-app';
import { newDepot, postReading, type TestDepot } from '../telemetry';
import { twoDepots, type TwoDepots } from '../callers';

const t = useTestApp({ rateLimits: false });
let { a, b, ownerA } = {} as TwoDepots;

beforeAll(async () => {
  ({ a, b, ownerA } = await twoDepots(t));
});

const usage = (username: string, query: string, headers: Record<string, string> = ownerA) =>
  t.app.inject({ method: 'GET', url: `/api/pdam/total-usage/${username}?${query}`, headers });
/** The 12 months up to `month` of 2025, priced with PAM Jaya's 'rumah tangga menengah 1'. */
const history = (username: string, month: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: `/api/pdam/usage-history/${username}?month=${month}&year=2025&pdamId=pam-jaya&golonganId=rt-menengah-1`,
    headers,
  });
const bill = (payload: object, headers: Record<string, string> = ownerA) =>
  t.app.inject({ method: 'POST', url: '/api/pdam/calculate-bill', headers, payload });

/** Water level in cm of the 1000 L / 120 cm test tank holding `litres`. */
const level = (litres: number) => (litres / 1000) * 120;

describe('GET /api/pdam/pdam-options', () => {
  it('lists the seeded PDAMs keyed by slug, each golongan keyed by slug', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/pdam/pdam-options',
      headers: ownerA,
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<PdamOptions>();
    expect(Object.keys(data)[0]).toBe('pam-jaya');
    expect(data['pam-jaya']!.name).toBe('PAM Jaya (DKI Jakarta)');
    expect(data['pam-jaya']!.regulation).toMatch(/730 Tahun 2024/);
    expect(data['pam-jaya']!.golongan).toMatchObject({
      'rt-menengah-1': 'Rumah Tangga Menengah 1',
      'kios-air': 'Kios Air',
    });
    expect(Object.keys(data['tirta-bening-pati']!.golongan)).toContain('rumah-tangga-1');
  });

  it('needs a login', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pdam/pdam-options' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(messages.api.unauthorized);
  });

  it('seeding again adds only what is missing and keeps edits', async () => {
    await t.db
      .update(pdamGolongan)
      .set({ description: 'Kios Air (diubah)' })
      .where(eq(pdamGolongan.id, 'kios-air'));
    await ensurePdamTariffs(t.db);
    const [row] = await t.db
      .select({ description: pdamGolongan.description })
      .from(pdamGolongan)
      .where(eq(pdamGolongan.id, 'kios-air'));
    expect(row!.description).toBe('Kios Air (diubah)');
    await t.db
      .update(pdamGolongan)
      .set({ description: 'Kios Air' })
      .where(eq(pdamGolongan.id, 'kios-air'));
  });
});

describe('POST /api/pdam/calculate-bill', () => {
  it('PAM Jaya Rumah Tangga Menengah 1 at 25 m³: water Rp 206.500, with block lines', async () => {
    const res = await bill({ pdamId: 'pam-jaya', golonganId: 'rt-menengah-1', usageM3: 25 });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<CalculateBillResponse>();
    expect(data).toMatchObject({
      pdam_name: 'PAM Jaya (DKI Jakarta)',
      golongan: 'Rumah Tangga Menengah 1',
      usage_m3: 25,
      total_tagihan: 206_500,
      detail_biaya: {
        biaya_pemakaian_air: 206_500,
        biaya_administrasi: 0,
        biaya_pemeliharaan_meter: 0,
        sub_total_sebelum_ppn_materai: 206_500,
        ppn_persentase: 0,
        ppn_jumlah: 0,
        materai_jumlah: 0,
      },
      volume_ditagih_m3: 25,
      dasar_tarif: { tanggal: '2024-10-16' },
    });
    expect(data.rincian_blok.map((l) => [l.dari_m3, l.sampai_m3, l.volume_m3, l.biaya])).toEqual([
      [0, 10, 10, 49_000],
      [10, 20, 10, 95_000],
      [20, null, 5, 62_500],
    ]);
  });

  it('a minimum usage, fixed fees and PPN set for a PDAM (seeded from a data file)', async () => {
    await ensurePdamTariffs(t.db, [
      {
        id: 'uji-minimum',
        name: 'PDAM Uji',
        region: 'Uji',
        regulation: 'Perbup Uji 1/2025',
        regulationDate: '2025-01-01',
        source: 'https://example.org/tarif',
        golongan: [
          {
            id: 'niaga-kecil',
            description: 'Niaga Kecil',
            minimumM3: 10,
            adminFee: 5_000,
            meterFee: 2_500,
            blocks: [
              { from: 0, to: 10, price: 5_000 },
              { from: 10, to: null, price: 7_000 },
            ],
            source: 'https://example.org/tarif',
          },
        ],
      },
    ]);
    await t.db
      .update(pdamUtilities)
      .set({ ppnPercent: 11 })
      .where(eq(pdamUtilities.id, 'uji-minimum'));
    const res = await bill({ pdamId: 'uji-minimum', golonganId: 'niaga-kecil', usageM3: 3 });
    expect(res.json<CalculateBillResponse>().data).toMatchObject({
      usage_m3: 3,
      pemakaian_minimum_m3: 10,
      volume_ditagih_m3: 10,
      // 10 × 5.000 + 5.000 + 2.500 = 57.500; PPN 11 % = 6.325
      total_tagihan: 63_825,
      detail_biaya: {
        biaya_pemakaian_air: 50_000,
        sub_total_sebelum_ppn_materai: 57_500,
        ppn_persentase: 11,
        ppn_jumlah: 6_325,
      },
    });
  });

  it('a bill above Rp 5.000.000 carries Rp 10.000 materai', async () => {
    const res = await bill({ pdamId: 'pam-jaya', golonganId: 'kios-air', usageM3: 1200 });
    expect(res.json<CalculateBillResponse>().data).toMatchObject({
      total_tagihan: 5_395_500,
      detail_biaya: { biaya_pemakaian_air: 5_385_500, materai_jumlah: 10_000 },
    });
  });

  it('404 for an unknown PDAM or golongan', async () => {
    const pdam = await bill({ pdamId: 'pdam-tidak-ada', golonganId: 'rt-menengah-1', usageM3: 5 });
    expect(pdam.statusCode).toBe(404);
    expect(pdam.json()).toEqual({
      success: false,
      message: messages.pdam.pdamNotFound('pdam-tidak-ada'),
    });
    const golongan = await bill({ pdamId: 'pam-jaya', golonganId: 'industri', usageM3: 5 });
    expect(golongan.statusCode).toBe(404);
    expect(golongan.json().message).toBe(
      messages.pdam.golonganNotFound('industri', 'PAM Jaya (DKI Jakarta)'),
    );
  });

  it.each([
    ['negative', -1],
    ['absurd', 100_001],
    ['a string', '25'],
    ['null', null],
  ])('400 for a %s usage', async (_, usageM3) => {
    const res = await bill({ pdamId: 'pam-jaya', golonganId: 'rt-menengah-1', usageM3 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(messages.pdam.usageInvalid);
  });

  it('400 for NaN (not JSON) and for a malformed id', async () => {
    const nan = await t.app.inject({
      method: 'POST',
      url: '/api/pdam/calculate-bill',
      headers: { ...ownerA, 'content-type': 'application/json' },
      payload: '{"pdamId":"pam-jaya","golonganId":"rt-menengah-1","usageM3":NaN}',
    });
    expect(nan.statusCode).toBe(400);
    const id = await bill({ pdamId: 'PAM JAYA\u0000', golonganId: 'x', usageM3: 1 });
    expect(id.statusCode).toBe(400);
    expect(id.json().message).toContain(messages.pdam.invalidId);
  });

  it('401 without a login', async () => {
    const res = await bill({ pdamId: 'pam-jaya', golonganId: 'rt-menengah-1', usageM3: 1 }, {});
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/pdam/total-usage/{username}: mass balance cut in Asia/Jakarta', () => {
  beforeAll(async () => {
    const levels = await postReading(t, a.level, a.key, [
      { water_level_cm: level(400), ts: '2025-02-28T23:00:00+07:00' },
      { water_level_cm: level(640), ts: '2025-03-01T01:00:00+07:00' },
      { water_level_cm: level(650), ts: '2025-03-15T12:00:00+07:00' },
      { water_level_cm: level(880), ts: '2025-03-31T23:00:00+07:00' },
      { water_level_cm: level(760), ts: '2025-04-01T01:00:00+07:00' },
      { water_level_cm: level(920), ts: '2025-04-30T12:00:00+07:00' },
    ]);
    expect(levels.json()).toMatchObject({ accepted: 6, rejected: 0 });
    const taps = await postReading(t, a.tapA, a.key, [
      { volume_l: 19, ts: '2025-03-10T09:00:00+07:00' },
      { volume_l: 19, ts: '2025-03-31T23:59:00+07:00' },
      { volume_l: 19, ts: '2025-04-01T00:01:00+07:00' },
    ]);
    expect(taps.json()).toMatchObject({ accepted: 3, rejected: 0 });
  });

  // Each month opens and closes with the stock at its WIB midnight, interpolated between the
  // readings either side: 1 March 00:00 WIB is halfway between 400 L (23:00) and 640 L (01:00),
  // so 520 L; 1 April 00:00 WIB halfway between 880 L and 760 L, so 820 L.
  it('March: stock 520 → 820 L at its WIB midnights plus 38 L dispensed = 0,34 m³ bought', async () => {
    const res = await usage(a.username, 'month=03&year=2025');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        total_m3: 0.34,
        dispensed_m3: 0.04,
        difference_m3: 0.3,
        stock_change_m3: 0.3,
        has_level_readings: true,
        month: '03',
        year: '2025',
      },
    });
  });

  it('April opens at 820 L and, with no reading after it, closes at its last (920 L): 100 L plus the 19 L of 00:01 WIB on the 1st (17:01Z on 31 March)', async () => {
    const res = await usage(a.username, 'month=04&year=2025');
    expect(res.json().data).toMatchObject({
      total_m3: 0.12,
      dispensed_m3: 0.02,
      stock_change_m3: 0.1,
      has_level_readings: true,
    });
  });

  it('a month without readings is 0 m³', async () => {
    const res = await usage(a.username, 'month=06&year=2024');
    expect(res.json().data).toMatchObject({
      total_m3: 0,
      dispensed_m3: 0,
      has_level_readings: false,
    });
  });

  it('the 12-month history prices each month with the chosen tariff', async () => {
    const res = await history(a.username, '04', ownerA);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { month: string; total_m3: number; estimated_bill: number }[];
    expect(rows).toHaveLength(12);
    expect(rows[0]!.month).toBe('2024-05');
    expect(rows.slice(-2)).toMatchObject([
      { month: '2025-03', total_m3: 0.34, dispensed_m3: 0.04, estimated_bill: 1_666 },
      { month: '2025-04', total_m3: 0.12, dispensed_m3: 0.02, estimated_bill: 588 },
    ]);
  });

  it('another depot gets 403, an unknown one 404, a visitor 401', async () => {
    const other = await usage(b.username, 'month=03&year=2025');
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(messages.api.forbidden);
    const admin = await t.app.inject({
      method: 'GET',
      url: `/api/pdam/total-usage/tidak-ada-depot?month=03&year=2025`,
      headers: await asAdmin(t),
    });
    expect(admin.statusCode).toBe(404);
    expect((await usage(a.username, 'month=03&year=2025', {})).statusCode).toBe(401);
  });

  it.each([
    ['month=13&year=2025', messages.pdam.monthInvalid],
    ['month=3&year=2025', messages.pdam.monthInvalid],
    ['month=03&year=1990', messages.pdam.yearInvalid(2000, 2099)],
    ['month=03', undefined],
    ['month=03&year=2025&extra=1', undefined],
  ])('400 for %s', async (query, message) => {
    const res = await usage(a.username, query);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toContain(message);
  });
});

describe('a refill while the level sensor is silent across the month boundary', () => {
  let c: TestDepot;
  let ownerC: Record<string, string>;
  beforeAll(async () => {
    c = await newDepot(t);
    ownerC = await t.authAs(c.username, c.password);
    // Silent from 30 Sep 23:59 to 2 Oct 08:00 WIB (1 921 minutes); 500 L bought on 1 October.
    const levels = await postReading(t, c.level, c.key, [
      { water_level_cm: level(300), ts: '2025-09-15T12:00:00+07:00' },
      { water_level_cm: level(300), ts: '2025-09-30T23:59:00+07:00' },
      { water_level_cm: level(800), ts: '2025-10-02T08:00:00+07:00' },
      { water_level_cm: level(800), ts: '2025-10-31T12:00:00+07:00' },
    ]);
    expect(levels.json()).toMatchObject({ accepted: 4, rejected: 0 });
  });

  // 1 October 00:00 WIB is 1 of the 1 921 silent minutes in: 300 + 500 × 1/1 921 = 300,26 L.
  it('October opens at 300,26 L and closes at 800 L: 499,74 L = 0,50 m³ bought', async () => {
    const res = await usage(c.username, 'month=10&year=2025', ownerC);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      total_m3: 0.5,
      dispensed_m3: 0,
      difference_m3: 0.5,
      stock_change_m3: 0.5,
      has_level_readings: true,
      month: '10',
      year: '2025',
    });
  });

  it('September keeps the other 0,26 L; the history bills October Rp 2.450 (0,5 m³ × Rp 4.900)', async () => {
    const res = await history(c.username, '10', ownerC);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.slice(-2)).toEqual([
      {
        month: '2025-09',
        total_m3: 0,
        dispensed_m3: 0,
        difference_m3: 0,
        estimated_bill: 0,
      },
      {
        month: '2025-10',
        total_m3: 0.5,
        dispensed_m3: 0,
        difference_m3: 0.5,
        estimated_bill: 2_450,
      },
    ]);
  });

  it('a month wholly inside a silence gets its share by time (February 2024, 29 of 30 days)', async () => {
    // 200 L at 31 Jan 00:00 WIB, 780 L at 1 Mar 00:00 WIB: February opens 1 day into the 30,
    // at 200 + 580 × 1/30 = 219,33 L, and closes at 780 L: 560,67 L = 0,56 m³.
    const levels = await postReading(t, c.level, c.key, [
      { water_level_cm: level(200), ts: '2024-01-31T00:00:00+07:00' },
      { water_level_cm: level(780), ts: '2024-03-01T00:00:00+07:00' },
    ]);
    expect(levels.json()).toMatchObject({ accepted: 2, rejected: 0 });
    // January opens at its first reading (none before it) and closes at 219,33 L: 0,02 m³.
    const figures = async (month: string) =>
      (await usage(c.username, `month=${month}&year=2024`, ownerC)).json().data;
    expect(await figures('01')).toMatchObject({ stock_change_m3: 0.02, total_m3: 0.02 });
    expect(await figures('02')).toMatchObject({
      stock_change_m3: 0.56,
      total_m3: 0.56,
      has_level_readings: true,
    });
  });
});
