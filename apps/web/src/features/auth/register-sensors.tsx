import {
  OPTIONAL_SENSOR_KIND_LABELS,
  OPTIONAL_SENSOR_KINDS,
  type OptionalSensorKind,
  type RegisterForm,
} from '@depot/contract';
import { Divider, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { field } from '../../lib/form-field';

// Sensible first guesses for slots 2–7: the three tap meters, a quality probe, then others.
export const DEFAULT_KINDS: OptionalSensorKind[] = [
  'flow_a',
  'flow_b',
  'flow_c',
  'quality',
  'other',
  'other',
];

const kindOptions = OPTIONAL_SENSOR_KINDS.map((k) => ({
  value: k,
  label: OPTIONAL_SENSOR_KIND_LABELS[k],
}));

/** The six optional sensor rows (2–7) of the register form; a row left empty is not sent. */
export function RegisterSensors<T>({ form }: { form: UseFormReturn<RegisterForm, unknown, T> }) {
  return (
    <Stack gap="sm">
      <Text fw={600}>Sensor tambahan (opsional)</Text>
      <Text size="xs" c="dimmed">
        Baris yang dibiarkan kosong tidak dikirim.
      </Text>
      {DEFAULT_KINDS.map((_, i) => (
        <div key={i}>
          {i > 0 && <Divider mb="sm" />}
          <Text size="sm" fw={500} mb={4}>
            Sensor {i + 2}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <TextInput
              aria-label={`ID Sensor ${i + 2}`}
              placeholder="ID sensor"
              autoCapitalize="none"
              {...field(form, `optional_sensors.${i}.id`)}
            />
            <TextInput
              aria-label={`Nama Sensor ${i + 2}`}
              placeholder="Nama sensor"
              {...field(form, `optional_sensors.${i}.name`)}
            />
            <Controller
              control={form.control}
              name={`optional_sensors.${i}.kind`}
              render={({ field: kind }) => (
                <Select
                  style={{ gridColumn: '1 / -1' }}
                  aria-label={`Jenis Sensor ${i + 2}`}
                  data={kindOptions}
                  allowDeselect={false}
                  value={kind.value}
                  onChange={(v) => kind.onChange(v ?? 'other')}
                />
              )}
            />
          </SimpleGrid>
        </div>
      ))}
    </Stack>
  );
}
