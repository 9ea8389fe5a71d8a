/**
 * The price per gallon the income screen multiplies by, from its number field's value: whole
 * rupiah, never below 0 (the field refuses a minus sign; this keeps a pasted or half-typed value
 * from turning the income negative).
 */
export function unitPriceOf(value: number | string): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n > 0 ? Math.round(n) : 0;
}
