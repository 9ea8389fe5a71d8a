import { messages } from '@depot/contract';
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { DeviceKeys } from '../../components/device-keys';
import { ListState } from '../../components/list-state';
import { notifyFailure } from '../../lib/notify-failure';
import {
  approveRegistration,
  rejectRegistration,
  useDecideRegistration,
} from './api/decide-registration';
import { usePendingRegistrations } from './api/pending-registrations';
import { RegistrationCard } from './registration-card';

export function RegistrationsPage() {
  const list = usePendingRegistrations();
  const approve = useDecideRegistration(approveRegistration);
  const reject = useDecideRegistration(rejectRegistration);

  const confirmApprove = (id: number) =>
    modals.openConfirmModal({
      title: 'Setujui permintaan',
      children: <Text size="sm">{messages.admin.confirmApprove}</Text>,
      labels: { confirm: 'Ya, setujui', cancel: 'Batal' },
      confirmProps: { color: 'green' },
      onConfirm: () =>
        approve.mutate(id, {
          onSuccess: (r) => {
            notifications.show({ color: 'green', message: r.message });
            modals.open({
              title: messages.deviceKeys.title,
              size: 'lg',
              children: (
                <DeviceKeys keys={r.device_keys} notice={messages.deviceKeys.sensorNotice} />
              ),
            });
          },
          onError: (e) => notifyFailure(e, messages.admin.approveFailed),
        }),
    });

  const confirmReject = (id: number) =>
    modals.openConfirmModal({
      title: 'Tolak permintaan',
      children: <Text size="sm">{messages.admin.confirmReject}</Text>,
      labels: { confirm: 'Ya, tolak', cancel: 'Batal' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        reject.mutate(id, {
          onSuccess: (r) => notifications.show({ color: 'green', message: r.message }),
          onError: (e) => notifyFailure(e, messages.admin.rejectFailed),
        }),
    });

  const busy = approve.isPending || reject.isPending;

  return (
    <Stack maw={1200}>
      <Group justify="space-between">
        <Title order={2} size="h3">
          Permintaan Registrasi
        </Title>
        <Button variant="default" onClick={() => void list.refetch()} loading={list.isFetching}>
          Muat Ulang
        </Button>
      </Group>
      <ListState
        query={list}
        loading="Memuat permintaan"
        failed={messages.admin.listFailed}
        empty={messages.admin.noPending}
      >
        {(requests) => (
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            {requests.map((r) => (
              <RegistrationCard
                key={r.id}
                request={r}
                busy={busy}
                onApprove={() => confirmApprove(r.id)}
                onReject={() => confirmReject(r.id)}
              />
            ))}
          </SimpleGrid>
        )}
      </ListState>
    </Stack>
  );
}
