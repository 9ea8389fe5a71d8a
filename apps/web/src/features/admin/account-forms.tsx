import {
  changePasswordForm,
  changeUsernameBody,
  messages,
  type ChangePasswordBody,
  type ChangePasswordForm,
  type ChangeUsernameBody,
} from '@depot/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, TextInput } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { DialogForm } from '../../components/form-actions';
import { PasswordFields } from '../../components/password-fields';
import { field } from '../../lib/form-field';

interface FormProps<Body> {
  /** The account's current username. */
  username: string;
  /** The account is the signed-in admin's own: saving ends this session too. */
  own: boolean;
  saving: boolean;
  onSubmit: (body: Body) => void;
  onCancel: () => void;
}

function OwnSessionNote({ own }: { own: boolean }): ReactNode {
  return own ? (
    <Alert color="yellow" variant="light">
      {messages.accounts.ownSessionEnds}
    </Alert>
  ) : null;
}

/** A new username, checked with the server's schema; the unchanged name is caught here too. */
export function UsernameForm({
  username,
  own,
  saving,
  onSubmit,
  onCancel,
}: FormProps<ChangeUsernameBody>) {
  const schema = useMemo(
    () =>
      changeUsernameBody.refine((b) => b.newUsername !== username, {
        path: ['newUsername'],
        message: messages.accounts.usernameUnchanged,
      }),
    [username],
  );
  const form = useForm<{ newUsername: string }, unknown, ChangeUsernameBody>({
    resolver: zodResolver(schema),
    defaultValues: { newUsername: username },
  });
  return (
    <DialogForm onSubmit={form.handleSubmit(onSubmit)} saving={saving} onCancel={onCancel}>
      <OwnSessionNote own={own} />
      <TextInput
        label="Username baru"
        description="Data depot tetap tersimpan. Pemilik akun perlu login kembali dengan username baru."
        required
        data-autofocus
        autoComplete="off"
        maxLength={32}
        {...field(form, 'newUsername')}
      />
    </DialogForm>
  );
}

/** A new password typed twice; only the password is sent. */
export function PasswordForm({ own, saving, onSubmit, onCancel }: FormProps<ChangePasswordBody>) {
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  return (
    <DialogForm
      onSubmit={form.handleSubmit(({ newPassword }) => onSubmit({ newPassword }))}
      saving={saving}
      onCancel={onCancel}
    >
      <OwnSessionNote own={own} />
      <PasswordFields
        form={form}
        name="newPassword"
        label="Password baru"
        description="Minimal 6 karakter. Sesi akun ini yang sedang berjalan akan diakhiri."
        autoFocus
      />
    </DialogForm>
  );
}
