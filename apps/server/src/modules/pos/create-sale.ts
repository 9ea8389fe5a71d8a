import { createHash } from 'node:crypto';
import {
  CLOCK_SKEW_MS,
  formatRupiah,
  messages,
  OFFLINE_SALE_MAX_DAYS,
  type CartLine,
  type SalePayment,
  type SaleResponse,
} from '@depot/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError, isUniqueViolation } from '../../lib/http-error';
import { findCustomer } from '../customers';
import { depotId, lockDepot } from '../depots';
import { catalogueOf } from './catalogue';
import * as repo from './pos.repository';
import type { sales } from './pos.schema';
import { saleSummaries, stampsOf } from './sale-summary';
import { listTotalOf, priceCart, totalOf } from './sale-pricing';

export interface SaleInput {
  username: string;
  cart: CartLine[];
  cashierId: number;
  idempotencyKey?: string;
  /** Tunai with the exact amount when left out (the spec's request). */
  payment?: SalePayment;
  customerId?: number;
  /** When an offline sale was made (ISO 8601); now when left out. */
  createdAt?: string;
  /** The total the cashier showed; another total now is refused with PriceChanged. */
  expectedTotal?: number;
}

/** 409: the catalogue's total differs from the one the cashier showed; `total` is today's. */
export class PriceChanged extends HttpError {
  constructor(
    was: number,
    readonly total: number,
  ) {
    super(409, messages.pos.priceChanged(formatRupiah(was), formatRupiah(total)));
  }
}

const DAY_MS = 86_400_000;
/** The largest total a sale may have: the largest amount a cashier can receive. */
const MAX_SALE_TOTAL = 1_000_000_000;

/** When the sale was made: now, or an offline sale's own time, neither ahead nor too old. */
function saleTime(createdAt: string | undefined, now: Date): Date {
  if (createdAt === undefined) return now;
  const at = new Date(createdAt);
  if (Number.isNaN(at.getTime())) throw new HttpError(400, messages.pos.saleTime);
  if (at.getTime() > now.getTime() + CLOCK_SKEW_MS) {
    throw new HttpError(400, messages.pos.saleTimeFuture);
  }
  if (at.getTime() < now.getTime() - OFFLINE_SALE_MAX_DAYS * DAY_MS) {
    throw new HttpError(400, messages.pos.saleTimeTooOld(OFFLINE_SALE_MAX_DAYS));
  }
  return at;
}

/**
 * What makes two saves the same request: the depot, the cart (its lines in any order) and, when
 * sent, the payment, customer and time. A spec request `{username, cart}` hashes as it always did.
 */
function requestHashOf(accountId: number, input: SaleInput): string {
  const cart = input.cart
    .map((l) => [l.id, l.isDelivery ? 'delivery' : 'pickup', l.quantity] as const)
    .sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]) || a[2] - b[2]);
  const at = input.createdAt === undefined ? undefined : new Date(input.createdAt).getTime();
  return createHash('sha256')
    .update(
      JSON.stringify({
        depot: accountId,
        cart,
        payment: input.payment && [input.payment.method, input.payment.received ?? null],
        customer: input.customerId,
        at,
      }),
    )
    .digest('hex');
}

type StoredSale = typeof sales.$inferSelect;

async function answer(db: Db, sale: StoredSale): Promise<SaleResponse> {
  const [summary] = await saleSummaries(db, [sale.id]);
  if (!summary) throw new Error(`sale ${sale.id} has no summary`);
  return {
    success: true,
    total_today: sale.numberToday,
    transaction_id: sale.id,
    total_price: sale.totalPrice,
    sale: summary,
  };
}

/**
 * A repeat answers as the first save did. The same key with another request or depot is refused
 * (as the IETF Idempotency-Key draft says) instead of silently answering for the first one.
 * Sales saved before request hashes were kept have none and are answered as before.
 */
function repeatOf(db: Db, earlier: StoredSale, requestHash: string) {
  if (earlier.requestHash !== null && earlier.requestHash !== requestHash) {
    throw new HttpError(422, messages.pos.idempotencyReused);
  }
  return answer(db, earlier);
}

/** A sale's arrival, stamped after the depot's lock (see lockDepot): tutup kasir counts by it. */
const tillClock = sql<Date>`clock_timestamp()`;

/** A new sale's lines, money, customer and numbers; the caller holds the depot's lock. */
async function newSale(tx: Db, accountId: number, input: SaleInput, now: Date) {
  const createdAt = saleTime(input.createdAt, now);
  const customerId = input.customerId;
  if (customerId !== undefined && !(await findCustomer(tx, accountId, customerId))) {
    throw new HttpError(400, messages.pos.customerNotFound);
  }
  const catalogue = await catalogueOf(tx, accountId);
  const stamps =
    customerId === undefined
      ? undefined
      : await stampsOf(
          tx,
          accountId,
          customerId,
          catalogue.filter((p) => p.promoEvery),
        );
  const lines = priceCart(input.cart, catalogue, stamps);
  const totalPrice = totalOf(lines);
  // The catalogue allows Rp 10.000.000 a unit and 1.000 units a line: more than a sale can hold.
  if (totalPrice > MAX_SALE_TOTAL) throw new HttpError(400, messages.pos.amount);
  const listTotal = listTotalOf(lines);
  if (input.expectedTotal !== undefined && input.expectedTotal !== listTotal) {
    throw new PriceChanged(input.expectedTotal, listTotal);
  }
  const { method, received = totalPrice } = input.payment ?? { method: 'tunai' };
  if (method === 'tunai' && received < totalPrice) {
    throw new HttpError(400, messages.pos.receivedTooLow(formatRupiah(totalPrice)));
  }
  const paid = method === 'tunai' ? received : totalPrice;
  return {
    lines,
    sale: {
      totalPrice,
      paymentMethod: method,
      received: paid,
      change: paid - totalPrice,
      customerId,
      createdAt,
      number: await repo.nextNumber(tx, accountId),
      numberToday: (await repo.countToday(tx, accountId, createdAt)) + 1,
    },
  };
}

/**
 * Stores a transaction, priced from the depot's catalogue now. With an idempotency key (one per
 * cashier account), a repeat (a double click, a retried or synced request) stores nothing new
 * and answers as the first save did, even if prices changed since.
 */
export async function createSale(
  db: Db,
  input: SaleInput,
  now = new Date(),
): Promise<SaleResponse> {
  const accountId = await depotId(db, input.username);
  const key = input.idempotencyKey;
  const requestHash = requestHashOf(accountId, input);
  try {
    return await db.transaction(async (tx) => {
      await lockDepot(tx, accountId);
      const earlier = key ? await repo.findByIdempotencyKey(tx, input.cashierId, key) : undefined;
      if (earlier) return repeatOf(tx, earlier, requestHash);
      const { sale, lines } = await newSale(tx, accountId, input, now);
      const row = await repo.insertSale(
        tx,
        {
          ...sale,
          accountId,
          createdBy: input.cashierId,
          cashierName: repo.cashierNameOf(input.cashierId),
          idempotencyKey: key,
          requestHash: key ? requestHash : null,
          recordedAt: tillClock,
        },
        lines,
      );
      return answer(tx, row);
    });
  } catch (error) {
    // The same key saved at the same moment by another request (for another depot, so not
    // behind the same lock): answer with that one, or refuse if the requests differ.
    const earlier =
      key && isUniqueViolation(error)
        ? await repo.findByIdempotencyKey(db, input.cashierId, key)
        : undefined;
    if (earlier) return repeatOf(db, earlier, requestHash);
    throw error;
  }
}
