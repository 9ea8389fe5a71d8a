import { messages, type Geofence } from '@depot/contract';
import { Alert, Group, Loader, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useReducer } from 'react';
import { ApiError, errorMessage } from '../../lib/api';
import { notifyFailure } from '../../lib/notify-failure';
import { endedSession } from '../../lib/session-end';
import { AdminTrackerPicker } from './admin-tracker-picker';
import { useAllTrackers } from './api/all-trackers';
import { useDeleteGeofence } from './api/delete-geofence';
import { useSaveGeofence } from './api/save-geofence';
import type { Vertex } from './geofence-shape';
import { GeofenceToolbar } from './map/geofence-toolbar';
import { TrackerScreen } from './tracker-screen';
import { initialView, trackerReducer } from './tracker-view';
import { useTrackerStream } from './use-tracker-stream';

/** /admin/gps-tracker: any depot's bikes, and the depot's geofences to draw and delete. */
export function AdminTrackerPage() {
  const trackers = useAllTrackers();
  const [view, dispatch] = useReducer(trackerReducer, null, initialView);
  const first = trackers.data?.[0];
  // Until the super admin picks, the first depot's first bike.
  const username = view.username ?? first?.username;
  useTrackerStream(username);
  const save = useSaveGeofence();
  const remove = useDeleteGeofence();

  const saveDrawn = async (vertices: Vertex[]) => {
    if (!username) return;
    // Spec §5: a name is required; empty or cancelled, the shape is discarded.
    const name = window.prompt(messages.tracker.geofencePrompt)?.trim();
    if (!name) return;
    try {
      await save.mutateAsync({ username, name, coordinates: vertices });
      notifications.show({ color: 'green', message: messages.tracker.geofenceSaved });
    } catch (error) {
      if (endedSession(error)) return;
      const answered = error instanceof ApiError && error.status !== 0;
      notifications.show({
        color: 'red',
        message: answered
          ? messages.tracker.geofenceServerError(error.message)
          : messages.tracker.geofenceException,
      });
    }
  };

  const confirmDelete = (fence: Geofence) =>
    modals.openConfirmModal({
      title: messages.tracker.deleteGeofence,
      children: <Text size="sm">{messages.tracker.confirmDeleteGeofence(fence.name)}</Text>,
      labels: { confirm: 'Ya, hapus', cancel: 'Batal' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(fence, {
          onSuccess: (r) =>
            notifications.show({
              color: 'green',
              message: r.message ?? messages.tracker.geofenceDeleted,
            }),
          onError: (e) => notifyFailure(e, messages.tracker.geofenceDeleteFailed),
        }),
    });

  if (trackers.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{messages.tracker.loading}</Text>
      </Group>
    );
  }
  if (trackers.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(trackers.error, messages.tracker.devicesFailed)}
      </Alert>
    );
  }
  if (!username) return <Alert color="gray">{messages.tracker.noTrackers}</Alert>;
  return (
    <TrackerScreen
      username={username}
      view={{ ...view, username, tracker: view.tracker ?? first?.id ?? null }}
      dispatch={dispatch}
      admin={{
        picker: (
          <AdminTrackerPicker
            trackers={trackers.data}
            value={view.tracker ?? first?.id}
            onPick={(t) => dispatch({ type: 'pick', tracker: t.id, username: t.username })}
          />
        ),
        toolbar: <GeofenceToolbar onDrawn={saveDrawn} />,
        onDeleteFence: confirmDelete,
      }}
    />
  );
}
