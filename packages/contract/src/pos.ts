import { idParams, plainText, usernameField } from './common';
import { messages } from './messages';
import { z } from './zod';

export const product = z.object({
  id: z.number(),
  name: z.string(),
  /** Pickup price ('Tidak Diantar'), whole rupiah. */
  price: z.number(),
  /** Delivery price ('Diantar'), whole rupiah. */
  priceDelivery: z.number(),
  image: z.string(),
  /** 'Beli N gratis 1' for a named customer: every (N+1)-th unit is free; null: no promo. */
  promoEvery: z.number().nullable().optional(),
});
export type Product = z.infer<typeof product>;

/** Whole rupiah a person types or a cashier receives. */
export const rupiahAmount = z
  .number({ message: messages.pos.amount })
  .int(messages.pos.amount)
  .min(0, messages.pos.amount)
  .max(1_000_000_000, messages.pos.amount);

const productPrice = z
  .number({ message: messages.pos.productPrice })
  .int(messages.pos.productPrice)
  .min(0, messages.pos.productPrice)
  .max(10_000_000, messages.pos.productPrice);

/** `POST|PUT /api/products/{username}[/{id}]`: the owner's own catalogue. */
export const productBody = z.strictObject({
  name: plainText(60, { tooLong: messages.pos.productName }).min(1, messages.pos.productName),
  price: productPrice,
  priceDelivery: productPrice,
  promoEvery: z
    .number({ message: messages.pos.promoEvery })
    .int(messages.pos.promoEvery)
    .min(2, messages.pos.promoEvery)
    .max(100, messages.pos.promoEvery)
    .nullable()
    .optional(),
});
export type ProductBody = z.infer<typeof productBody>;

export const productResult = z.object({ message: z.string(), product: product.optional() });
export type ProductResult = z.infer<typeof productResult>;

/** The largest QRIS image the owner may upload, decoded. */
export const QRIS_MAX_BYTES = 512 * 1024;
/** The longest data URL of such an image: its prefix and 4 base64 characters per 3 bytes. */
export const QRIS_MAX_CHARS = 'data:image/jpeg;base64,'.length + Math.ceil(QRIS_MAX_BYTES / 3) * 4;

/** `PUT /api/products/{username}/qris`: the depot's static QRIS as a PNG or JPEG data URL. */
export const qrisBody = z.strictObject({
  image: z
    .string({ message: messages.pos.qrisImage })
    .refine(
      (s) =>
        s.length <= QRIS_MAX_CHARS &&
        /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/.test(s),
      messages.pos.qrisImage,
    ),
});
export type QrisBody = z.infer<typeof qrisBody>;

export const qrisImage = z.object({ image: z.string() });
export type QrisImage = z.infer<typeof qrisImage>;

