import { messages, ownPasswordForm, type OwnPasswordForm } from '@depot/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { PasswordFields } from '../../components/password-fields';
import { field } from '../../lib/form-field';
import { useChangeOwnPassword } from './api';
import { CardForm, useCardSubmit } from './card-form';

const empty: OwnPasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** One's own new password, typed twice; this device stays logged in, the others are logged out. */
export function OwnPasswordFormCard() {
  const change = useChangeOwnPassword();
  const form = useForm<OwnPasswordForm>({
    resolver: zodResolver(ownPasswordForm),
    defaultValues: empty,
  });
  const submit = useCardSubmit(form, change, {
    send: ({ currentPassword, newPassword }) => ({ currentPassword, newPassword }),
    after: () => empty,
    failed: messages.profile.passwordFailed,
  });
  return (
    <CardForm title="Ganti Password" onSubmit={submit}>
      <PasswordInput
        label="Password saat ini"
        required
        autoComplete="current-password"
        {...field(form, 'currentPassword')}
      />
      <PasswordFields
        form={form}
        name="newPassword"
        label="Password baru"
        description="Minimal 6 karakter. Sesi di perangkat lain akan diakhiri."
      />
      <Group justify="flex-end">
        <Button type="submit" loading={change.isPending}>
          Ganti Password
        </Button>
      </Group>
    </CardForm>
  );
}
