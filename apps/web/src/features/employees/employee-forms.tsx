import {
  createEmployeeForm,
  employeeNameForm,
  employeePasswordForm,
  type CreateEmployeeBody,
  type CreateEmployeeForm,
  type EmployeePasswordForm,
} from '@depot/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../components/form-actions';
import { PasswordFields } from '../../components/password-fields';
import { field } from '../../lib/form-field';

interface FormProps<Body> {
  saving: boolean;
  onSubmit: (body: Body) => void;
  onCancel: () => void;
}

/** A new employee: username, name and the password twice (the confirmation is not sent). */
export function AddEmployeeForm({ saving, onSubmit, onCancel }: FormProps<CreateEmployeeBody>) {
  const form = useForm<CreateEmployeeForm>({
    resolver: zodResolver(createEmployeeForm),
    defaultValues: { username: '', name: '', password: '', confirmPassword: '' },
  });
  return (
    <form
      onSubmit={form.handleSubmit(({ confirmPassword: _, ...body }) => onSubmit(body))}
      noValidate
    >
      <Stack>
        <TextInput
          label="Nama karyawan"
          required
          data-autofocus
          autoComplete="off"
          maxLength={100}
          {...field(form, 'name')}
        />
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
        <FormActions saving={saving} onCancel={onCancel} label="Tambah" />
      </Stack>
    </form>
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
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Stack>
        <TextInput
          label="Nama karyawan"
          required
          data-autofocus
          autoComplete="off"
          maxLength={100}
          {...field(form, 'name')}
        />
        <FormActions saving={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

/** A new password typed twice; the employee's open sessions end. */
export function ResetPasswordForm({ saving, onSubmit, onCancel }: FormProps<{ password: string }>) {
  const form = useForm<EmployeePasswordForm>({
    resolver: zodResolver(employeePasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  return (
    <form onSubmit={form.handleSubmit(({ password }) => onSubmit({ password }))} noValidate>
      <Stack>
        <PasswordFields
          form={form}
          name="password"
          label="Password baru"
          description="Minimal 6 karakter. Karyawan harus login kembali dengan password ini."
          autoFocus
        />
        <FormActions saving={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
