import {
  DEFAULT_SUBSCRIPTION,
  DEPOT_TEXT_MAX,
  depotInput,
  SUBSCRIPTION_CHOICES,
  type DepotData,
  type DepotInput,
} from '@depot/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import type { LatLon } from './webgis-map';

interface Props {
  /** The point last clicked on the map: it fills the coordinates. */
  picked: LatLon | null;
  saving: boolean;
  onSubmit: (depot: DepotData) => void;
  onCancel: () => void;
}

const EMPTY: DepotInput = {
  nama: '',
  alamat: '',
  telepon: '',
  jam_buka: '',
  kelurahan: '',
  kecamatan: '',
  kota_kabupaten: '',
  surveyed_by: '',
  is_subscribed: DEFAULT_SUBSCRIPTION,
  jumlah_ulasan: 0,
} as DepotInput;

/** A new surveyed depot, checked with the schema the server uses. */
export function DepotForm({ picked, saving, onSubmit, onCancel }: Props) {
  const form = useForm<DepotInput, unknown, DepotData>({
    resolver: zodResolver(depotInput),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!picked) return;
    form.setValue('latitude', picked[0], { shouldValidate: true });
    form.setValue('longitude', picked[1], { shouldValidate: true });
  }, [form, picked]);

  const text = (name: Path<DepotInput>, label: string, max: number, required = false) => (
    <TextInput
      size="sm"
      label={label}
      required={required}
      maxLength={max}
      error={errors[name as keyof typeof errors]?.message}
      {...form.register(name)}
    />
  );

  const number = (
    name: 'latitude' | 'longitude' | 'rating' | 'jumlah_ulasan',
    label: string,
    props: { required?: boolean; min?: number; max?: number; decimalScale?: number },
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          size="sm"
          label={label}
          required={props.required}
          min={props.min}
          max={props.max}
          decimalScale={props.decimalScale}
          decimalSeparator=","
          hideControls
          value={field.value ?? ''}
          onChange={(v) => field.onChange(typeof v === 'number' ? v : undefined)}
          onBlur={field.onBlur}
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label="Tambah titik depot">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          Klik peta untuk mengisi koordinat.
        </Text>
        <SimpleGrid cols={2} spacing="xs">
          {number('latitude', 'Latitude', { required: true, decimalScale: 6 })}
          {number('longitude', 'Longitude', { required: true, decimalScale: 6 })}
        </SimpleGrid>
        {text('nama', 'Nama depot', DEPOT_TEXT_MAX.nama, true)}
        {text('alamat', 'Alamat', DEPOT_TEXT_MAX.alamat, true)}
        <SimpleGrid cols={2} spacing="xs">
          {text('telepon', 'Telepon', 25)}
          {text('jam_buka', 'Jam buka', DEPOT_TEXT_MAX.jam_buka)}
          {text('kelurahan', 'Kelurahan', DEPOT_TEXT_MAX.area)}
          {text('kecamatan', 'Kecamatan', DEPOT_TEXT_MAX.area)}
        </SimpleGrid>
        {text('kota_kabupaten', 'Kota/Kabupaten', DEPOT_TEXT_MAX.area)}
        <SimpleGrid cols={2} spacing="xs">
          {text('surveyed_by', 'Surveyor', DEPOT_TEXT_MAX.surveyor)}
          <NativeSelect
            size="sm"
            label="Status berlangganan"
            data={SUBSCRIPTION_CHOICES}
            {...form.register('is_subscribed')}
          />
          {number('rating', 'Rating (0–5)', { min: 0, max: 5, decimalScale: 1 })}
          {number('jumlah_ulasan', 'Jumlah ulasan', { min: 0, decimalScale: 0 })}
        </SimpleGrid>
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Batal
          </Button>
          <Button type="submit" loading={saving}>
            Simpan Titik
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
