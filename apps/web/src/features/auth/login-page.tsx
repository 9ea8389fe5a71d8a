import { formatDateTime, loginRequest, messages, type LoginRequest, type z } from '@depot/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../../components/auth-layout';
import { ApiError, errorMessage } from '../../lib/api';
import { firstErrorMessage } from '../../lib/form-errors';
import { useLogin } from './api/login';

export function LoginPage() {
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm<z.input<typeof loginRequest>, unknown, LoginRequest>({
    resolver: zodResolver(loginRequest),
    defaultValues: { username: '', password: '' },
  });
  const [error, setError] = useState<string | null>(null);
  // 403: a registration request's own password; it is waiting or was rejected, not mistyped.
  const [aboutRequest, setAboutRequest] = useState(false);

  const submit = form.handleSubmit(
    (credentials) => {
      setError(null);
      login.mutate(credentials, {
        onSuccess: (r) => {
          notifications.show({ color: 'green', message: r.message || messages.login.success });
          // Others tried this account since its last login: the owner should know at once.
          if (r.failed_logins) {
            notifications.show({
              color: 'yellow',
              autoClose: false,
              message: messages.login.failedSince(
                r.failed_logins.count,
                formatDateTime(r.failed_logins.since),
              ),
            });
          }
          navigate(r.is_super_admin ? '/admin/register' : '/dashboard', { replace: true });
        },
        onError: (e) => {
          setAboutRequest(e instanceof ApiError && e.status === 403);
          setError(errorMessage(e, messages.login.error));
        },
      });
    },
    (errors) => {
      setAboutRequest(false);
      setError(firstErrorMessage(errors) ?? messages.login.required);
    },
  );

  return (
    <AuthLayout width={420}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <div>
            <Title order={2}>Login</Title>
            <Text c="dimmed" size="sm">
              Masuk untuk memantau depot Anda.
            </Text>
          </div>
          {error && (
            <Alert color={aboutRequest ? 'orange' : 'red'} role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label="Username"
            required
            autoComplete="username"
            autoCapitalize="none"
            {...form.register('username')}
          />
          <PasswordInput
            label="Password"
            required
            autoComplete="current-password"
            {...form.register('password')}
          />
          <Button type="submit" loading={login.isPending} fullWidth size="md">
            Login
          </Button>
          <Text size="sm" ta="center">
            Belum punya akun?{' '}
            <Anchor component={Link} to="/register">
              Daftar di sini
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
