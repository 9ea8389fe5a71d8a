import { messages, type CreatedWithKey, type SmartIotDevice } from '@depot/contract';
import { Alert, Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { confirmAction } from '../../components/confirm';
import { errorMessage } from '../../lib/api';
import { notifyFailure } from '../../lib/notify-failure';
import { useDeleteDevice } from './api/delete-device';
import { useDevices } from './api/devices';
import { useLatestReadings } from './api/latest-readings';
import { useSensors } from './api/sensors';
import { ActuatorForm, SensorForm } from './channel-forms';
import { DeviceCard, type DeviceAction } from './device-card';
import { DeviceForm } from './device-form';
import { NewKey } from './new-key';
import { BoxLegend } from './sensor-box';
import { groupByDevice } from './sensor-state';
import classes from './smart-iot.module.css';

type Dialog =
  | { kind: 'device' }
  | { kind: 'sensor' | 'actuator'; device: SmartIotDevice }
  | { kind: 'key'; channel: 'sensor' | 'actuator'; created: CreatedWithKey }
  | null;

const TITLES = {
  device: messages.iot.addDevice,
  sensor: messages.iot.addSensor,
  actuator: messages.iot.addActuator,
  key: messages.deviceKeys.title,
};

/** /admin/smart-weather: every device with its sensors' latest readings, every 30 s. */
export function SmartWeatherPage() {
  const devices = useDevices();
  const sensors = useSensors();
  const latest = useLatestReadings();
  const remove = useDeleteDevice();
  const isPhone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [dialog, setDialog] = useState<Dialog>(null);
  const entries = useMemo(
    () => groupByDevice(devices.data ?? [], sensors.data ?? [], latest.data ?? []),
    [devices.data, sensors.data, latest.data],
  );
  // Online/Offline is judged at each refresh, not continuously.
  const now = Math.max(devices.dataUpdatedAt, latest.dataUpdatedAt);
  const failed = devices.error ?? sensors.error ?? latest.error;
  const loading = devices.isPending || sensors.isPending || latest.isPending;

  const confirmDelete = (device: SmartIotDevice) =>
    confirmAction({
      title: messages.iot.deleteDevice,
      text: messages.iot.confirmDeleteDevice(device.device_name),
      confirm: messages.iot.delete,
      color: 'red',
      onConfirm: () =>
        remove.mutate(device.id, {
          onSuccess: (r) => notifications.show({ color: 'green', message: r.message }),
          onError: (e) => notifyFailure(e, messages.iot.deleteFailed),
        }),
    });

  const onAction = (action: DeviceAction, device: SmartIotDevice) =>
    action === 'delete' ? confirmDelete(device) : setDialog({ kind: action, device });
  const added = (channel: 'sensor' | 'actuator') => (created: CreatedWithKey) =>
    setDialog({ kind: 'key', channel, created });

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{messages.iot.title}</Title>
        <Button onClick={() => setDialog({ kind: 'device' })}>{messages.iot.addDevice}</Button>
      </Group>
      <BoxLegend />
      {failed && (
        <Alert color="red" role="alert">
          {errorMessage(failed, messages.iot.loadFailed)}
        </Alert>
      )}
      {loading && !failed ? (
        <Loader aria-label={messages.iot.loading} />
      ) : entries.length === 0 && !failed ? (
        <Text c="dimmed">{messages.iot.noDevices}</Text>
      ) : (
        <div className={classes.grid}>
          {entries.map((entry) => (
            <DeviceCard key={entry.device.id} entry={entry} now={now} onAction={onAction} />
          ))}
        </div>
      )}
      <Modal
        opened={dialog !== null}
        onClose={() => setDialog(null)}
        title={dialog ? TITLES[dialog.kind] : undefined}
        fullScreen={isPhone}
        // The key is shown once: it closes only through its own button.
        closeOnClickOutside={dialog?.kind !== 'key'}
        closeOnEscape={dialog?.kind !== 'key'}
        withCloseButton={dialog?.kind !== 'key'}
      >
        {dialog?.kind === 'device' && (
          // A new device goes straight on to its first sensor, whose key is then shown.
          <DeviceForm onAdded={(device) => setDialog({ kind: 'sensor', device })} />
        )}
        {dialog?.kind === 'sensor' && (
          <SensorForm deviceId={dialog.device.id} onAdded={added('sensor')} />
        )}
        {dialog?.kind === 'actuator' && (
          <ActuatorForm deviceId={dialog.device.id} onAdded={added('actuator')} />
        )}
        {dialog?.kind === 'key' && (
          <NewKey created={dialog.created} kind={dialog.channel} onDone={() => setDialog(null)} />
        )}
      </Modal>
    </Stack>
  );
}
