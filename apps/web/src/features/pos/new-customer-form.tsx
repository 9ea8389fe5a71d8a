import { customerBody, messages, type Customer, type CustomerBody } from '@depot/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Text, Textarea, TextInput } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { input } from 'zod';
import { PanelForm } from '../../components/form-submit';
import { currentPosition, NoFix } from '../../lib/geolocation';
import { field } from '../../lib/form-field';
import { usePanelSubmit } from '../../lib/panel-submit';
import { useCreateCustomer } from './api/customers';

// The map (and Leaflet) come only when the cashier asks to pin a location.
const LocationPicker = lazy(async () => ({
  default: (await import('../../components/location-picker')).LocationPicker,
}));

const NO_FIX = {
  unavailable: messages.customers.noGeolocation,
  denied: messages.customers.locationDenied,
  timeout: messages.customers.locationTimeout,
};

const coordinate = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 6 });

/** 'Pelanggan baru' at the counter: name, WhatsApp, address and where to deliver. */
export function NewCustomerForm({
  username,
  typed,
  phoneTyped,
  onSaved,
  onCancel,
}: {
  username: string;
  /** What the cashier typed in the search, put where it belongs. */
  typed: string;
  phoneTyped: boolean;
  onSaved: (customer: Customer) => void;
  onCancel: () => void;
}) {
  const form = useForm<input<typeof customerBody>, unknown, CustomerBody>({
    resolver: zodResolver(customerBody),
    defaultValues: { name: phoneTyped ? '' : typed, phone: phoneTyped ? typed : '', address: '' },
  });
  const create = useCreateCustomer(username);
  const submit = usePanelSubmit(
    form,
    create,
    { fieldOfStatus: {}, fallback: messages.api.serverError },
    ({ customer }) => onSaved(customer),
  );
  const [latitude, longitude] = useWatch({
    control: form.control,
    name: ['latitude', 'longitude'],
  });
  const location =
    latitude !== undefined && longitude !== undefined ? { latitude, longitude } : null;
  const [mapShown, setMapShown] = useState(false);
  const [locating, setLocating] = useState(false);
  const [fixNote, setFixNote] = useState<string | null>(null);

  const pin = (picked: { latitude: number; longitude: number }) => {
    form.setValue('latitude', picked.latitude);
    form.setValue('longitude', picked.longitude, { shouldValidate: true });
  };
  const here = async () => {
    setFixNote(null);
    setLocating(true);
    try {
      pin(await currentPosition(NO_FIX));
    } catch (e) {
      if (!(e instanceof NoFix)) throw e;
      setFixNote(e.message);
      setMapShown(true);
    } finally {
      setLocating(false);
    }
  };
  const errors = form.formState.errors;

  return (
    <Paper withBorder p="sm">
      <PanelForm
        name="Pelanggan baru"
        submitLabel="Simpan Pelanggan"
        onSubmit={submit.onSubmit}
        failure={submit.failure}
        pending={submit.pending}
      >
        <TextInput label="Nama" required maxLength={100} {...field(form, 'name')} />
        <TextInput
          label="Nomor WhatsApp"
          required
          placeholder="0812-3456-7890"
          inputMode="tel"
          maxLength={30}
          {...field(form, 'phone')}
        />
        <Textarea label="Alamat" autosize minRows={2} maxLength={300} {...field(form, 'address')} />
        <Group gap="xs">
          <Button variant="light" size="compact-md" loading={locating} onClick={here}>
            Pakai lokasi saat ini
          </Button>
          <Button variant="subtle" size="compact-md" onClick={() => setMapShown((s) => !s)}>
            {mapShown ? 'Tutup peta' : 'Pilih di peta'}
          </Button>
        </Group>
        {mapShown && (
          <Suspense fallback={null}>
            <LocationPicker label="Peta lokasi pelanggan" value={location} onChange={pin} />
          </Suspense>
        )}
        <Text
          size="sm"
          c={fixNote || errors.latitude ? 'red.8' : 'dimmed'}
          data-testid="customer-location"
        >
          {errors.latitude?.message ??
            fixNote ??
            (location
              ? `Lokasi: ${coordinate.format(location.latitude)}, ${coordinate.format(location.longitude)}`
              : 'Lokasi belum dipilih (boleh dikosongkan).')}
        </Text>
      </PanelForm>
      <Button variant="subtle" color="gray" fullWidth mt="xs" onClick={onCancel}>
        Batal
      </Button>
    </Paper>
  );
}
