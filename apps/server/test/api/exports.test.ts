import { CSV_BOM, messages, type IncomePeriods, type SalesTotal } from '@depot/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { saleLines, sales, usageDaily } from '../../src/db/schema';
import { newEmployee, newOwner, type LoggedIn } from '../fixtures';
import { useTestApp } from '../use-test-app';

/**
 * The income screen's range and the three CSV exports, on one depot with hand-worked figures:
 * 2 March 2026 (a Monday, ISO week 10): the taps filled 4 gallons (75,6 L) and the till sold
 * 3 gallons for Rp 19.000; 3 March: 2 gallons (37,8 L) filled, one 15 L gallon sold for Rp 5.000;
 * a sale ten minutes into 4 March (WIB) falls outside the range.
 */
const t = useTestApp();
let depot: LoggedIn;
const RANGE = 'from=2026-03-02&to=2026-03-03';

let saleNumber = 0;

async function sale(
  createdAt: string,
  numberToday: number,
  lines: [string, 'pickup' | 'delivery', number, number][],
) {
  const totalPrice = lines.reduce((sum, [, , price, quantity]) => sum + price * quantity, 0);
  const [row] = await t.db
    .insert(sales)
    .values({
      accountId: depot.id,
      createdBy: depot.id,
      cashierName: 'Budi',
      totalPrice,
      numberToday,
      number: ++saleNumber,
      received: totalPrice,
      createdAt: new Date(createdAt),
    })
    .returning();
  await t.db.insert(saleLines).values(
    lines.map(([productName, mode, unitPrice, quantity]) => ({
      saleId: row!.id,
      productId: productName === 'Galon 19L' ? 1 : 2,
      productName,
      mode,
      unitPrice,
      quantity,
    })),
  );
}

beforeAll(async () => {
  depot = await newOwner(t);
  await sale('2026-03-02T08:15:00+07:00', 1, [
    ['Galon 19L', 'pickup', 6000, 2],
    ['Galon 19L', 'delivery', 7000, 1],
  ]);
  await sale('2026-03-03T23:30:00+07:00', 1, [['Galon 15L', 'pickup', 5000, 1]]);
  await sale('2026-03-04T00:10:00+07:00', 1, [['Galon 19L', 'pickup', 6000, 9]]);
  await t.db.insert(usageDaily).values([
    { accountId: depot.id, day: '2026-03-02', tap: 'A', gallons: 4, volumeL: 75.6 },
    { accountId: depot.id, day: '2026-03-03', tap: 'B', gallons: 2, volumeL: 37.8 },
  ]);
});

const get = (url: string, headers: Record<string, string> | null = depot.headers) =>
  t.app.inject({ url, headers: headers ?? {} });

