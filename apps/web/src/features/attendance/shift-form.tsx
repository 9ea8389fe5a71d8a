import { shiftBody, type Shift, type ShiftBody, type z } from '@depot/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { DialogForm } from '../../components/form-actions';
import { field } from '../../lib/form-field';

export interface Person {
  id: number;
  name: string;
}

interface Props {
  shift?: Shift;
  /** Who may work it: the depot's people. */
  people: Person[];
  saving: boolean;
  onSubmit: (body: ShiftBody) => void;
  onCancel: () => void;
}

/** A shift's name, its WIB times (it may end after midnight) and who works it. */
export function ShiftForm({ shift, people, saving, onSubmit, onCancel }: Props) {
  const form = useForm<z.input<typeof shiftBody>, unknown, ShiftBody>({
    resolver: zodResolver(shiftBody),
    defaultValues: {
      name: shift?.name ?? '',
      start: shift?.start ?? '06:00',
      end: shift?.end ?? '14:00',
      employee_ids: shift?.employee_ids ?? [],
    },
  });
  return (
    <DialogForm
      onSubmit={form.handleSubmit(onSubmit)}
      saving={saving}
      onCancel={onCancel}
      label={shift ? 'Simpan' : 'Tambah'}
    >
      <TextInput
        label="Nama shift"
        placeholder="Pagi"
        required
        data-autofocus
        autoComplete="off"
        maxLength={40}
        {...field(form, 'name')}
      />
      <Group grow align="flex-start">
        <TextInput type="time" label="Jam mulai (WIB)" required {...field(form, 'start')} />
        <TextInput type="time" label="Jam selesai (WIB)" required {...field(form, 'end')} />
      </Group>
      <Text size="xs" c="dimmed" mt={-8}>
        Shift boleh melewati tengah malam, misalnya Malam 22:00–06:00.
      </Text>
      {people.length > 0 && (
        <Controller
          control={form.control}
          name="employee_ids"
          render={({ field: ids }) => (
            <Checkbox.Group
              label="Yang bekerja di shift ini"
              description="Dipakai untuk menghitung terlambat dan tidak hadir."
              value={(ids.value ?? []).map(String)}
              onChange={(values) => ids.onChange(values.map(Number))}
            >
              <Stack gap={4} mt="xs">
                {people.map((p) => (
                  <Checkbox key={p.id} value={String(p.id)} label={p.name} py={10} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
      )}
    </DialogForm>
  );
}
