import {
  createEmployeeForm,
  employeeNameForm,
  employeePasswordForm,
  type CreateEmployeeBody,
  type CreateEmployeeForm,
  type EmployeePasswordForm,
} from '@depot/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { DialogForm } from '../../components/form-actions';
import { PasswordFields } from '../../components/password-fields';
import { field } from '../../lib/form-field';

interface FormProps<Body> {
  saving: boolean;
  onSubmit: (body: Body) => void;
  onCancel: () => void;
}

/** The employee's display name: the first field of both the add and the rename form. */
const NAME_INPUT = {
  label: 'Nama karyawan',
  required: true,
  'data-autofocus': true,
  autoComplete: 'off',
  maxLength: 100,
} as const;

/** A new employee: username, name and the password twice (the confirmation is not sent). */
export function AddEmployeeForm({ saving, onSubmit, onCancel }: FormProps<CreateEmployeeBody>) {
  const form = useForm<CreateEmployeeForm>({
    resolver: zodResolver(createEmployeeForm),
    defaultValues: { username: '', name: '', password: '', confirmPassword: '' },
  });
  return (
    <DialogForm
      onSubmit={form.handleSubmit(({ confirmPassword: _, ...body }) => onSubmit(body))}
      saving={saving}
      onCancel={onCancel}
      label="Tambah"
    >
      <TextInput {...NAME_INPUT} {...field(form, 'name')} />
      <TextInput
        label="Username"
        description="3–32 karakter: huruf, angka, titik, garis bawah atau tanda hubung. Dipakai untuk login."
        required
        autoComplete="off"
        maxLength={32}
        {...field(form, 'username')}
      />
      <PasswordFields
        form={form}
        name="password"
        label="Password"
        description="Minimal 6 karakter."
      />
    </DialogForm>
  );
}

/** A new display name; the employee stays signed in. */
export function RenameEmployeeForm({
  name,
  saving,
  onSubmit,
  onCancel,
}: FormProps<{ name: string }> & { name: string }) {
  const form = useForm<{ name: string }>({
    resolver: zodResolver(employeeNameForm),
    defaultValues: { name },
  });
  return (
    <DialogForm onSubmit={form.handleSubmit(onSubmit)} saving={saving} onCancel={onCancel}>
      <TextInput {...NAME_INPUT} {...field(form, 'name')} />
    </DialogForm>
  );
}

/** A new password typed twice; the employee's open sessions end. */
export function ResetPasswordForm({ saving, onSubmit, onCancel }: FormProps<{ password: string }>) {
  const form = useForm<EmployeePasswordForm>({
    resolver: zodResolver(employeePasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  return (
    <DialogForm
      onSubmit={form.handleSubmit(({ password }) => onSubmit({ password }))}
      saving={saving}
      onCancel={onCancel}
    >
      <PasswordFields
        form={form}
        name="password"
        label="Password baru"
        description="Minimal 6 karakter. Karyawan harus login kembali dengan password ini."
        autoFocus
      />
    </DialogForm>
  );
}
