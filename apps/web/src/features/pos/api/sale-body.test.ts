import { describe, expect, it } from 'vitest';
import type { CartItem } from '../cart';
import { agreeTo, saleBody, SENT_LATE_MS, type SaleVariables } from './sale-body';

const line: CartItem = {
  id: 1,
  name: 'Galon 19L',
  price: 6000,
  priceDelivery: 7000,
  image: '/products/galon-19l.svg',
  isDelivery: false,
  quantity: 2,
};
const madeAt = '2026-11-27T03:00:00.000Z';
const sale: SaleVariables = { username: 'depot1', cart: [line], idempotencyKey: 'k-1', madeAt };
const made = Date.parse(madeAt);
/** What a cart line sends: the server prices it from the catalogue. */
const sent = { id: 1, isDelivery: false, quantity: 2 };

describe('saleBody', () => {
  it('sends a sale made a moment ago as the spec asks, timed and priced by the server', () => {
    expect(saleBody(sale, made + SENT_LATE_MS - 1)).toEqual({ username: 'depot1', cart: [sent] });
  });

  it('gives a late sale its own time and the total the cashier saw', () => {
    expect(saleBody(sale, made + SENT_LATE_MS)).toEqual({
      username: 'depot1',
      cart: [sent],
      created_at: madeAt,
      expected_total: 12_000,
    });
  });

  it('keeps the total the screen passed (a promo the cart alone does not know)', () => {
    const body = saleBody({ ...sale, expected_total: 6000 }, made + 60_000);
    expect(body).toMatchObject({ expected_total: 6000, created_at: madeAt });
  });
});

describe('agreeTo', () => {
  const cash = { ...sale, payment: { method: 'tunai' as const, received: 12_000 } };

  it('takes the new total, and raises cash that no longer covers it', () => {
    expect(agreeTo(cash, 16_000)).toMatchObject({
      expected_total: 16_000,
      payment: { method: 'tunai', received: 16_000 },
    });
  });

  it('keeps cash that still covers it, and other methods as they were', () => {
    expect(
      agreeTo({ ...cash, payment: { method: 'tunai', received: 20_000 } }, 16_000).payment,
    ).toEqual({ method: 'tunai', received: 20_000 });
    expect(agreeTo({ ...sale, payment: { method: 'qris' } }, 16_000).payment).toEqual({
      method: 'qris',
    });
  });
});
