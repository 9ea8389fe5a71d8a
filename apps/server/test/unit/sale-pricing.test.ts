import { messages, type Product } from '@depot/contract';
import { describe, expect, it } from 'vitest';
import { freeUnits, priceCart, totalOf } from '../../src/modules/pos/sale-pricing';

describe("freeUnits ('beli N gratis 1', unit by unit)", () => {
  it('charges 10 units from no stamps and gives the 11th free', () => {
    expect(freeUnits(0, 10, 10)).toEqual({ free: 0, stamps: 10 });
    expect(freeUnits(10, 10, 1)).toEqual({ free: 1, stamps: 0 });
    expect(freeUnits(0, 10, 11)).toEqual({ free: 1, stamps: 0 });
  });

  it('gives 2 free of 25 units at once from no stamps (11th and 22nd)', () => {
    expect(freeUnits(0, 10, 25)).toEqual({ free: 2, stamps: 3 });
  });

  it('continues from the stamps of earlier sales', () => {
    expect(freeUnits(9, 10, 1)).toEqual({ free: 0, stamps: 10 });
    expect(freeUnits(9, 10, 2)).toEqual({ free: 1, stamps: 0 });
    expect(freeUnits(2, 2, 3)).toEqual({ free: 1, stamps: 2 });
  });
});

const CATALOGUE: Product[] = [
  { id: 1, name: 'Galon 19L', price: 6000, priceDelivery: 7000, image: '', promoEvery: 2 },
  { id: 3, name: 'Tutup', price: 1000, priceDelivery: 1000, image: '', promoEvery: null },
];

describe('priceCart', () => {
  it('prices from the catalogue by mode, with no freebies without a customer', () => {
    const lines = priceCart(
      [
        { id: 1, isDelivery: true, quantity: 3 },
        { id: 3, isDelivery: false, quantity: 2 },
      ],
      CATALOGUE,
    );
    expect(lines.map((l) => [l.productId, l.mode, l.unitPrice, l.freeQuantity])).toEqual([
      [1, 'delivery', 7000, 0],
      [3, 'pickup', 1000, 0],
    ]);
    expect(totalOf(lines)).toBe(23_000);
  });

  it("carries a customer's stamps across the lines of one product, and not to others", () => {
    const lines = priceCart(
      [
        { id: 1, isDelivery: false, quantity: 2 },
        { id: 3, isDelivery: false, quantity: 5 },
        { id: 1, isDelivery: true, quantity: 1 },
      ],
      CATALOGUE,
      new Map([[1, 0]]),
    );
    expect(lines.map((l) => l.freeQuantity)).toEqual([0, 0, 1]);
    expect(totalOf(lines)).toBe(2 * 6000 + 5 * 1000);
  });

  it('refuses a product missing from the catalogue', () => {
    expect(() => priceCart([{ id: 2, isDelivery: false, quantity: 1 }], CATALOGUE)).toThrow(
      messages.pos.unknownProduct(2),
    );
  });
});
