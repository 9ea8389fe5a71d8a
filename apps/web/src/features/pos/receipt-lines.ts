import {
  formatDateTime,
  formatRupiah,
  PAYMENT_LABEL,
  type SaleResponse,
  type SaleSummary,
} from '@depot/contract';
import { modeLabel } from './cart';

export interface ReceiptData {
  sale: SaleResponse;
  depotName: string;
}

type Line = SaleSummary['lines'][number];

/** 'No. 000123': the sale's running number as printed. */
export const saleNumber = (n: number) => `No. ${String(n).padStart(6, '0')}`;

export const lineMode = (l: Line) => modeLabel(l.mode === 'delivery');
/** What a line costs: its free units are not charged. */
export const lineSum = (l: Line) => (l.quantity - l.free_quantity) * l.unit_price;

/** A row after the receipt's lines; an amount is never broken across lines. */
export type ReceiptFact = [label: string, value: string, amount?: boolean];

/** The receipt's rows after the lines: payment, customer, stamps. */
export function receiptFacts({ sale }: SaleResponse): ReceiptFact[] {
  const facts: ReceiptFact[] = [['Pembayaran', PAYMENT_LABEL[sale.method]]];
  if (sale.method === 'tunai')
    facts.push(
      ['Diterima', formatRupiah(sale.received), true],
      ['Kembalian', formatRupiah(sale.change), true],
    );
  const customer = sale.customer;
  if (customer) {
    facts.push(['Pelanggan', customer.name]);
    if (sale.method === 'utang' || customer.balance > 0)
      facts.push(['Sisa utang', formatRupiah(customer.balance), true]);
    for (const stamp of customer.loyalty)
      facts.push([
        `${stamp.product}: beli ${stamp.every} gratis 1`,
        `${stamp.count}/${stamp.every}`,
      ]);
  }
  return facts;
}

/** The receipt as plain text, for the WhatsApp message. */
export function receiptText({ sale, depotName }: ReceiptData) {
  const summary = sale.sale;
  return [
    `*${depotName}*`,
    `Transaksi ke-${sale.total_today} · ${saleNumber(summary.number)}`,
    formatDateTime(summary.created_at),
    '',
    ...summary.lines.map(
      (l) =>
        `${l.quantity} × ${l.name} (${lineMode(l)}) @ ${formatRupiah(l.unit_price)} = ${formatRupiah(lineSum(l))}` +
        (l.free_quantity > 0 ? ` (${l.free_quantity} gratis)` : ''),
    ),
    '',
    `Total: ${formatRupiah(sale.total_price)}`,
    ...receiptFacts(sale).map(([label, value]) => `${label}: ${value}`),
    'Terima kasih!',
  ].join('\n');
}
