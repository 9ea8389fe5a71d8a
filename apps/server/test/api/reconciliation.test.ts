import {
  formatDay,
  formatRupiah,
  messages,
  type ReconciliationDay,
  type ReconciliationTrend,
} from '@depot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance, saleLines, sales } from '../../src/db/schema';
import {
  closeDay,
  GAP_NOTIFICATION_KIND,
} from '../../src/modules/reconciliation/reconciliation.service';
import { asAdmin, newEmployee, newOwner, type LoggedIn } from '../fixtures';
import { createTestApp, type TestContext } from '../helpers';
import { newDepot, notificationsOf, postReading, type TestDepot } from '../telemetry';

let t: TestContext;
let depot: TestDepot;
let owner: LoggedIn;
let kasir: LoggedIn;
let other: LoggedIn;

const wib = (time: string) => new Date(`${time}+07:00`);

let saleNumber = 0;

async function sell(by: number, time: string, gallons: number, unitPrice: number) {
  const [sale] = await t.db
    .insert(sales)
    .values({
      accountId: depot.accountId,
      createdBy: by,
      totalPrice: gallons * unitPrice,
      numberToday: 1,
      number: ++saleNumber,
      received: gallons * unitPrice,
      createdAt: wib(time),
    })
    .returning({ id: sales.id });
  await t.db.insert(saleLines).values({
    saleId: sale!.id,
    productId: 1,
    productName: 'Galon 19L',
    mode: 'pickup',
    unitPrice,
    quantity: gallons,
  });
}

/**
 * 20 November 2026 (WIB). Pagi 06:00–14:00 (the cashier, clocked in 05:58–14:00): tap A fills 3
 * gallons, the cashier rings up 2: a sale missing at the till. Malam 22:00–06:00 (nobody on it):
 * tap B left running fills 3 gallons at 23:50–23:52 and one more at 00:10 on the 21st, across WIB
 * midnight; the owner rings up 2 at 23:55.
 */