describe('the income range', () => {
  it("answers the till's takings and the taps' gallons of the chosen days", async () => {
    const total = await get(`/api/sales/total/${depot.username}?${RANGE}`);
    expect(total.statusCode, total.body).toBe(200);
    expect(total.json<SalesTotal>().range).toEqual({
      from: '2026-03-02',
      to: '2026-03-03',
      rupiah: 24_000,
      gallons: 4,
    });
    const periods = await get(`/api/pendapatan/${depot.username}?${RANGE}`);
    expect(periods.json<IncomePeriods>().data).toEqual([
      { periode: '2026-03-02T00:00:00+07:00', gallons: 4 },
      { periode: '2026-03-03T00:00:00+07:00', gallons: 2 },
    ]);
  });

  it('takes a whole year and refuses a backwards, longer or half range', async () => {
    const year = await get(`/api/pendapatan/${depot.username}?from=2025-03-04&to=2026-03-04`);
    expect(year.json<IncomePeriods>().data).toHaveLength(366);
    const cases: [string, string][] = [
      ['from=2026-03-03&to=2026-03-02', messages.range.order],
      ['from=2025-03-03&to=2026-03-04', messages.range.tooLong(366)],
      ['from=2026-03-02', messages.range.both],
      ['from=2026-02-30&to=2026-03-02', messages.range.dateFormat],
    ];
    for (const [query, message] of cases) {
      for (const path of ['pendapatan', 'sales/total']) {
        const res = await get(`/api/${path}/${depot.username}?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json<{ message: string }>().message, query).toContain(message);
      }
    }
  });
});

const CSV = {
  sales: (u: string) => `/api/pos/${u}/sales.csv`,
  report: (u: string) => `/api/reports/${u}/report.csv`,
  reconciliation: (u: string) => `/api/reconciliation/${u}/days.csv`,
};

describe('the CSV exports', () => {
  it("writes the range's transactions, ; by default, whole rupiah without thousands dots", async () => {
    const res = await get(`${CSV.sales(depot.username)}?${RANGE}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="penjualan-${depot.username}-2026-03-02-2026-03-03.csv"`,
    );
    expect(res.body).toBe(
      `${CSV_BOM}Tanggal;Jam (WIB);Transaksi ke-;Kasir;Rincian;Jumlah Galon;Total (Rp);` +
        'No.;Metode;Diterima (Rp);Kembalian (Rp);Pelanggan\r\n' +
        '2026-03-02;08:15;1;Budi;"2 × Galon 19L (Tidak Diantar) @ Rp 6.000, 1 × Galon 19L (Diantar) @ Rp 7.000";3;19000;1;Tunai;19000;0;\r\n' +
        '2026-03-03;23:30;1;Budi;1 × Galon 15L (Tidak Diantar) @ Rp 5.000;1;5000;2;Tunai;5000;0;\r\n',
    );
  });

  it('writes the daily, weekly and monthly tables, decimals after the separator’s locale', async () => {
    const daily = await get(`${CSV.report(depot.username)}?${RANGE}`);
    expect(daily.headers['content-disposition']).toBe(
      `attachment; filename="laporan-daily-${depot.username}-2026-03-02-2026-03-03.csv"`,
    );
    expect(daily.body).toBe(
      `${CSV_BOM}Tanggal;Volume (L);Total Galon;Keran A (Galon);Keran B (Galon);Keran C (Galon)\r\n` +
        '2026-03-02;"75,6";4;4;0;0\r\n2026-03-03;"37,8";2;0;2;0\r\n',
    );
    const comma = await get(`${CSV.report(depot.username)}?${RANGE}&sep=%2C&period=weekly`);
    expect(comma.body).toBe(
      `${CSV_BOM}Minggu,Mulai (Senin),Volume (L),Total Galon\r\n10,2026-03-02,113.4,6\r\n`,
    );
    const monthly = await get(`${CSV.report(depot.username)}?${RANGE}&period=monthly`);
    expect(monthly.body).toBe(`${CSV_BOM}Bulan;Volume (L);Total Galon\r\n2026-03;"113,4";6\r\n`);
  });

  it("writes the reconciliation's days, each gap priced at that day's till price", async () => {
    const res = await get(`${CSV.reconciliation(depot.username)}?${RANGE}`);
    expect(res.statusCode, res.body).toBe(200);
    // 2 March: 19.000 / 3 gallons = Rp 6.333 a gallon, one gallon short.
    expect(res.body).toBe(
      `${CSV_BOM}Tanggal;Keran (galon);Kasir (galon);Selisih (galon);Selisih (Rp)\r\n` +
        '2026-03-02;4;3;1;6333\r\n2026-03-03;2;1;1;5000\r\n',
    );
  });

  it('refuses anyone but the owner: 401, 403 for another depot and for an employee', async () => {
    const other = await newOwner(t);
    const employee = await newEmployee(t, depot.username);
    for (const url of Object.values(CSV).map((f) => `${f(depot.username)}?${RANGE}`)) {
      const anonymous = await get(url, null);
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json()).toEqual({ success: false, message: messages.api.unauthorized });
      const foreign = await get(url, other.headers);
      expect(foreign.statusCode, url).toBe(403);
      expect(foreign.json()).toEqual({ success: false, message: messages.api.forbidden });
      const staff = await get(url, employee.headers);
      expect(staff.statusCode, url).toBe(403);
      expect(staff.json()).toEqual({ success: false, message: messages.api.ownerOnly });
    }
  });

  it('answers 400 for bad dates, a long range, a missing day or a bad separator', async () => {
    const cases: [string, string][] = [
      ['from=2026-03-03&to=2026-03-02', messages.range.order],
      ['from=2025-03-03&to=2026-03-04', messages.range.tooLong(366)],
      ['from=2026-02-30&to=2026-03-02', messages.range.dateFormat],
      [`${RANGE}&sep=%09`, messages.range.separator],
      ['from=2026-03-02', ''],
    ];
    for (const f of Object.values(CSV)) {
      for (const [query, message] of cases) {
        const res = await get(`${f(depot.username)}?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json<{ message: string }>().message, query).toContain(message);
      }
    }
    const period = await get(`${CSV.report(depot.username)}?${RANGE}&period=yearly`);
    expect(period.json<{ message: string }>().message).toContain(messages.range.period);
  });
});
