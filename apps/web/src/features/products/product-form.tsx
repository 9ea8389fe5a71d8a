import { productBody, type Product, type ProductBody, type z } from '@depot/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { DialogForm } from '../../components/form-actions';
import { NumberField } from '../../components/number-field';
import { field } from '../../lib/form-field';

interface Props {
  product?: Product;
  saving: boolean;
  onSubmit: (body: ProductBody) => void;
  onCancel: () => void;
}

/** A product's name, its two prices and its optional 'beli N gratis 1' promo. */
export function ProductForm({ product, saving, onSubmit, onCancel }: Props) {
  const form = useForm<z.input<typeof productBody>, unknown, ProductBody>({
    resolver: zodResolver(productBody),
    defaultValues: {
      name: product?.name ?? '',
      price: product?.price,
      priceDelivery: product?.priceDelivery,
      promoEvery: product?.promoEvery ?? null,
    },
  });
  return (
    <DialogForm
      onSubmit={form.handleSubmit(onSubmit)}
      saving={saving}
      onCancel={onCancel}
      label={product ? 'Simpan' : 'Tambah'}
    >
      <TextInput
        label="Nama produk"
        required
        data-autofocus
        autoComplete="off"
        maxLength={60}
        {...field(form, 'name')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NumberField
          control={form.control}
          name="price"
          label="Harga Tidak Diantar"
          prefix="Rp "
          required
        />
        <NumberField
          control={form.control}
          name="priceDelivery"
          label="Harga Diantar"
          prefix="Rp "
          required
        />
      </SimpleGrid>
      <NumberField
        control={form.control}
        name="promoEvery"
        empty={null}
        label="Promo beli N gratis 1"
        description="Untuk pelanggan terdaftar: setelah membeli N, yang berikutnya gratis. Kosongkan bila tanpa promo."
        placeholder="Tanpa promo"
        min={2}
        max={100}
      />
    </DialogForm>
  );
}
