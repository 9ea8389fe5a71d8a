import type { Product } from '@depot/contract';

/** What a depot sells, and the only source of prices: carts are priced from here. */
export const CATALOGUE: readonly Product[] = [
  { id: 1, name: 'Galon 19L', price: 6000, priceDelivery: 7000, image: '/products/galon-19l.svg' },
  { id: 2, name: 'Galon 15L', price: 5000, priceDelivery: 6000, image: '/products/galon-15l.svg' },
];

export const findProduct = (id: number) => CATALOGUE.find((p) => p.id === id);
