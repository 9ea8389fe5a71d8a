import { messages, type Shift } from '@depot/contract';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { confirmAction } from '../../components/confirm';
import { DataList, type DataColumn } from '../../components/data-list';
import { FormModal } from '../../components/form-modal';
import { ListState } from '../../components/list-state';
import { RowButton } from '../../components/record-status';
import { notifyFailure } from '../../lib/notify-failure';
import { useChangeShift, useShifts, type ShiftChange } from './api/shifts';
import { shiftHours } from './shift-hours';
import { ShiftForm, type Person } from './shift-form';

/** The form open: a new shift, or the one being changed; null when none is. */
type Editing = { shift?: Shift } | null;

/** The owner's shifts: a list, and a dialog to add or change one. */
export function ShiftSection({ username, people }: { username: string; people: Person[] }) {
  const shifts = useShifts(username);
  const change = useChangeShift(username);
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);

  const save = (input: ShiftChange, after?: () => void) =>
    change.mutate(input, {
      onSuccess: (r) => {
        notifications.show({ color: 'green', message: r.message });
        after?.();
      },
      onError: (e) => notifyFailure(e, messages.attendance.shiftSaveFailed),
    });

  const names = (ids: number[]) =>
    people
      .filter((p) => ids.includes(p.id))
      .map((p) => p.name)
      .join(', ') || '—';

  const columns: DataColumn<Shift>[] = [
    { header: 'Shift', cell: (s) => s.name },
    { header: 'Jam (WIB)', cell: shiftHours },
    { header: 'Karyawan', cell: (s) => names(s.employee_ids) },
    {
      header: 'Aksi',
      cell: (s) => (
        <Group gap={6}>
          <RowButton onClick={() => setEditing({ shift: s })}>Ubah</RowButton>
          <RowButton
            variant="subtle"
            color="red"
            disabled={change.isPending}
            onClick={() =>
              confirmAction({
                title: 'Hapus shift',
                text: messages.attendance.shiftRemoveConfirm(s.name),
                confirm: 'Ya, hapus',
                color: 'red',
                onConfirm: () => save({ kind: 'remove', id: s.id }),
              })
            }
          >
            Hapus
          </RowButton>
        </Group>
      ),
    },
  ];

  return (
    <Paper withBorder p="md">
      <Stack>
        <Group justify="space-between">
          <Text fw={600} component="h3">
            Shift
          </Text>
          <Button onClick={() => setEditing({})}>Tambah Shift</Button>
        </Group>
        <ListState
          query={shifts}
          loading="Memuat shift"
          failed={messages.attendance.shiftsLoadFailed}
          empty={messages.attendance.shiftsNone}
        >
          {(rows) => (
            <DataList
              label="Daftar shift"
              columns={columns}
              rows={rows}
              rowKey={(s) => String(s.id)}
              rowTestId={(s) => `shift-${s.name}`}
            />
          )}
        </ListState>
      </Stack>
      <FormModal
        opened={editing !== null}
        onClose={close}
        saving={change.isPending}
        title={editing?.shift ? `Ubah Shift — ${editing.shift.name}` : 'Tambah Shift'}
      >
        {editing && (
          <ShiftForm
            shift={editing.shift}
            people={people}
            saving={change.isPending}
            onCancel={close}
            onSubmit={(body) =>
              save(
                editing.shift
                  ? { kind: 'update', id: editing.shift.id, body }
                  : { kind: 'create', body },
                close,
              )
            }
          />
        )}
      </FormModal>
    </Paper>
  );
}
