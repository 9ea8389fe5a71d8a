import { messages, type Product, type ProductBody } from '@depot/contract';
import { Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { confirmAction } from '../../components/confirm';
import { FormModal } from '../../components/form-modal';
import { ListState } from '../../components/list-state';
import { PageHeader } from '../../components/page-header';
import { notifyFailure } from '../../lib/notify-failure';
import { useSession } from '../../lib/use-session';
import { useCatalogue, useChangeProduct, type ProductChange } from './api/products';
import { ProductForm } from './product-form';
import { ProductList } from './product-list';
import { QrisSection } from './qris-section';

/** Which form is open: a new product, one being edited, or none. */
type Editing = { product?: Product } | null;

/** 'Produk & Harga': the owner's own catalogue and QRIS image, which the cashier sells with. */
export function ProductsPage() {
  const username = useSession().username ?? '';
  const list = useCatalogue(username);
  const change = useChangeProduct(username);
  const [editing, setEditing] = useState<Editing>(null);
  const closeForm = () => setEditing(null);

  const save = (input: ProductChange, after?: () => void) =>
    change.mutate(input, {
      onSuccess: (r) => {
        notifications.show({ color: 'green', message: r.message });
        after?.();
      },
      onError: (e) => notifyFailure(e, messages.api.serverError),
    });

  const submit = (body: ProductBody) =>
    save(
      editing?.product
        ? { kind: 'update', id: editing.product.id, body }
        : { kind: 'create', body },
      closeForm,
    );

  const remove = (p: Product) =>
    confirmAction({
      title: 'Hapus produk',
      text: `Hapus ${p.name} dari katalog? Transaksi lama tetap memakai harganya.`,
      confirm: 'Ya, hapus',
      color: 'red',
      onConfirm: () => save({ kind: 'remove', id: p.id }),
    });

  return (
    <Stack maw={1100}>
      <PageHeader
        title="Produk & Harga"
        intro="Harga yang dipakai kasir. Perubahan berlaku untuk transaksi berikutnya; transaksi lama tetap memakai harga saat itu."
        action={<Button onClick={() => setEditing({})}>Tambah Produk</Button>}
      />
      <ListState
        query={list}
        loading="Memuat produk"
        failed={messages.api.serverError}
        empty="Belum ada produk. Tambahkan produk yang dijual depot."
      >
        {(products) => (
          <ProductList
            products={products}
            busy={change.isPending}
            onEdit={(product) => setEditing({ product })}
            onRemove={remove}
          />
        )}
      </ListState>
      <QrisSection username={username} />
      <FormModal
        opened={editing !== null}
        onClose={closeForm}
        saving={change.isPending}
        title={editing?.product ? `Ubah Produk — ${editing.product.name}` : 'Tambah Produk'}
      >
        {editing && (
          <ProductForm
            product={editing.product}
            saving={change.isPending}
            onCancel={closeForm}
            onSubmit={submit}
          />
        )}
      </FormModal>
    </Stack>
  );
}
