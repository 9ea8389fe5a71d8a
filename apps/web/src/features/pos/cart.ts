import type { Product } from '@depot/contract';

export interface CartItem extends Product {
  isDelivery: boolean;
  /** The unit price for the chosen mode, as shown; the server prices the sale itself. */
  price: number;
  quantity: number;
}

/** One tap adds one unit: the same product in the same mode raises its quantity. */
export function addToCart(cart: CartItem[], product: Product, isDelivery: boolean): CartItem[] {
  const found = cart.find((l) => l.id === product.id && l.isDelivery === isDelivery);
  if (found) return cart.map((l) => (l === found ? { ...l, quantity: l.quantity + 1 } : l));
  return [
    ...cart,
    {
      ...product,
      isDelivery,
      price: isDelivery ? product.priceDelivery : product.price,
      quantity: 1,
    },
  ];
}

/** X takes away one unit; the line goes at one. */
export function removeOne(cart: CartItem[], index: number): CartItem[] {
  const line = cart[index];
  if (!line) return cart;
  if (line.quantity <= 1) return cart.filter((_, i) => i !== index);
  return cart.map((l, i) => (i === index ? { ...l, quantity: l.quantity - 1 } : l));
}

export const cartTotal = (cart: CartItem[]) =>
  cart.reduce((sum, l) => sum + l.price * l.quantity, 0);
