import type { SaleRequest } from '@depot/contract';
import { cartTotal, saleLines, type CartItem } from '../cart';

/** What the cashier screen saves: the request's fields, and one key per cart. */
export type SaveSale = Omit<SaleRequest, 'cart' | 'created_at'> & {
  cart: CartItem[];
  /** One key per cart: a double click, a retry or a sync after a restart stores one sale. */
  idempotencyKey: string;
};

/** A sale as it is kept until the server has it: with the moment the cashier saved it. */
export type SaleVariables = SaveSale & { madeAt: string };

/**
 * A sale sent later than this after it was made (kept offline, retried) carries its own time
 * and the total the cashier saw; one sent at once is timed and priced by the server alone, so a
 * phone whose clock is off never has a counter sale refused.
 */
export const SENT_LATE_MS = 5_000;

/** The request body; a late sale always carries its original time and an expected total. */
export function saleBody(
  { idempotencyKey: _key, madeAt, ...request }: SaleVariables,
  now = Date.now(),
) {
  // Only the fields a cart line sends: the server prices every line itself.
  const body = { ...request, cart: saleLines(request.cart) };
  if (now - Date.parse(madeAt) < SENT_LATE_MS) return body;
  return {
    ...body,
    created_at: madeAt,
    expected_total: request.expected_total ?? cartTotal(request.cart),
  };
}

/**
 * The same sale at the total the server now asks (409: prices changed), once the cashier agrees.
 * Cash that no longer covers it is raised to the new total: the cashier collects the difference.
 */
export function agreeTo(sale: SaleVariables, newTotal: number | undefined): SaleVariables {
  if (newTotal === undefined) return sale;
  const { payment } = sale;
  const short =
    payment?.method === 'tunai' && payment.received !== undefined && payment.received < newTotal;
  return {
    ...sale,
    expected_total: newTotal,
    ...(short ? { payment: { ...payment, received: newTotal } } : {}),
  };
}
