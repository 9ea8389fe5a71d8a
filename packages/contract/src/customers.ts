import { plainText } from './common';
import { messages } from './messages';
import { paymentMethod, rupiahAmount, saleSummary } from './pos';
import { z } from './zod';

/**
 * An Indonesian mobile number as one form, `+62…`: `0812-3456-7890`, `62812…` and `+62 812…` are
 * the same customer. Null when it is not one (9–13 digits after the leading 0).
 */
export function normalisePhone(raw: string): string | null {
  const digits = raw.replace(/[\s().-]/g, '');
  const local = /^(?:\+62|62|0)(8\d{8,12})$/.exec(digits);
  return local ? `+62${local[1]}` : null;
}

/** `+6281234567890` as people write it: `0812-3456-7890`. */
export function formatPhone(phone: string): string {
  const local = phone.startsWith('+62') ? `0${phone.slice(3)}` : phone;
  return local.replace(/^(\d{4})(\d{4})(\d+)$/, '$1-$2-$3');
}

/** `https://wa.me/62…`: WhatsApp's own link for a number. */
export const whatsappLink = (phone: string, text?: string) =>
  `https://wa.me/${phone.replace(/^\+/, '')}${text ? `?text=${encodeURIComponent(text)}` : ''}`;

const coordinate = (limit: number) =>
  z
    .number({ message: messages.customers.location })
    .min(-limit, messages.customers.location)
    .max(limit, messages.customers.location);

/** `POST /api/customers/{username}`: a new customer, or the same number's customer updated. */
export const customerBody = z
  .strictObject({
    name: plainText(100, { tooLong: messages.customers.nameRequired }).min(
      1,
      messages.customers.nameRequired,
    ),
    phone: plainText(30, { tooLong: messages.customers.phone }).refine(
      (p) => normalisePhone(p) !== null,
      messages.customers.phone,
    ),
    address: plainText(300, { multiline: true }).optional(),
    latitude: coordinate(90).optional(),
    longitude: coordinate(180).optional(),
  })
  .refine((b) => (b.latitude === undefined) === (b.longitude === undefined), {
    message: messages.customers.location,
    path: ['latitude'],
  });
export type CustomerBody = z.infer<typeof customerBody>;

export const customer = z.object({
  id: z.number(),
  name: z.string(),
  /** `+62…` */
  phone: z.string(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Open Utang (kasbon), whole rupiah. */
  balance: z.number(),
  created_at: z.string(),
});
export type Customer = z.infer<typeof customer>;

export const customerResult = z.object({ message: z.string(), customer });
export type CustomerResult = z.infer<typeof customerResult>;

/** `GET /api/customers/{username}?q=`: name or phone, as the cashier types. */
export const customersQuery = z.strictObject({ q: plainText(60).optional() });

/** `POST /api/customers/{username}/{id}/payments`: paying off Utang. */
export const customerPaymentBody = z.strictObject({
  amount: rupiahAmount.refine((a) => a >= 1, messages.customers.paymentAmount),
  method: paymentMethod.exclude(['utang']).default('tunai'),
});
export type CustomerPaymentBody = z.input<typeof customerPaymentBody>;

export const customerPayment = z.object({
  id: z.number(),
  amount: z.number(),
  method: paymentMethod.exclude(['utang']),
  received_by: z.string().nullable(),
  created_at: z.string(),
});
export type CustomerPayment = z.infer<typeof customerPayment>;

export const customerPaymentResult = z.object({
  message: z.string(),
  payment: customerPayment,
  balance: z.number(),
});
export type CustomerPaymentResult = z.infer<typeof customerPaymentResult>;

/** `GET /api/customers/{username}/{id}`: a customer's history, newest first. */
export const customerHistory = z.object({
  customer,
  loyalty: saleSummary.shape.customer.unwrap().shape.loyalty,
  sales: z.array(saleSummary),
  payments: z.array(customerPayment),
});
export type CustomerHistory = z.infer<typeof customerHistory>;
