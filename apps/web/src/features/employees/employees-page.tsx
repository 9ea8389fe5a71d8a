import { messages, type Employee } from '@depot/contract';
import { Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { confirmAction } from '../../components/confirm';
import { FormModal } from '../../components/form-modal';
import { ListState } from '../../components/list-state';
import { PageHeader } from '../../components/page-header';
import { notifyFailure } from '../../lib/notify-failure';
import { useSession } from '../../lib/use-session';
import { useChangeEmployee, useEmployees } from './api/employees';
import { AddEmployeeForm, RenameEmployeeForm, ResetPasswordForm } from './employee-forms';
import { EmployeeList, type EmployeeAction } from './employee-list';

/** Which form is open; null when none is. */
type Editing = { form: 'add' } | { form: 'rename' | 'password'; employee: Employee } | null;

const TITLES = { add: 'Tambah Karyawan', rename: 'Ubah Nama', password: 'Reset Password' };

/** 'Karyawan': the owner's staff accounts (docs/roles.md says what they may do). */
export function EmployeesPage() {
  const username = useSession().username ?? '';
  const list = useEmployees(username);
  const change = useChangeEmployee(username);
  const [editing, setEditing] = useState<Editing>(null);

  const save = (input: Parameters<typeof change.mutate>[0], after?: () => void) =>
    change.mutate(input, {
      onSuccess: (r) => {
        notifications.show({ color: 'green', message: r.message });
        after?.();
      },
      onError: (e) => notifyFailure(e, messages.employees.saveFailed),
    });
  const closeForm = () => setEditing(null);

  const confirm = (e: Employee, action: 'toggle' | 'remove') => {
    const enabling = action === 'toggle' && e.disabled;
    const text =
      action === 'remove'
        ? messages.employees.removeConfirm(e.username)
        : enabling
          ? messages.employees.enableConfirm(e.username)
          : messages.employees.disableConfirm(e.username);
    confirmAction({
      title:
        action === 'remove' ? 'Hapus karyawan' : enabling ? 'Aktifkan akun' : 'Nonaktifkan akun',
      text,
      confirm: action === 'remove' ? 'Ya, hapus' : enabling ? 'Ya, aktifkan' : 'Ya, nonaktifkan',
      color: enabling ? 'green' : 'red',
      onConfirm: () =>
        save(
          action === 'remove'
            ? { kind: 'remove', id: e.id }
            : { kind: 'update', id: e.id, body: { disabled: !e.disabled } },
        ),
    });
  };

  const onAction = (employee: Employee, action: EmployeeAction) =>
    action === 'toggle' || action === 'remove'
      ? confirm(employee, action)
      : setEditing({ form: action, employee });

  const saving = change.isPending;

  return (
    <Stack maw={1100}>
      <PageHeader
        title={messages.employees.title}
        intro={messages.employees.intro}
        action={<Button onClick={() => setEditing({ form: 'add' })}>Tambah Karyawan</Button>}
      />
      <ListState
        query={list}
        loading="Memuat karyawan"
        failed={messages.employees.loadFailed}
        empty={messages.employees.none}
      >
        {(employees) => <EmployeeList employees={employees} busy={saving} onAction={onAction} />}
      </ListState>
      <FormModal
        opened={editing !== null}
        onClose={closeForm}
        saving={saving}
        title={
          editing &&
          (editing.form === 'add'
            ? TITLES.add
            : `${TITLES[editing.form]} — ${editing.employee.username}`)
        }
      >
        {editing?.form === 'add' && (
          <AddEmployeeForm
            saving={saving}
            onCancel={closeForm}
            onSubmit={(body) => save({ kind: 'create', body }, closeForm)}
          />
        )}
        {editing?.form === 'rename' && (
          <RenameEmployeeForm
            name={editing.employee.name}
            saving={saving}
            onCancel={closeForm}
            onSubmit={(body) => save({ kind: 'update', id: editing.employee.id, body }, closeForm)}
          />
        )}
        {editing?.form === 'password' && (
          <ResetPasswordForm
            saving={saving}
            onCancel={closeForm}
            onSubmit={(body) => save({ kind: 'update', id: editing.employee.id, body }, closeForm)}
          />
        )}
      </FormModal>
    </Stack>
  );
}
