import {
  formatDateTime,
  formatPhone,
  formatRupiah,
  messages,
  PAYMENT_LABEL,
  whatsappLink,
  type CustomerHistory,
  type CustomerPayment,
  type SaleSummary,
} from '@depot/contract';
import { Alert, Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DataList, type DataColumn } from '../../components/data-list';
import { errorMessage } from '../../lib/api';
import { mapLink } from '../../lib/coordinates';
import { notifyFailure } from '../../lib/notify-failure';
import { useCustomerHistory, usePayDebt } from './api/customer-history';
import { Balance } from './customer-list';
import { PayDebtForm } from './pay-debt-form';

const SALE_COLUMNS: DataColumn<SaleSummary>[] = [
  { header: 'No.', cell: (s) => `#${s.number}` },
  { header: 'Waktu', cell: (s) => formatDateTime(s.created_at) },
  { header: 'Total', cell: (s) => formatRupiah(s.total), figure: true },
  { header: 'Cara bayar', cell: (s) => PAYMENT_LABEL[s.method] },
];

const PAYMENT_COLUMNS: DataColumn<CustomerPayment>[] = [
  { header: 'Waktu', cell: (p) => formatDateTime(p.created_at) },
  { header: 'Jumlah', cell: (p) => formatRupiah(p.amount), figure: true },
  { header: 'Cara bayar', cell: (p) => PAYMENT_LABEL[p.method] },
  { header: 'Diterima oleh', cell: (p) => p.received_by ?? '—' },
];

/** A customer's page in the drawer: balance and 'Bayar Utang', stamps, sales and payments. */
export function CustomerHistoryView({ username, id }: { username: string; id: number }) {
  const history = useCustomerHistory(username, id);
  if (history.isPending) return <Loader aria-label="Memuat riwayat pelanggan" />;
  if (history.isError)
    return <Alert color="red">{errorMessage(history.error, messages.customers.notFound)}</Alert>;
  return <HistoryBody username={username} history={history.data} />;
}

function HistoryBody({ username, history }: { username: string; history: CustomerHistory }) {
  const { customer, loyalty, sales, payments } = history;
  const pay = usePayDebt(username, customer.id);
  return (
    <Stack>
      <div>
        <Anchor href={whatsappLink(customer.phone)} target="_blank" rel="noreferrer">
          {formatPhone(customer.phone)}
        </Anchor>
        {customer.address && <Text size="sm">{customer.address}</Text>}
        {customer.latitude !== null && customer.longitude !== null && (
          <Anchor
            size="sm"
            href={mapLink(customer.latitude, customer.longitude)}
            target="_blank"
            rel="noreferrer"
          >
            Lihat lokasi di peta
          </Anchor>
        )}
      </div>
      <Paper withBorder p="md">
        <Group justify="space-between">
          <Text fw={600}>Sisa utang</Text>
          <Balance balance={customer.balance} />
        </Group>
        {customer.balance > 0 && (
          <PayDebtForm
            balance={customer.balance}
            saving={pay.isPending}
            onSubmit={(body) =>
              pay.mutate(body, {
                onSuccess: (r) => notifications.show({ color: 'green', message: r.message }),
                onError: (e) => notifyFailure(e, messages.api.serverError),
              })
            }
          />
        )}
      </Paper>
      {loyalty.length > 0 && (
        <Section title="Promo">
          {loyalty.map((l) => (
            <Text key={l.product} size="sm">
              {l.product}: {l.count} dari {l.every} menuju 1 gratis
            </Text>
          ))}
        </Section>
      )}
      <Section title="Transaksi">
        {sales.length === 0 ? (
          <Text size="sm" c="dimmed">
            Belum ada transaksi.
          </Text>
        ) : (
          <DataList
            label="Transaksi pelanggan"
            columns={SALE_COLUMNS}
            rows={sales}
            rowKey={(s) => String(s.id)}
          />
        )}
      </Section>
      <Section title="Pembayaran utang">
        {payments.length === 0 ? (
          <Text size="sm" c="dimmed">
            Belum ada pembayaran.
          </Text>
        ) : (
          <DataList
            label="Pembayaran utang"
            columns={PAYMENT_COLUMNS}
            rows={payments}
            rowKey={(p) => String(p.id)}
            rowTestId={() => 'customer-payment'}
          />
        )}
      </Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title}>
      <Title order={3} size="h5" mb={4}>
        {title}
      </Title>
      {children}
    </section>
  );
}
