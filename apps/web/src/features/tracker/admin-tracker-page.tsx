import { messages, type Geofence } from '@depot/contract';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useReducer, useState } from 'react';
import { confirmAction } from '../../components/confirm';
import { LoadingLine } from '../../components/list-state';
import { ApiError, errorMessage } from '../../lib/api';
import { notifyFailure } from '../../lib/notify-failure';
import { endedSession } from '../../lib/session-end';
import { AdminTrackerPicker } from './admin-tracker-picker';
import { useAllTrackers } from './api/all-trackers';
import { useDeleteGeofence } from './api/delete-geofence';
import { useSaveGeofence } from './api/save-geofence';
import type { Vertex } from './geofence-shape';
import { ManageTrackers } from './manage/manage-trackers';
import { GeofenceToolbar } from './map/geofence-toolbar';
import { TrackerScreen } from './tracker-screen';
import { initialView, trackerReducer } from './tracker-view';
import { useTrackerStream } from './use-tracker-stream';

/** /admin/gps-tracker: any depot's bikes, and the depot's geofences to draw and delete. */
export function AdminTrackerPage() {
  const trackers = useAllTrackers();
  const [view, dispatch] = useReducer(trackerReducer, null, initialView);
  const [managing, setManaging] = useState(false);
  // Until the super admin picks (or when the picked bike is deleted), the first depot's first bike.
  const chosen = trackers.data?.find((t) => t.id === view.tracker) ?? trackers.data?.[0];
  const username = chosen?.username;
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
    confirmAction({
      title: messages.tracker.deleteGeofence,
      text: messages.tracker.confirmDeleteGeofence(fence.name),
      confirm: messages.tracker.yesDelete,
      color: 'red',
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
    return <LoadingLine label={messages.tracker.loading} />;
  }
  if (trackers.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(trackers.error, messages.tracker.devicesFailed)}
      </Alert>
    );
  }
  const manage = (
    <ManageTrackers
      opened={managing}
      onClose={() => setManaging(false)}
      trackers={trackers.data}
      depot={username}
    />
  );
  const manageButton = (
    <Button variant="light" onClick={() => setManaging(true)} aria-haspopup="dialog">
      {messages.tracker.manage}
    </Button>
  );
  if (!chosen) {
    return (
      <Stack align="flex-start">
        <Alert color="gray">{messages.tracker.noTrackers}</Alert>
        {manageButton}
        {manage}
      </Stack>
    );
  }
  return (
    <>
      <TrackerScreen
        username={chosen.username}
        view={{ ...view, username: chosen.username, tracker: chosen.id }}
        dispatch={dispatch}
        admin={{
          picker: (
            <>
              <AdminTrackerPicker
                trackers={trackers.data}
                value={chosen.id}
                onPick={(t) => dispatch({ type: 'pick', tracker: t.id, username: t.username })}
              />
              <Group mt="sm">{manageButton}</Group>
            </>
          ),
          toolbar: <GeofenceToolbar onDrawn={saveDrawn} />,
          onDeleteFence: confirmDelete,
        }}
      />
      {manage}
    </>
  );
}
