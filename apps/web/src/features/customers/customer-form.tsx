import { customerBody, messages, type CustomerBody, type z } from '@depot/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Input, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DialogForm } from '../../components/form-actions';
import { field } from '../../lib/form-field';
import { currentPosition, NoFix } from '../../lib/geolocation';
import { formatCoordinates } from '../../lib/coordinates';

type Values = z.input<typeof customerBody>;

interface Props {
  saving: boolean;
  onSubmit: (body: CustomerBody) => void;
  onCancel: () => void;
}

/** A new customer: name, WhatsApp number, address and, if wanted, where the phone is now. */
export function CustomerForm({ saving, onSubmit, onCancel }: Props) {
  const form = useForm<Values, unknown, CustomerBody>({
    resolver: zodResolver(customerBody),
    defaultValues: { name: '', phone: '', address: '' },
  });
  const [latitude, longitude] = useWatch({
    control: form.control,
    name: ['latitude', 'longitude'],
  });
  const [locating, setLocating] = useState(false);
  const [noFix, setNoFix] = useState<string | null>(null);

  const setLocation = (at: { latitude?: number; longitude?: number }) => {
    form.setValue('latitude', at.latitude, { shouldValidate: true });
    form.setValue('longitude', at.longitude, { shouldValidate: true });
  };
  const locate = async () => {
    setNoFix(null);
    setLocating(true);
    try {
      setLocation(
        await currentPosition({
          unavailable: messages.customers.noGeolocation,
          denied: messages.customers.locationDenied,
          timeout: messages.customers.locationTimeout,
        }),
      );
    } catch (e) {
      if (!(e instanceof NoFix)) throw e;
      setNoFix(e.message);
    } finally {
      setLocating(false);
    }
  };

  const located = latitude !== undefined && longitude !== undefined;
  return (
    <DialogForm
      onSubmit={form.handleSubmit(({ address, ...body }) =>
        onSubmit(address ? { ...body, address } : body),
      )}
      saving={saving}
      onCancel={onCancel}
      label="Tambah"
    >
      <TextInput
        label="Nama pelanggan"
        required
        data-autofocus
        autoComplete="off"
        maxLength={100}
        {...field(form, 'name')}
      />
      <TextInput
        label="Nomor WhatsApp"
        description="Contoh 0812-3456-7890. Nomor yang sudah terdaftar memperbarui data pelanggan itu."
        type="tel"
        inputMode="tel"
        required
        autoComplete="off"
        maxLength={30}
        {...field(form, 'phone')}
      />
      <Textarea label="Alamat" autosize minRows={2} maxLength={300} {...field(form, 'address')} />
      <Input.Wrapper
        label="Lokasi antar (opsional)"
        error={noFix ?? form.formState.errors.latitude?.message}
      >
        <Group gap="xs" mt={6} justify="space-between">
          <Text size="sm" c="dimmed" data-testid="customer-location">
            {located ? formatCoordinates(latitude, longitude) : 'Lokasi belum diisi.'}
          </Text>
          <Group gap="xs">
            {located && (
              <Button
                variant="subtle"
                color="gray"
                size="compact-sm"
                onClick={() => setLocation({})}
              >
                Hapus lokasi
              </Button>
            )}
            <Button variant="default" size="sm" loading={locating} onClick={() => void locate()}>
              Pakai lokasi saat ini
            </Button>
          </Group>
        </Group>
      </Input.Wrapper>
    </DialogForm>
  );
}
