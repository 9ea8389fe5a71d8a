import { formatRupiah } from '@depot/contract';

/** A price kept on one line ("Rp" never parted from its number). */
export const Price = ({ value }: { value: number }) => (
  <span style={{ whiteSpace: 'nowrap' }}>{formatRupiah(value)}</span>
);
