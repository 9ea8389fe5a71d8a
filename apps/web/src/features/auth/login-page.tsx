import { messages } from '@depot/contract';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../../components/auth-layout';
import { ApiError } from '../../lib/api';
import { useLogin } from './api/login';

export function LoginPage() {
  const navigate = useNavigate();
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(messages.login.required);
      return;
    }
    setError(null);
    login.mutate(
      { username: username.trim(), password },
      {
        onSuccess: (r) => {
          notifications.show({ color: 'green', message: r.message || messages.login.success });
          navigate(r.is_super_admin ? '/admin/register' : '/dashboard', { replace: true });
        },
        onError: (e) => setError(e instanceof ApiError ? e.message : messages.login.error),
      },
    );
  };

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
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label="Username"
            required
            autoComplete="username"
            autoCapitalize="none"
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
          />
          <PasswordInput
            label="Password"
            required
            autoComplete="current-password"
            visibilityToggleButtonProps={{ 'aria-label': 'Tampilkan atau sembunyikan password' }}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
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