beforeAll(async () => {
  t = await createTestApp();
  depot = await newDepot(t);
  owner = {
    id: depot.accountId,
    username: depot.username,
    headers: await t.authAs(depot.username, depot.password),
  };
  kasir = await newEmployee(t, depot.username);
  other = await newOwner(t, 'lain');
  for (const shift of [
    { name: 'Pagi', start: '06:00', end: '14:00', employee_ids: [kasir.id] },
    { name: 'Malam', start: '22:00', end: '06:00' },
  ]) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/shifts/${depot.username}`,
      headers: owner.headers,
      payload: shift,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const fills = (tap: string, times: string[]) =>
    postReading(
      t,
      tap,
      depot.key,
      times.map((ts) => ({ volume_l: 19, ts: `${ts}+07:00` })),
    );
  expect(
    (await fills(depot.tapA, ['2026-11-20T07:00:00', '2026-11-20T07:10:00', '2026-11-20T07:20:00']))
      .statusCode,
  ).toBe(200);
  expect(
    (
      await fills(depot.tapB, [
        '2026-11-20T23:50:00',
        '2026-11-20T23:51:00',
        '2026-11-20T23:52:00',
        '2026-11-21T00:10:00',
      ])
    ).statusCode,
  ).toBe(200);
  await sell(kasir.id, '2026-11-20T08:00:00', 2, 6000);
  await sell(owner.id, '2026-11-20T23:55:00', 2, 6000);
  await t.db.insert(attendance).values({
    accountId: depot.accountId,
    personId: kasir.id,
    clockIn: wib('2026-11-20T05:58:00'),
    clockOut: wib('2026-11-20T14:00:00'),
  });
});
afterAll(() => t.close());

const get = (
  query: string,
  headers: Record<string, string> = owner.headers,
  name = depot.username,
) => t.app.inject({ method: 'GET', url: `/api/reconciliation/${name}${query}`, headers });

const error = (message: string) => ({ success: false, message });

/** Pagi's day, all of it the kasir's: they worked it alone. */
const pagiFigures = { tap_gallons: 3, sold_gallons: 2, gap_gallons: 1, gap_rupiah: 6000 };
const pagi = { name: 'Pagi', start: '06:00', end: '14:00', ...pagiFigures };

describe('reconciliation API', () => {
  it('matches a day’s taps against its till, per shift and per person', async () => {
    const res = await get('?date=2026-11-20');
    expect(res.statusCode, res.body).toBe(200);
    const day = res.json<ReconciliationDay>();
    expect(day).toEqual({
      date: '2026-11-20',
      // 3 at Pagi + 3 before midnight; the 00:10 fill is the 21st's.
      tap_gallons: 6,
      sold_gallons: 4,
      gap_gallons: 2,
      gap_rupiah: 12_000,
      price_per_gallon: 6000,
      by_shift: [
        { shift_id: expect.any(Number), ...pagi },
        // Malam runs into the 21st: 4 filled (00:10 too), 2 sold.
        {
          shift_id: expect.any(Number),
          name: 'Malam',
          start: '22:00',
          end: '06:00',
          tap_gallons: 4,
          sold_gallons: 2,
          gap_gallons: 2,
          gap_rupiah: 12_000,
        },
      ],
      by_employee: [
        // The owner was never clocked in: taps 0, sold 2.
        {
          person_id: owner.id,
          name: owner.username,
          tap_gallons: 0,
          sold_gallons: 2,
          gap_gallons: -2,
          gap_rupiah: -12_000,
        },
        { person_id: kasir.id, name: kasir.username, ...pagiFigures },
      ],
    });
  });

  it('shows an employee their own shift only', async () => {
    const res = await get('?date=2026-11-20', kasir.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      date: '2026-11-20',
      ...pagiFigures,
      price_per_gallon: 6000,
      by_shift: [{ shift_id: expect.any(Number), ...pagi }],
      by_employee: [{ person_id: kasir.id, name: kasir.username, ...pagiFigures }],
    });
    const trend = await get('?from=2026-11-19&to=2026-11-21', kasir.headers);
    expect(trend.statusCode).toBe(403);
    expect(trend.json()).toEqual(error(messages.api.ownerOnly));
  });

  it('draws the trend from the daily rollups, a day without sales at the default price', async () => {
    const res = await get('?from=2026-11-19&to=2026-11-21');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ReconciliationTrend>()).toEqual({
      from: '2026-11-19',
      to: '2026-11-21',
      threshold_gallons: 2,
      days: [
        { date: '2026-11-19', tap_gallons: 0, sold_gallons: 0, gap_gallons: 0, gap_rupiah: 0 },
        { date: '2026-11-20', tap_gallons: 6, sold_gallons: 4, gap_gallons: 2, gap_rupiah: 12_000 },
        { date: '2026-11-21', tap_gallons: 1, sold_gallons: 0, gap_gallons: 1, gap_rupiah: 6000 },
      ],
    });
  });

  it('answers 400 for bad dates and ranges, 401, 403 and 404', async () => {
    const cases: [string, string][] = [
      ['?date=2026-02-31', messages.range.dateFormat],
      ['?date=20-11-2026', messages.range.dateFormat],
      ['?from=2026-11-01', messages.reconciliation.dateOrRange],
      ['?date=2026-11-20&from=2026-11-01&to=2026-11-02', messages.reconciliation.dateOrRange],
      ['?from=2026-11-20&to=2026-11-19', messages.range.order],
      // 1 September to 1 December is 92 days; one more is refused.
      ['?from=2026-09-01&to=2026-12-02', messages.reconciliation.rangeTooLong(92)],
    ];
    for (const [query, message] of cases) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message, query).toContain(message);
    }
    expect((await get('?from=2026-09-01&to=2026-12-01')).statusCode).toBe(200);
    expect((await get('', {})).statusCode).toBe(401);
    expect((await get('', other.headers)).statusCode).toBe(403);
    expect((await get('', await asAdmin(t), 'tidak-ada')).statusCode).toBe(404);
  });

  it('keeps the owner’s threshold', async () => {
    const put = (body: object, headers = owner.headers) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/reconciliation/${depot.username}/settings`,
        headers,
        payload: body,
      });
    expect((await put({ gap_threshold_gallons: 1.5 })).json()).toEqual({
      message: messages.reconciliation.thresholdSaved('1,5'),
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/reconciliation/${depot.username}/settings`,
      headers: owner.headers,
    });
    expect(res.json()).toEqual({ gap_threshold_gallons: 1.5 });
    expect((await put({ gap_threshold_gallons: -1 })).statusCode).toBe(400);
    expect((await put({ gap_threshold_gallons: 1 }, kasir.headers)).statusCode).toBe(403);
  });

  it('notifies a closed day once when its gap is above the threshold, and not a day below it', async () => {
    const now = new Date('2026-11-22T01:00:00Z');
    // Threshold 1,5 (set above): the 20th's gap of 2 is notified, the 21st's of 1 is not.
    expect(await closeDay(t.db, depot.accountId, '2026-11-20', now)).toBe(true);
    expect(await closeDay(t.db, depot.accountId, '2026-11-20', now)).toBe(false);
    expect(await closeDay(t.db, depot.accountId, '2026-11-21', now)).toBe(false);
    const notes = await notificationsOf(t, depot.accountId, GAP_NOTIFICATION_KIND);
    expect(notes.map((n) => n.message)).toEqual([
      messages.reconciliation.gapAlert(formatDay('2026-11-20'), '2', formatRupiah(12_000), '1,5'),
    ]);
  });
});
