import { plainText, usernameField } from './common';
import { z } from './zod';

export const product = z.object({
  id: z.number(),
  name: z.string(),
  /** Pickup price ('Tidak Diantar'), whole rupiah. */
  price: z.number(),
  /** Delivery price ('Diantar'), whole rupiah. */
  priceDelivery: z.number(),
  image: z.string(),
});
export type Product = z.infer<typeof product>;

export const MAX_LINE_QUANTITY = 1000;

/**
 * A cart line as the cashier screen sends it: the product's fields, the mode and the quantity.
 * Only `id`, `isDelivery` and `quantity` count; the server prices every line from its catalogue.
 */
export const cartLine = z.strictObject({
  id: z.number().int(),
  isDelivery: z.boolean(),
  quantity: z
    .number()
    .int('Jumlah harus bilangan bulat.')
    .min(1, 'Jumlah minimal 1.')
    .max(MAX_LINE_QUANTITY, `Jumlah paling banyak ${MAX_LINE_QUANTITY} per baris.`),
  name: plainText(100, { trim: false }).optional(),
  price: z.number().optional(),
  priceDelivery: z.number().optional(),
  image: plainText(300, { trim: false }).optional(),
});
export type CartLine = z.infer<typeof cartLine>;

export const saleRequest = z
  .strictObject({
    username: usernameField,
    cart: z.array(cartLine).max(50),
  })
  .superRefine((r, ctx) => {
    if (r.cart.length === 0)
      ctx.addIssue({ code: 'custom', message: '⚠️ Keranjang masih kosong!' });
  });
export type SaleRequest = z.infer<typeof saleRequest>;

export const saleResponse = z.object({
  success: z.literal(true),
  /** How many transactions the depot has today, this one included. */
  total_today: z.number(),
  transaction_id: z.number(),
  total_price: z.number(),
});
export type SaleResponse = z.infer<typeof saleResponse>;

export const todaySale = z.object({
  transaction_id: z.number(),
  details: z.string(),
  total_price: z.number(),
  created_at: z.string(),
  /** Not in the spec: who rang it up (an employee's name, else the username); null if unknown. */
  cashier: z.string().nullable(),
  /** Not in the spec: whether the caller may delete it (an employee only their own sales). */
  can_delete: z.boolean(),
});
export type TodaySale = z.infer<typeof todaySale>;

export const salesTotal = z.object({
  /** All sales of the depot, whole rupiah. */
  total_pendapatan: z.number(),
  today: z.number(),
  this_month: z.number(),
  /** Only with `?from=&to=`: the till's takings over those WIB days, the income screen's headline. */
  range: z
    .object({ from: z.string(), to: z.string(), rupiah: z.number(), gallons: z.number() })
    .optional(),
});
export type SalesTotal = z.infer<typeof salesTotal>;

export const incomePeriods = z.object({
  data: z.array(z.object({ periode: z.string(), gallons: z.number() })),
});
export type IncomePeriods = z.infer<typeof incomePeriods>;

/** The income screen's default price per gallon (spec owner-app §9). */
export const DEFAULT_PRICE_PER_GALLON = 6000;
/** Days the income screen covers. */
export const INCOME_DAYS = 30;
