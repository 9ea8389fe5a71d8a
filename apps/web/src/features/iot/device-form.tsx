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
import { Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError, errorMessage } from '../../lib/api';
import { field } from '../../lib/form-field';
import { endedSession } from '../../lib/session-end';
import { useAddDevice } from './api/add-device';
import { FormSubmit } from '../../components/form-submit';

const TYPE_DATA = IOT_DEVICE_TYPES.map((value) => ({
  value,
  label: IOT_DEVICE_TYPE_LABELS[value],
}));

/** 'Tambah Perangkat': name, location, type and the owning depot's username. */
export function DeviceForm({ onAdded }: { onAdded: (device: SmartIotDevice) => void }) {
  const add = useAddDevice();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof createIotDeviceBody>, unknown, CreateIotDeviceBody>({
    resolver: zodResolver(createIotDeviceBody),
    defaultValues: { device_name: '', location: '', device_type: 'weather_station', username: '' },
  });

  const submit = (device: CreateIotDeviceBody) => {
    setFailure(null);
    add.mutate(device, {
      onSuccess: (device) => {
        notifications.show({ color: 'green', message: messages.iot.deviceAdded });
        onAdded(device);
      },
      onError: (error) => {
        if (endedSession(error)) return;
        const message = errorMessage(error, messages.iot.addFailed);
        // The server's only refusal of a well-formed form: the owner is no depot owner.
        if (error instanceof ApiError && error.status === 400) {
          form.setError('username', { message }, { shouldFocus: true });
        } else setFailure(message);
      },
    });
  };

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate aria-label={messages.iot.addDevice}>
      <Stack gap="sm">
        <TextInput label={messages.iot.deviceName} required {...field(form, 'device_name')} />
        <TextInput
          label={messages.iot.location}
          {...field(form, 'location', { setValueAs: (v: string) => v.trim() || null })}
        />
        <Controller
          control={form.control}
          name="device_type"
          render={({ field }) => (
            <Select
              label={messages.iot.deviceType}
              data={TYPE_DATA}
              allowDeselect={false}
              value={field.value}
              onChange={(v) => field.onChange(v)}
              comboboxProps={{ withinPortal: false }}
            />
          )}
        />
        <TextInput
          label={messages.iot.ownerUsername}
          description={messages.iot.ownerHint}
          required
          {...field(form, 'username')}
        />
        <FormSubmit failure={failure} pending={add.isPending} label={messages.iot.save} />
      </Stack>
    </form>
  );
}
