import { messages, type Customer, type CustomerBody } from '@depot/contract';
import { Button, Drawer, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FormModal } from '../../components/form-modal';
import { ListState } from '../../components/list-state';
import { PageHeader } from '../../components/page-header';
import { notifyFailure } from '../../lib/notify-failure';
import { useSession } from '../../lib/use-session';
import { useAddCustomer, useCustomers } from './api/customers';
import { CustomerForm } from './customer-form';
import { CustomerHistoryView } from './customer-history';
import { CustomerList } from './customer-list';

const SEARCH_DEBOUNCE_MS = 300;

/** 'Pelanggan': the depot's customers, their Utang and history; owner and employees alike. */
export function CustomersPage() {
  const username = useSession().username ?? '';
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useCustomers(username, q);
  const add = useAddCustomer(username);
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<Customer | null>(null);
  const isPhone = useMediaQuery('(max-width: 47.99em)');

  const save = (body: CustomerBody) =>
    add.mutate(body, {
      onSuccess: (r) => {
        notifications.show({ color: 'green', message: r.message });
        setAdding(false);
      },
      onError: (e) => notifyFailure(e, messages.api.serverError),
    });

  return (
    <Stack maw={1100}>
      <PageHeader
        title="Pelanggan"
        intro="Pelanggan yang dicatat kasir: nomor WhatsApp, alamat antar, utang (kasbon) dan riwayat belanja."
        action={<Button onClick={() => setAdding(true)}>Tambah Pelanggan</Button>}
      />
      <TextInput
        type="search"
        label="Cari pelanggan"
        placeholder="Nama atau nomor WhatsApp"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maxLength={60}
        maw={420}
      />
      <ListState
        query={list}
        loading="Memuat pelanggan"
        failed={messages.api.serverError}
        empty={q ? `Tidak ada pelanggan yang cocok dengan "${q}".` : 'Belum ada pelanggan.'}
      >
        {(customers) => <CustomerList customers={customers} onOpen={setOpen} />}
      </ListState>
      <FormModal
        opened={adding}
        onClose={() => setAdding(false)}
        saving={add.isPending}
        title="Tambah Pelanggan"
      >
        <CustomerForm saving={add.isPending} onCancel={() => setAdding(false)} onSubmit={save} />
      </FormModal>
      <Drawer
        opened={open !== null}
        onClose={() => setOpen(null)}
        position="right"
        size={isPhone ? '100%' : 560}
        title={
          <Title order={2} size="h4">
            {open?.name}
          </Title>
        }
      >
        {open && <CustomerHistoryView username={username} id={open.id} />}
      </Drawer>
    </Stack>
  );
}
