import { messages } from '@depot/contract';
import { SimpleGrid, Stack } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { confirmAction } from '../../components/confirm';
import { DeviceKeys } from '../../components/device-keys';
import { ListState } from '../../components/list-state';
import { PageHeader, ReloadButton } from '../../components/page-header';
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
    confirmAction({
      title: 'Setujui permintaan',
      text: messages.admin.confirmApprove,
      confirm: 'Ya, setujui',
      color: 'green',
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
    confirmAction({
      title: 'Tolak permintaan',
      text: messages.admin.confirmReject,
      confirm: 'Ya, tolak',
      color: 'red',
      onConfirm: () =>
        reject.mutate(id, {
          onSuccess: (r) => notifications.show({ color: 'green', message: r.message }),
          onError: (e) => notifyFailure(e, messages.admin.rejectFailed),
        }),
    });

  const busy = approve.isPending || reject.isPending;

  return (
    <Stack maw={1200}>
      <PageHeader title="Permintaan Registrasi" action={<ReloadButton query={list} />} />
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
