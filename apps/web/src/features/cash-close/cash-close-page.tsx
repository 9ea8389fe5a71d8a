import { messages, type CashCloseBody } from '@depot/contract';
import { Alert, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PageHeader } from '../../components/page-header';
import { errorMessage } from '../../lib/api';
import { notifyFailure } from '../../lib/notify-failure';
import { useSession } from '../../lib/use-session';
import { useCashClose, useCloseTill } from './api/cash-close';
import { CloseForm } from './close-form';
import { ClosesList } from './closes-list';
import { OpenPeriod } from './open-period';

/** 'Tutup Kasir': each cashier counts their drawer at the end of a shift; the owner sees all. */
export function CashClosePage() {
  const username = useSession().username ?? '';
  const overview = useCashClose(username);
  const close = useCloseTill(username);

  const submit = (body: CashCloseBody) =>
    close.mutate(body, {
      onSuccess: (r) => notifications.show({ color: 'green', message: r.message }),
      onError: (e) => notifyFailure(e, messages.api.serverError),
    });

  return (
    <Stack maw={1100}>
      <PageHeader
        title="Tutup Kasir"
        intro="Bandingkan uang tunai di laci dengan catatan kasir sejak tutup kasir terakhir Anda."
      />
      {overview.isPending ? (
        <Loader aria-label="Memuat tutup kasir" />
      ) : overview.isError ? (
        <Alert color="red">{errorMessage(overview.error, messages.api.serverError)}</Alert>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <OpenPeriod period={overview.data.open} />
            <CloseForm
              // A close starts a new period, and an empty form with it.
              key={overview.data.open.from ?? 'first'}
              expected={overview.data.open.expected_cash}
              saving={close.isPending}
              onSubmit={submit}
            />
          </SimpleGrid>
          <Title order={3} size="h4">
            Riwayat Tutup Kasir
          </Title>
          {overview.data.closes.length === 0 ? (
            <Text c="dimmed">Belum ada tutup kasir.</Text>
          ) : (
            <ClosesList closes={overview.data.closes} />
          )}
        </>
      )}
    </Stack>
  );
}
