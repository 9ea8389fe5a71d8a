import { messages, type CartLine, type Product } from '@depot/contract';
import { HttpError } from '../../lib/http-error';
import type { NewLine } from './pos.repository';

/**
 * 'Beli N gratis 1', unit by unit: a unit is free when the customer's stamps have reached N (and
 * uses N of them), else it is paid and adds a stamp. Answers the units given free and the stamps
 * left: from 0 stamps with N = 10, 10 units are paid and the 11th is free; 25 units give 2 free.
 */
export function freeUnits(stamps: number, every: number, quantity: number) {
  let left = stamps;
  let free = 0;
  for (let unit = 0; unit < quantity; unit++) {
    if (left >= every) {
      free += 1;
      left -= every;
    } else left += 1;
  }
  return { free, stamps: left };
}

/**
 * Prices every line from the depot's catalogue at the time of sale (whatever price the browser
 * sent is ignored), giving promo units free from the customer's `stamps` per product id (none
 * without a customer). An unknown or archived product is refused.
 */
export function priceCart(
  cart: readonly CartLine[],
  catalogue: readonly Product[],
  stamps?: Map<number, number>,
): NewLine[] {
  const left = new Map(stamps);
  return cart.map((line) => {
    const product = catalogue.find((p) => p.id === line.id);
    if (!product) throw new HttpError(400, messages.pos.unknownProduct(line.id));
    let freeQuantity = 0;
    if (stamps && product.promoEvery) {
      const given = freeUnits(left.get(product.id) ?? 0, product.promoEvery, line.quantity);
      left.set(product.id, given.stamps);
      freeQuantity = given.free;
    }
    return {
      productId: product.id,
      productName: product.name,
      mode: line.isDelivery ? 'delivery' : 'pickup',
      unitPrice: line.isDelivery ? product.priceDelivery : product.price,
      quantity: line.quantity,
      freeQuantity,
    };
  });
}

/** What the customer pays: free units are not charged. */
/**
 * The lines at their prices with nothing given free: what the cashier's screen showed. A synced
 * sale is checked against it, so a promo's freebie is never mistaken for a price change.
 */
export const listTotalOf = (lines: readonly NewLine[]) =>
  lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);

export const totalOf = (lines: readonly NewLine[]) =>
  lines.reduce((sum, l) => sum + (l.quantity - l.freeQuantity) * l.unitPrice, 0);
