import {
  formatRupiah,
  MAX_LINE_QUANTITY,
  messages,
  type CartLine,
  type PaymentMethod,
  type Product,
} from '@depot/contract';

export interface CartItem extends Product {
  isDelivery: boolean;
  /** The unit price for the chosen mode, as shown; the server prices the sale itself. */
  price: number;
  quantity: number;
}

export const modeLabel = (isDelivery: boolean) => (isDelivery ? 'Diantar' : 'Tidak Diantar');

/** One tap adds one unit: the same product in the same mode raises its quantity. */
export function addToCart(cart: CartItem[], product: Product, isDelivery: boolean): CartItem[] {
  const index = cart.findIndex((l) => l.id === product.id && l.isDelivery === isDelivery);
  if (index >= 0) return setQuantity(cart, index, (cart[index]?.quantity ?? 0) + 1);
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

/** X (and −) takes away one unit; the line goes at one. */
export function removeOne(cart: CartItem[], index: number): CartItem[] {
  const line = cart[index];
  if (!line) return cart;
  if (line.quantity <= 1) return cart.filter((_, i) => i !== index);
  return setQuantity(cart, index, line.quantity - 1);
}

/** A typed quantity, kept within 1…1.000 per line (what the server accepts). */
export function setQuantity(cart: CartItem[], index: number, quantity: number): CartItem[] {
  if (!cart[index] || !Number.isFinite(quantity)) return cart;
  const kept = Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.trunc(quantity)));
  return cart.map((l, i) => (i === index ? { ...l, quantity: kept } : l));
}

/** The cart at the catalogue's prices now (after a 409); a product no longer sold leaves it. */
export function repriceCart(cart: CartItem[], catalogue: readonly Product[]): CartItem[] {
  return cart.flatMap((line) => {
    const product = catalogue.find((p) => p.id === line.id);
    if (!product) return [];
    const price = line.isDelivery ? product.priceDelivery : product.price;
    return [{ ...product, isDelivery: line.isDelivery, price, quantity: line.quantity }];
  });
}

export const cartTotal = (cart: CartItem[]) =>
  cart.reduce((sum, l) => sum + l.price * l.quantity, 0);

export const cartUnits = (cart: CartItem[]) => cart.reduce((sum, l) => sum + l.quantity, 0);

/** The lines as `POST /api/sales` takes them: the server prices each from its catalogue. */
export const saleLines = (cart: CartItem[]): CartLine[] =>
  cart.map(({ id, isDelivery, quantity }) => ({ id, isDelivery, quantity }));

/** Change for cash received; negative while the cash does not cover the total. */
export const changeDue = (total: number, received: number) => received - total;

interface Checkout {
  cart: CartItem[];
  method: PaymentMethod;
  /** Cash received (Tunai only). */
  received: number;
  hasCustomer: boolean;
}

/** Why this sale cannot be saved yet (the save button says it), or null. */
export function checkoutProblem({ cart, method, received, hasCustomer }: Checkout) {
  if (cart.length === 0) return messages.pos.emptyCart;
  if (!hasCustomer && method === 'utang') return messages.pos.utangNeedsCustomer;
  if (!hasCustomer && cart.some((l) => l.isDelivery)) return messages.pos.deliveryNeedsCustomer;
  const total = cartTotal(cart);
  if (method === 'tunai' && changeDue(total, received) < 0)
    return messages.pos.receivedTooLow(formatRupiah(total));
  return null;
}
