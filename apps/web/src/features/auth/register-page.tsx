import {
  formatRupiah,
  messages,
  PACKAGES,
  packageById,
  REGISTER_FIELD_LABELS as LABEL,
  registerForm,
  type RegisterForm,
  type z,
} from '@depot/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../../components/auth-layout';
import { PasswordFields } from '../../components/password-fields';
import { ApiError, errorMessage } from '../../lib/api';
import { field } from '../../lib/form-field';
import { ID_DIGITS } from '../../lib/number-input';
import { useFocusFirstInvalid } from '../../lib/use-focus-first-invalid';
import { useRegister } from './api/register';
import { DEFAULT_KINDS, RegisterSensors } from './register-sensors';
import { RegisterSent } from './register-sent';

type Checked = z.output<typeof registerForm>;

const emptyForm = (packageId: string | null): RegisterForm => ({
  username: '',
  password: '',
  confirmPassword: '',
  depot_name: '',
  address: '',
  whatsapp: '',
  package: packageId,
  sensor_id_main: '',
  sensor_name_main: '',
  tank_name: '',
  capacity: undefined,
  height_cm: undefined,
  optional_sensors: DEFAULT_KINDS.map((kind) => ({ id: '', name: '', kind })),
});

const packageOptions = PACKAGES.map((p) => ({
  value: p.id,
  label: `${p.name} · ${formatRupiah(p.price)}`,
}));

/** The field a refusal for a taken username or sensor id is about, to say it beside it. */
function takenField(request: Checked, message: string): FieldPath<RegisterForm> | undefined {
  if (message === messages.register.usernameTaken(request.username ?? '')) return 'username';
  if (message === messages.register.sensorTaken(request.sensor_id_main ?? '')) {
    return 'sensor_id_main';
  }
  const slot = (request.optional_sensors ?? []).findIndex(
    (s) => message === messages.register.sensorTaken(s.id ?? ''),
  );
  return slot >= 0 ? `optional_sensors.${slot}.id` : undefined;
}

export function RegisterPage() {
  // The pricing section's buttons link here with the package chosen (`?paket=<id>`).
  const [params] = useSearchParams();
  const form = useForm<RegisterForm, unknown, Checked>({
    resolver: zodResolver(registerForm),
    defaultValues: emptyForm(packageById(params.get('paket'))?.id ?? null),
    // The first wrong field in page order is scrolled to and focused (useFocusFirstInvalid).
    shouldFocusError: false,
  });
  const mutation = useRegister();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<{ username: string; packageId: string | null } | null>(null);

  const submit = form.handleSubmit((values) => {
    const { confirmPassword: _, ...request } = values;
    setFailure(null);
    mutation.mutate(request, {
      onSuccess: () => {
        setSent({ username: request.username ?? '', packageId: request.package ?? null });
        window.scrollTo({ top: 0 });
      },
      onError: (e) => {
        const message = errorMessage(e, messages.register.failed);
        const name = e instanceof ApiError && e.status === 409 && takenField(values, message);
        if (name) {
          form.setError(name, { message });
          focusFirstInvalid();
        } else {
          setFailure(message);
          window.scrollTo({ top: 0 });
        }
      },
    });
  }, focusFirstInvalid);

  if (sent) {
    return (
      <AuthLayout width={560}>
        <RegisterSent username={sent.username} packageId={sent.packageId} />
      </AuthLayout>
    );
  }

  const required = (name: 'depot_name' | 'address' | 'sensor_name_main' | 'tank_name') => (
    <TextInput label={LABEL[name]} required {...field(form, name)} />
  );
  // An id (username, sensor id) is typed as is: no capital letter at its start on a phone.
  const idInput = (name: 'username' | 'sensor_id_main') => ({
    label: LABEL[name],
    required: true,
    autoCapitalize: 'none',
    ...field(form, name),
  });

  return (
    <AuthLayout width={980}>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack>
          <div>
            <Title order={2}>Daftar Depot</Title>
            <Text c="dimmed" size="sm">
              Kirim permintaan akun. Super Admin akan memeriksa dan menyetujuinya, lalu Anda dapat
              login.
            </Text>
          </div>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <Stack gap="sm">
              <Text fw={600}>Akun dan depot</Text>
              <TextInput {...idInput('username')} autoComplete="username" />
              <PasswordFields
                form={form}
                name="password"
                label={LABEL.password}
                description="Minimal 6 karakter"
              />
              {required('depot_name')}
              {required('address')}
              <TextInput
                label="Nomor WhatsApp"
                description="Opsional. Nomor ponsel, misalnya 0812 3456 7890."
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                {...field(form, 'whatsapp')}
              />
              <Controller
                control={form.control}
                name="package"
                render={({ field: choice, fieldState }) => (
                  <Select
                    label="Paket"
                    description="Opsional. Dapat diubah sebelum dikirim."
                    placeholder="Belum memilih paket"
                    data={packageOptions}
                    clearable
                    value={choice.value ?? null}
                    onChange={choice.onChange}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <Text fw={600} mt="sm">
                Tangki dan sensor utama
              </Text>
              <TextInput
                description="Sensor level (ultrasonik) pada tangki"
                {...idInput('sensor_id_main')}
              />
              {required('sensor_name_main')}
              {required('tank_name')}
              {/* Side by side from 576 px; stacked on a phone, where the tank message is long. */}
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                {(['capacity', 'height_cm'] as const).map((name) => (
                  <Controller
                    key={name}
                    control={form.control}
                    name={name}
                    render={({ field: number, fieldState }) => (
                      <NumberInput
                        label={
                          name === 'capacity' ? `${LABEL[name]} (liter)` : `${LABEL[name]} (cm)`
                        }
                        required
                        min={0}
                        {...ID_DIGITS}
                        name={number.name}
                        error={fieldState.error?.message}
                        value={number.value ?? ''}
                        onChange={(v) => number.onChange(typeof v === 'number' ? v : undefined)}
                        onBlur={number.onBlur}
                      />
                    )}
                  />
                ))}
              </SimpleGrid>
            </Stack>
            <RegisterSensors form={form} />
          </SimpleGrid>
          <Group justify="space-between" mt="md">
            <Text size="sm">
              Sudah punya akun?{' '}
              <Anchor component={Link} to="/login">
                Login
              </Anchor>
            </Text>
            <Button type="submit" size="md" loading={mutation.isPending}>
              Kirim Permintaan
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthLayout>
  );
}
