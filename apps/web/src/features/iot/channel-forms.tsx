import {
  createActuatorBody,
  createIotSensorBody,
  messages,
  SENSOR_TYPE_INFO,
  SMART_IOT_SENSOR_TYPES,
  type CreatedWithKey,
  type CreateActuatorBody,
  type CreateIotSensorBody,
  type z,
} from '@depot/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  Controller,
  useForm,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { ApiError, errorMessage } from '../../lib/api';
import { field } from '../../lib/form-field';
import { ID_DIGITS } from '../../lib/number-input';
import { endedSession } from '../../lib/session-end';
import { useAddActuator } from './api/add-actuator';
import { useAddSensor } from './api/add-sensor';
import { FormSubmit } from '../../components/form-submit';

const SENSOR_TYPES = SMART_IOT_SENSOR_TYPES.map((value) => ({
  value,
  label: SENSOR_TYPE_INFO[value].label,
}));

/** A 409 (the id is taken) belongs to the id field; anything else to the form. */
function failureHandler<T extends FieldValues>(
  form: UseFormReturn<T>,
  idField: Path<T>,
  setFailure: (message: string) => void,
) {
  return (error: unknown) => {
    if (endedSession(error)) return;
    const message = errorMessage(error, messages.iot.addFailed);
    if (error instanceof ApiError && error.status === 409) {
      form.setError(idField, { message }, { shouldFocus: true });
    } else setFailure(message);
  };
}

type Added = (created: CreatedWithKey) => void;

/** 'Tambah Sensor': id, name, type and optional limits of a device's new sensor. */
export function SensorForm({ deviceId, onAdded }: { deviceId: number; onAdded: Added }) {
  const add = useAddSensor(deviceId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof createIotSensorBody>, unknown, CreateIotSensorBody>({
    resolver: zodResolver(createIotSensorBody),
    defaultValues: { sensor_id: '', sensor_name: '', sensor_type: 'temperature_DHT11' },
  });
  const { errors } = form.formState;
  const submit = (sensor: CreateIotSensorBody) => {
    setFailure(null);
    add.mutate(sensor, {
      onSuccess: onAdded,
      onError: failureHandler(form, 'sensor_id', setFailure),
    });
  };
  const limit = (name: 'min_value' | 'max_value', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          {...ID_DIGITS}
          hideControls
          style={{ flex: 1, minWidth: 120 }}
          error={errors[name]?.message}
          value={field.value ?? ''}
          onChange={(v) => field.onChange(typeof v === 'number' ? v : null)}
        />
      )}
    />
  );
  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate aria-label={messages.iot.addSensor}>
      <Stack gap="sm">
        <TextInput
          label={messages.iot.sensorId}
          description={messages.iot.idHint}
          required
          {...field(form, 'sensor_id')}
        />
        <TextInput label={messages.iot.sensorName} required {...field(form, 'sensor_name')} />
        <Controller
          control={form.control}
          name="sensor_type"
          render={({ field }) => (
            <Select
              label={messages.iot.sensorType}
              data={SENSOR_TYPES}
              allowDeselect={false}
              searchable
              value={field.value}
              onChange={(v) => field.onChange(v)}
              comboboxProps={{ withinPortal: false }}
            />
          )}
        />
        <Group grow align="flex-start" wrap="wrap">
          {limit('min_value', messages.iot.minValue)}
          {limit('max_value', messages.iot.maxValue)}
        </Group>
        <FormSubmit failure={failure} pending={add.isPending} label={messages.iot.save} />
      </Stack>
    </form>
  );
}

/** 'Tambah Aktuator': id and name of a device's new switch. */
export function ActuatorForm({ deviceId, onAdded }: { deviceId: number; onAdded: Added }) {
  const add = useAddActuator(deviceId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof createActuatorBody>, unknown, CreateActuatorBody>({
    resolver: zodResolver(createActuatorBody),
    defaultValues: { actuator_id: '', name: '' },
  });
  const submit = (actuator: CreateActuatorBody) => {
    setFailure(null);
    add.mutate(actuator, {
      onSuccess: onAdded,
      onError: failureHandler(form, 'actuator_id', setFailure),
    });
  };
  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate aria-label={messages.iot.addActuator}>
      <Stack gap="sm">
        <TextInput
          label={messages.iot.actuatorId}
          description={messages.iot.idHint}
          required
          {...field(form, 'actuator_id')}
        />
        <TextInput label={messages.iot.actuatorName} required {...field(form, 'name')} />
        <FormSubmit failure={failure} pending={add.isPending} label={messages.iot.save} />
      </Stack>
    </form>
  );
}
