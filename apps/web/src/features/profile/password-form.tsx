import { messages, ownPasswordForm, type OwnPasswordForm } from '@depot/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { PasswordFields } from '../../components/password-fields';
import { field } from '../../lib/form-field';
import { notifyFailure } from '../../lib/notify-failure';
import { useChangeOwnPassword } from './api';

const empty: OwnPasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** One's own new password, typed twice; this device stays logged in, the others are logged out. */
export function OwnPasswordFormCard() {
  const change = useChangeOwnPassword();
  const form = useForm<OwnPasswordForm>({
    resolver: zodResolver(ownPasswordForm),
    defaultValues: empty,
  });
  const submit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (res) => {
          form.reset(empty);
          notifications.show({ color: 'green', message: res.message });
        },
        onError: (error) => notifyFailure(error, messages.profile.passwordFailed),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Ganti Password">
      <Stack>
        <Title order={3} size="h4">
          Ganti Password
        </Title>
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
      </Stack>
    </form>
  );
}
