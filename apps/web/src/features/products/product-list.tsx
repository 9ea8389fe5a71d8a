import { formatRupiah, type Product } from '@depot/contract';
import { Group } from '@mantine/core';
import { DataList, type DataColumn } from '../../components/data-list';
import { RowButton } from '../../components/record-status';

interface Props {
  products: Product[];
  busy: boolean;
  onEdit: (product: Product) => void;
  onRemove: (product: Product) => void;
}

/** The promo as the cashier says it: 'Beli 10 gratis 1'. */
const promoText = (every: number | null | undefined) => (every ? `Beli ${every} gratis 1` : '—');

/** The depot's catalogue: a table on a desktop, a card per product on a phone. */
export function ProductList({ products, busy, onEdit, onRemove }: Props) {
  const columns: DataColumn<Product>[] = [
    { header: 'Produk', cell: (p) => p.name },
    { header: 'Tidak Diantar', cell: (p) => formatRupiah(p.price), figure: true },
    { header: 'Diantar', cell: (p) => formatRupiah(p.priceDelivery), figure: true },
    { header: 'Promo', cell: (p) => promoText(p.promoEvery) },
    {
      header: 'Aksi',
      cell: (p) => (
        <Group gap={6}>
          <RowButton onClick={() => onEdit(p)}>Ubah</RowButton>
          <RowButton variant="subtle" color="red" disabled={busy} onClick={() => onRemove(p)}>
            Hapus
          </RowButton>
        </Group>
      ),
    },
  ];
  return (
    <DataList
      label="Daftar produk"
      columns={columns}
      rows={products}
      rowKey={(p) => String(p.id)}
      rowTestId={(p) => `product-${p.id}`}
    />
  );
}
