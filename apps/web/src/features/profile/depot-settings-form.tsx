import {
  messages,
  profileUpdate,
  type Profile,
  type ProfileUpdate,
  type ProfileUpdateInput,
} from '@depot/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Group,
  Input,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { formatCoordinates } from '../../lib/coordinates';
import { field } from '../../lib/form-field';
import { useSaveProfile } from './api';
import { CardForm, useCardSubmit } from './card-form';
import { LocationPicker } from '../../components/location-picker';

const valuesOf = (p: Profile): ProfileUpdateInput => ({
  depot_name: p.depot_name ?? '',
  address: p.address ?? '',
  phone: p.phone ?? '',
  opening_hours: p.opening_hours ?? '',
  latitude: p.latitude,
  longitude: p.longitude,
  show_on_public_map: p.show_on_public_map,
  tanks: p.tanks.map(({ id, low_stock_pct }) => ({ id, low_stock_pct })),
});

/** The owner's form for the depot's details, location, public-map consent and thresholds. */
export function DepotSettingsForm({ profile }: { profile: Profile }) {
  const save = useSaveProfile(profile.username);
  const form = useForm<ProfileUpdateInput, unknown, ProfileUpdate>({
    resolver: zodResolver(profileUpdate),
    defaultValues: valuesOf(profile),
  });
  const { errors } = form.formState;
  const [latitude, longitude] = useWatch({
    control: form.control,
    name: ['latitude', 'longitude'],
  });
  const location = latitude != null && longitude != null ? { latitude, longitude } : null;

  const submit = useCardSubmit(form, save, {
    send: (body) => body,
    after: (res) => valuesOf(res.profile),
    failed: messages.profile.saveFailed,
  });

  return (
    <CardForm title="Pengaturan Depot" onSubmit={submit}>
      <TextInput label="Nama Depot" required maxLength={120} {...field(form, 'depot_name')} />
      <Textarea
        label="Alamat"
        required
        autosize
        minRows={2}
        maxLength={250}
        {...field(form, 'address')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Telepon"
          type="tel"
          placeholder="0812-3456-7890"
          {...field(form, 'phone')}
        />
        <TextInput
          label="Jam Buka"
          placeholder="07.00–21.00"
          maxLength={60}
          {...field(form, 'opening_hours')}
        />
      </SimpleGrid>
      <Input.Wrapper
        label="Lokasi Depot"
        description="Ketuk atau klik peta pada letak depot. Lokasi ini dipakai sebagai 'Lokasi Depot' di peta trek motor."
        error={errors.latitude?.message ?? errors.longitude?.message}
      >
        <Stack gap={6} mt={6}>
          <LocationPicker
            label="Peta pemilih lokasi depot"
            value={location}
            onChange={(picked) => {
              form.setValue('latitude', picked.latitude, { shouldDirty: true });
              form.setValue('longitude', picked.longitude, {
                shouldDirty: true,
                shouldValidate: true,
              });
            }}
          />
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed" data-testid="picked-location">
              {location
                ? formatCoordinates(location.latitude, location.longitude)
                : 'Lokasi belum dipilih.'}
            </Text>
            {location && (
              <Button
                variant="light"
                size="compact-sm"
                color="gray"
                onClick={() => {
                  form.setValue('latitude', null, { shouldDirty: true });
                  form.setValue('longitude', null, { shouldDirty: true });
                  form.setValue('show_on_public_map', false, { shouldDirty: true });
                }}
              >
                Hapus lokasi
              </Button>
            )}
          </Group>
        </Stack>
      </Input.Wrapper>
      <Controller
        control={form.control}
        name="show_on_public_map"
        render={({ field }) => (
          <Switch
            label="Tampilkan depot di peta sebaran depot"
            description="Nama, alamat, telepon, jam buka dan lokasi depot terlihat oleh semua pengunjung di halaman Sebaran Depot."
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            error={errors.show_on_public_map?.message}
          />
        )}
      />
      {profile.tanks.length > 0 && (
        <Stack gap="xs">
          <Text fw={500} size="sm">
            Batas stok rendah
          </Text>
          <Text size="xs" c="dimmed">
            Notifikasi dikirim saat isi tangki di bawah persentase kapasitas ini.
          </Text>
          {profile.tanks.map((tank, index) => (
            <Controller
              key={tank.id}
              control={form.control}
              name={`tanks.${index}.low_stock_pct`}
              render={({ field }) => (
                <NumberInput
                  label={tank.name}
                  suffix=" %"
                  min={0}
                  max={100}
                  decimalScale={1}
                  decimalSeparator=","
                  maw={220}
                  value={field.value}
                  onChange={(v) => field.onChange(typeof v === 'number' ? v : Number.NaN)}
                  onBlur={field.onBlur}
                  error={errors.tanks?.[index]?.low_stock_pct?.message}
                />
              )}
            />
          ))}
        </Stack>
      )}
      <Group justify="flex-end">
        <Button
          variant="default"
          disabled={!form.formState.isDirty || save.isPending}
          onClick={() => form.reset()}
        >
          Batal
        </Button>
        <Button type="submit" loading={save.isPending}>
          Simpan Pengaturan
        </Button>
      </Group>
    </CardForm>
  );
}
