import { messages, type AdminTracker, type CreateTrackerResponse } from '@depot/contract';
import { Divider, Drawer, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { confirmAction } from '../../../components/confirm';
import { notifyFailure } from '../../../lib/notify-failure';
import { useDeleteTracker } from '../api/delete-tracker';
import { byDepot } from '../by-depot';
import { NewTrackerKey } from './new-tracker-key';
import { TrackerForm } from './tracker-form';
import { TrackerList } from './tracker-list';

interface Props {
  trackers: readonly AdminTracker[];
  /** The depot on screen: the form's first choice. */
  depot: string | undefined;
}

/**
 * 'Kelola Tracker': the super admin adds a bike to a depot (its key shown once) and deletes
 * bikes. A phone gets the whole screen; the key is gone once the drawer closes.
 */
export function ManageTrackers({
  opened,
  onClose,
  ...props
}: Props & { opened: boolean; onClose: () => void }) {
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={isPhone ? '100%' : 460}
      title={
        <Title order={2} size="h4">
          {messages.tracker.manage}
        </Title>
      }
    >
      <ManageTrackersBody {...props} />
    </Drawer>
  );
}

function ManageTrackersBody({ trackers, depot }: Props) {
  const [added, setAdded] = useState<CreateTrackerResponse['data'] | null>(null);
  const remove = useDeleteTracker();
  const depots = useMemo(() => byDepot(trackers), [trackers]);
  const usernames = useMemo(() => depots.map((d) => d.username), [depots]);

  const confirmDelete = (tracker: AdminTracker) =>
    confirmAction({
      title: messages.tracker.deleteTracker,
      text: messages.tracker.confirmDeleteTracker(tracker.name, tracker.id),
      confirm: messages.tracker.yesDelete,
      color: 'red',
      onConfirm: () =>
        remove.mutate(tracker, {
          onSuccess: (r) => notifications.show({ color: 'green', message: r.message }),
          onError: (e) => notifyFailure(e, messages.tracker.deleteTrackerFailed),
        }),
    });

  return (
    <Stack gap="lg">
      <section aria-label={added ? messages.deviceKeys.title : messages.tracker.addTracker}>
        <Title order={3} size="h5" mb="xs">
          {added ? messages.deviceKeys.title : messages.tracker.addTracker}
        </Title>
        {added ? (
          <NewTrackerKey tracker={added} onDone={() => setAdded(null)} />
        ) : (
          <TrackerForm depots={usernames} depot={depot} onAdded={setAdded} />
        )}
      </section>
      <Divider />
      <section aria-label={messages.tracker.trackerList}>
        <Title order={3} size="h5" mb="xs">
          {messages.tracker.trackerList} ({trackers.length})
        </Title>
        <TrackerList depots={depots} onDelete={confirmDelete} />
      </section>
    </Stack>
  );
}
