import { describe, expect, it } from 'vitest';
import { messages } from '@depot/contract';
import {
  addToCart,
  cartTotal,
  changeDue,
  checkoutProblem,
  removeOne,
  repriceCart,
  saleLines,
  setQuantity,
} from './cart';

const galon19 = { id: 1, name: 'Galon 19L', price: 6000, priceDelivery: 7000, image: '' };
const galon15 = { id: 2, name: 'Galon 15L', price: 5000, priceDelivery: 6000, image: '' };

describe('cart rules (spec owner-app §4)', () => {
  it('adds one unit per tap and raises the quantity for the same product and mode', () => {
    let cart = addToCart([], galon19, true);
    cart = addToCart(cart, galon19, true);
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ id: 1, isDelivery: true, price: 7000, quantity: 2 });
  });

  it('keeps the other mode on a separate line', () => {
    const cart = addToCart(addToCart([], galon19, true), galon19, false);
    expect(cart.map((l) => [l.isDelivery, l.price])).toEqual([
      [true, 7000],
      [false, 6000],
    ]);
  });

  it('X lowers the quantity by one and removes the line at one', () => {
    let cart = addToCart(addToCart(addToCart([], galon19, true), galon19, true), galon15, false);
    cart = removeOne(cart, 0);
    expect(cart[0]?.quantity).toBe(1);
    cart = removeOne(cart, 0);
    expect(cart.map((l) => l.id)).toEqual([2]);
    expect(removeOne(cart, 5)).toBe(cart);
  });

  it('totals price times quantity', () => {
    const cart = addToCart(addToCart(addToCart([], galon19, true), galon19, true), galon15, false);
    expect(cartTotal(cart)).toBe(19000);
  });

  it('sets a typed quantity within 1…1.000 and ignores what is not a number', () => {
    let cart = addToCart([], galon19, false);
    cart = setQuantity(cart, 0, 10);
    expect(cart[0]?.quantity).toBe(10);
    expect(cartTotal(cart)).toBe(60000);
    expect(setQuantity(cart, 0, 0)[0]?.quantity).toBe(1);
    expect(setQuantity(cart, 0, 5000)[0]?.quantity).toBe(1000);
    expect(setQuantity(cart, 0, 2.7)[0]?.quantity).toBe(2);
    expect(setQuantity(cart, 0, Number.NaN)).toBe(cart);
    expect(setQuantity(cart, 3, 4)).toBe(cart);
    // + on a line at 1.000 stays at 1.000.
    expect(addToCart(setQuantity(cart, 0, 1000), galon19, false)[0]?.quantity).toBe(1000);
  });

  it('sends only what the server reads of a line', () => {
    const cart = setQuantity(addToCart([], { ...galon19, promoEvery: 10 }, true), 0, 3);
    expect(saleLines(cart)).toEqual([{ id: 1, isDelivery: true, quantity: 3 }]);
  });
});

describe('a price changed since the catalogue was loaded', () => {
  it('reprices every line from the catalogue and drops a product no longer sold', () => {
    const cart = addToCart(setQuantity(addToCart([], galon19, true), 0, 2), galon15, false);
    const now = [{ ...galon19, priceDelivery: 8000 }];
    expect(repriceCart(cart, now)).toEqual([
      { ...galon19, priceDelivery: 8000, isDelivery: true, price: 8000, quantity: 2 },
    ]);
  });
});

describe('payment at the counter', () => {
  const pickup = setQuantity(addToCart([], galon19, false), 0, 3);
  const delivery = addToCart([], galon19, true);

  it('computes the change of cash received', () => {
    expect(changeDue(18000, 20000)).toBe(2000);
    expect(changeDue(18000, 18000)).toBe(0);
    expect(changeDue(18000, 10000)).toBe(-8000);
  });

  it('says why a sale cannot be saved yet', () => {
    const base = { cart: pickup, method: 'tunai' as const, received: 18000, hasCustomer: false };
    expect(checkoutProblem(base)).toBeNull();
    expect(checkoutProblem({ ...base, cart: [] })).toBe(messages.pos.emptyCart);
    expect(checkoutProblem({ ...base, received: 17999 })).toBe(
      messages.pos.receivedTooLow('Rp 18.000'),
    );
    expect(checkoutProblem({ ...base, method: 'qris', received: 0 })).toBeNull();
    expect(checkoutProblem({ ...base, method: 'utang' })).toBe(messages.pos.utangNeedsCustomer);
    expect(checkoutProblem({ ...base, method: 'utang', hasCustomer: true })).toBeNull();
    expect(checkoutProblem({ ...base, cart: delivery, method: 'transfer' })).toBe(
      messages.pos.deliveryNeedsCustomer,
    );
    expect(
      checkoutProblem({ ...base, cart: delivery, method: 'transfer', hasCustomer: true }),
    ).toBeNull();
  });
});
