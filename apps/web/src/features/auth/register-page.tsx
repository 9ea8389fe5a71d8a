import {
  messages,
  OPTIONAL_SENSOR_KIND_LABELS,
  OPTIONAL_SENSOR_KINDS,
  registerRequest,
  type OptionalSensorKind,
  type RegisterRequest,
  type z,
} from '@depot/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  NumberInput,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Controller, get, useForm, type FieldPath } from 'react-hook-form';
import { Link } from 'react-router';
import { AuthLayout } from '../../components/auth-layout';
import { errorMessage } from '../../lib/api';
import { firstErrorMessage } from '../../lib/form-errors';
import { ID_DIGITS } from '../../lib/number-input';
import { useRegister } from './api/register';

// Sensible first guesses for slots 2–7: the three tap meters, a quality probe, then others.
const DEFAULT_KINDS: OptionalSensorKind[] = [
  'flow_a',
  'flow_b',
  'flow_c',
  'quality',
  'other',
  'other',
];

const emptyForm = (): RegisterRequest => ({
  username: '',
  password: '',
  depot_name: '',
  address: '',
  sensor_id_main: '',
  sensor_name_main: '',
  tank_name: '',
  capacity: undefined,
  height_cm: undefined,
  optional_sensors: DEFAULT_KINDS.map((kind) => ({ id: '', name: '', kind })),
});

const kindOptions = OPTIONAL_SENSOR_KINDS.map((k) => ({
  value: k,
  label: OPTIONAL_SENSOR_KIND_LABELS[k],
}));

export function RegisterPage() {
  const form = useForm<RegisterRequest, unknown, z.output<typeof registerRequest>>({
    resolver: zodResolver(registerRequest),
    defaultValues: emptyForm(),
    // The first problem is announced at the top of the form, where the page scrolls to.
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const mutation = useRegister();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = form.handleSubmit(
    (request) => {
      mutation.mutate(request, {
        onSuccess: (r) => {
          setResult({ ok: true, text: r.message });
          form.reset(emptyForm());
        },
        onError: (e) => setResult({ ok: false, text: errorMessage(e, messages.register.failed) }),
      });
      window.scrollTo({ top: 0 });
    },
    (problems) => {
      setResult({ ok: false, text: firstErrorMessage(problems) ?? messages.register.failed });
      window.scrollTo({ top: 0 });
    },
  );

  // A field's own problem is said under it; the tank figures, whose one message names all
  // three, are only marked (that message is in the alert above).
  const problem = (name: FieldPath<RegisterRequest>) =>
    (get(errors, name) as { message?: string } | undefined)?.message;
  const mark = (name: FieldPath<RegisterRequest>) => (problem(name) ? true : undefined);
  // An id (username, sensor id) is typed as is: no capital letter at its start on a phone.
  const idInput = (name: 'username' | 'sensor_id_main') => ({
    required: true,
    autoCapitalize: 'none',
    error: problem(name),
    ...form.register(name),
  });

  return (
    <AuthLayout width={980}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <div>
            <Title order={2}>Daftar Depot</Title>
            <Text c="dimmed" size="sm">
              Kirim permintaan akun. Super Admin akan memeriksa dan menyetujuinya, lalu Anda dapat
              login.
            </Text>
          </div>
          {result && (
            <Alert color={result.ok ? 'green' : 'red'} role={result.ok ? 'status' : 'alert'}>
              {result.text}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <Stack gap="sm">
              <Text fw={600}>Akun dan depot</Text>
              <TextInput label="Username" {...idInput('username')} />
              <PasswordInput
                label="Password"
                required
                description="Minimal 6 karakter"
                error={problem('password')}
                {...form.register('password')}
              />
              <TextInput label="Nama Depot" required {...form.register('depot_name')} />
              <TextInput label="Alamat" required {...form.register('address')} />
              <TextInput
                label="ID Sensor Utama"
                description="Sensor level (ultrasonik) pada tangki"
                {...idInput('sensor_id_main')}
              />
              <TextInput
                label="Nama Sensor Utama"
                required
                {...form.register('sensor_name_main')}
              />
              <TextInput label="Nama Tangki" required {...form.register('tank_name')} />
              <Group grow align="flex-start">
                {(['capacity', 'height_cm'] as const).map((name) => (
                  <Controller
                    key={name}
                    control={form.control}
                    name={name}
                    render={({ field }) => (
                      <NumberInput
                        label={
                          name === 'capacity' ? 'Kapasitas Tangki (liter)' : 'Tinggi Tangki (cm)'
                        }
                        required
                        min={0}
                        {...ID_DIGITS}
                        error={mark(name)}
                        value={field.value ?? ''}
                        onChange={(v) => field.onChange(typeof v === 'number' ? v : undefined)}
                        onBlur={field.onBlur}
                      />
                    )}
                  />
                ))}
              </Group>
            </Stack>
            <Stack gap="sm">
              <Text fw={600}>Sensor tambahan (opsional)</Text>
              <Text size="xs" c="dimmed">
                Baris yang dibiarkan kosong tidak dikirim.
              </Text>
              {DEFAULT_KINDS.map((_, i) => (
                <div key={i}>
                  {i > 0 && <Divider mb="sm" />}
                  <Text size="sm" fw={500} mb={4}>
                    Sensor {i + 2}
                  </Text>
                  <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                    <TextInput
                      aria-label={`ID Sensor ${i + 2}`}
                      placeholder="ID sensor"
                      autoCapitalize="none"
                      error={problem(`optional_sensors.${i}.id`) ?? mark(`optional_sensors.${i}`)}
                      {...form.register(`optional_sensors.${i}.id`)}
                    />
                    <TextInput
                      aria-label={`Nama Sensor ${i + 2}`}
                      placeholder="Nama sensor"
                      error={problem(`optional_sensors.${i}`)}
                      {...form.register(`optional_sensors.${i}.name`)}
                    />
                    <Controller
                      control={form.control}
                      name={`optional_sensors.${i}.kind`}
                      render={({ field }) => (
                        <Select
                          style={{ gridColumn: '1 / -1' }}
                          aria-label={`Jenis Sensor ${i + 2}`}
                          data={kindOptions}
                          allowDeselect={false}
                          value={field.value}
                          onChange={(v) => field.onChange(v ?? 'other')}
                        />
                      )}
                    />
                  </SimpleGrid>
                </div>
              ))}
            </Stack>
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
