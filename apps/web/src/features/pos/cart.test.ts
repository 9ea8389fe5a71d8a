import { describe, expect, it } from 'vitest';
import { addToCart, cartTotal, removeOne } from './cart';

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
});
