import {
  createIotDeviceBody,
  IOT_DEVICE_TYPE_LABELS,
  IOT_DEVICE_TYPES,
  messages,
  type CreateIotDeviceBody,
  type SmartIotDevice,
  type z,
} from '@depot/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { PanelForm } from '../../components/form-submit';
import { SelectField } from '../../components/select-field';
import { field } from '../../lib/form-field';
import { usePanelSubmit } from '../../lib/panel-submit';
import { useAddDevice } from './api/add-device';

const TYPE_DATA = IOT_DEVICE_TYPES.map((value) => ({
  value,
  label: IOT_DEVICE_TYPE_LABELS[value],
}));

/** 'Tambah Perangkat': name, location, type and the owning depot's username. */
export function DeviceForm({ onAdded }: { onAdded: (device: SmartIotDevice) => void }) {
  const add = useAddDevice();
  const form = useForm<z.input<typeof createIotDeviceBody>, unknown, CreateIotDeviceBody>({
    resolver: zodResolver(createIotDeviceBody),
    defaultValues: { device_name: '', location: '', device_type: 'weather_station', username: '' },
  });

  const submit = usePanelSubmit(
    form,
    add,
    // The server's only refusal of a well-formed form: the owner is no depot owner.
    { fieldOfStatus: { 400: 'username' }, fallback: messages.iot.addFailed },
    (device) => {
      notifications.show({ color: 'green', message: messages.iot.deviceAdded });
      onAdded(device);
    },
  );

  return (
    <PanelForm name={messages.iot.addDevice} submitLabel={messages.iot.save} {...submit}>
      <TextInput label={messages.iot.deviceName} required {...field(form, 'device_name')} />
      <TextInput
        label={messages.iot.location}
        {...field(form, 'location', { setValueAs: (v: string) => v.trim() || null })}
      />
      <SelectField
        form={form}
        name="device_type"
        label={messages.iot.deviceType}
        data={TYPE_DATA}
      />
      <TextInput
        label={messages.iot.ownerUsername}
        description={messages.iot.ownerHint}
        required
        {...field(form, 'username')}
      />
    </PanelForm>
  );
}
