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
import { Group, NumberInput, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { PanelForm } from '../../components/form-submit';
import { SelectField } from '../../components/select-field';
import { field } from '../../lib/form-field';
import { ID_DIGITS } from '../../lib/number-input';
import { usePanelSubmit } from '../../lib/panel-submit';
import { useAddActuator } from './api/add-actuator';
import { useAddSensor } from './api/add-sensor';

const SENSOR_TYPES = SMART_IOT_SENSOR_TYPES.map((value) => ({
  value,
  label: SENSOR_TYPE_INFO[value].label,
}));

/** A 409 (the id is taken) belongs to the id field. */
const idTaken = <F extends string>(idField: F) => ({
  fieldOfStatus: { 409: idField },
  fallback: messages.iot.addFailed,
});

type Added = (created: CreatedWithKey) => void;

/** 'Tambah Sensor': id, name, type and optional limits of a device's new sensor. */
export function SensorForm({ deviceId, onAdded }: { deviceId: number; onAdded: Added }) {
  const add = useAddSensor(deviceId);
  const form = useForm<z.input<typeof createIotSensorBody>, unknown, CreateIotSensorBody>({
    resolver: zodResolver(createIotSensorBody),
    defaultValues: { sensor_id: '', sensor_name: '', sensor_type: 'temperature_DHT11' },
  });
  const submit = usePanelSubmit(form, add, idTaken('sensor_id'), onAdded);
  const { errors } = form.formState;
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
    <PanelForm name={messages.iot.addSensor} submitLabel={messages.iot.save} {...submit}>
      <TextInput
        label={messages.iot.sensorId}
        description={messages.iot.idHint}
        required
        {...field(form, 'sensor_id')}
      />
      <TextInput label={messages.iot.sensorName} required {...field(form, 'sensor_name')} />
      <SelectField
        form={form}
        name="sensor_type"
        label={messages.iot.sensorType}
        data={SENSOR_TYPES}
        searchable
      />
      <Group grow align="flex-start" wrap="wrap">
        {limit('min_value', messages.iot.minValue)}
        {limit('max_value', messages.iot.maxValue)}
      </Group>
    </PanelForm>
  );
}

/** 'Tambah Aktuator': id and name of a device's new switch. */
export function ActuatorForm({ deviceId, onAdded }: { deviceId: number; onAdded: Added }) {
  const add = useAddActuator(deviceId);
  const form = useForm<z.input<typeof createActuatorBody>, unknown, CreateActuatorBody>({
    resolver: zodResolver(createActuatorBody),
    defaultValues: { actuator_id: '', name: '' },
  });
  const submit = usePanelSubmit(form, add, idTaken('actuator_id'), onAdded);
  return (
    <PanelForm name={messages.iot.addActuator} submitLabel={messages.iot.save} {...submit}>
      <TextInput
        label={messages.iot.actuatorId}
        description={messages.iot.idHint}
        required
        {...field(form, 'actuator_id')}
      />
      <TextInput label={messages.iot.actuatorName} required {...field(form, 'name')} />
    </PanelForm>
  );
}