export const PAYMENT_METHODS = ['tunai', 'qris', 'transfer', 'utang'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_LABEL: Record<PaymentMethod, string> = {
  tunai: 'Tunai',
  qris: 'QRIS',
  transfer: 'Transfer',
  utang: 'Utang (kasbon)',
};
/** The types of QRIS image the owner may upload (messages.pos.qrisImage). */
export const QRIS_TYPES = ['image/png', 'image/jpeg'] as const;

/** The cashier's quick amounts for cash received ('uang pas' is the total itself). */
export const QUICK_CASH = [10_000, 20_000, 50_000, 100_000] as const;
/** How old an offline sale may be when it reaches the server. */
export const OFFLINE_SALE_MAX_DAYS = 30;
/** A phone's clock may run this far ahead of the server's. */
export const CLOCK_SKEW_MS = 5 * 60_000;

export const paymentMethod = z.enum(PAYMENT_METHODS, { message: messages.pos.paymentMethod });

/** How the customer pays; `received` only counts for Tunai (defaults to the exact total). */
export const salePayment = z.strictObject({
  method: paymentMethod,
  received: rupiahAmount.optional(),
});
export type SalePayment = z.infer<typeof salePayment>;

/** Money per payment method, whole rupiah. */
export const byMethod = z.object({
  tunai: z.number(),
  qris: z.number(),
  transfer: z.number(),
  utang: z.number(),
});
export type ByMethod = z.infer<typeof byMethod>;

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

/**
 * `POST /api/sales`. The spec's `{username, cart}` works unchanged (Tunai, exact amount). A request
 * with `payment` is held to the counter's rules: Utang and Diantar need `customer_id`.
 */
export const saleRequest = z
  .strictObject({
    username: usernameField,
    cart: z.array(cartLine).max(50),
    payment: salePayment.optional(),
    customer_id: idParams.shape.id.optional(),
    /** When the sale was made, for one saved offline and sent later (ISO 8601 with offset). */
    created_at: z.iso.datetime({ offset: true, message: messages.pos.saleTime }).optional(),
    /**
     * The cart at the prices the cashier showed, before any promo's free unit: refused (409)
     * when the catalogue's prices now make another sum.
     */
    expected_total: rupiahAmount.optional(),
  })
  .superRefine((r, ctx) => {
    if (r.cart.length === 0)
      ctx.addIssue({ code: 'custom', message: '⚠️ Keranjang masih kosong!' });
    if (r.payment && r.customer_id === undefined) {
      if (r.payment.method === 'utang')
        ctx.addIssue({
          code: 'custom',
          path: ['customer_id'],
          message: messages.pos.utangNeedsCustomer,
        });
      else if (r.cart.some((l) => l.isDelivery))
        ctx.addIssue({
          code: 'custom',
          path: ['customer_id'],
          message: messages.pos.deliveryNeedsCustomer,
        });
    }
  });
export type SaleRequest = z.infer<typeof saleRequest>;

/** A promo product's stamps for a customer: `count` of `every` bought toward the next free one. */
export const loyaltyStamp = z.object({ product: z.string(), count: z.number(), every: z.number() });
export type LoyaltyStamp = z.infer<typeof loyaltyStamp>;

/** One saved sale as the receipt prints it. */
export const saleSummary = z.object({
  id: z.number(),
  /** The depot's running sale number: stable, printed on the receipt. */
  number: z.number(),
  /** The depot's n-th transaction of that WIB day (the spec's 'Transaksi ke-N'). */
  number_today: z.number(),
  total: z.number(),
  method: paymentMethod,
  received: z.number(),
  change: z.number(),
  created_at: z.string(),
  cashier: z.string().nullable(),
  lines: z.array(
    z.object({
      product_id: z.number(),
      name: z.string(),
      mode: z.enum(['pickup', 'delivery']),
      quantity: z.number(),
      /** Units given free by the customer's promo ('beli N gratis 1'). */
      free_quantity: z.number(),
      unit_price: z.number(),
    }),
  ),
  customer: z
    .object({
      id: z.number(),
      name: z.string(),
      phone: z.string(),
      /** Open Utang after this sale. */
      balance: z.number(),
      loyalty: z.array(loyaltyStamp),
    })
    .nullable(),
});
export type SaleSummary = z.infer<typeof saleSummary>;

export const saleResponse = z.object({
  success: z.literal(true),
  /** How many transactions the depot has today, this one included. */
  total_today: z.number(),
  transaction_id: z.number(),
  total_price: z.number(),
  sale: saleSummary,
});
export type SaleResponse = z.infer<typeof saleResponse>;

/** 409 on `POST /api/sales` with `expected_total`: the cart at today's prices (before promos). */
export const priceChangedResponse = z.object({ message: z.string(), total: z.number() });
export type PriceChangedResponse = z.infer<typeof priceChangedResponse>;

export const todaySale = z.object({
  transaction_id: z.number(),
  details: z.string(),
  total_price: z.number(),
  created_at: z.string(),
  /** Not in the spec: who rang it up (an employee's name, else the username); null if unknown. */
  cashier: z.string().nullable(),
  /** Not in the spec: whether the caller may delete it (an employee only their own sales). */
  can_delete: z.boolean(),
  /** Not in the spec: the depot's running sale number, how it was paid and to whom. */
  number: z.number(),
  method: paymentMethod,
  customer: z.string().nullable(),
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
  /** Not in the spec: today's takings per payment method (Utang is sold on credit, not taken). */
  today_by_method: byMethod.optional(),
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
