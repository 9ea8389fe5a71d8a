import {
  DEPOT_TEXT_MAX,
  depotUpdateInput,
  messages,
  STATUS_COLORS,
  SUBSCRIPTION_CHOICES,
  type DepotUpdate,
  type DepotUpdateInput,
  type WebgisDepot,
} from '@depot/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, ColorSwatch, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { formatArea, formatRating } from '../../lib/depots';
import { notifyFailure } from '../../lib/notify-failure';
import { useUpdateDepot } from './api/update-depot';

/** A depot's facts and the form for its surveyor and subscription, inside its map popup. */
export function DepotPopup({ depot, onSaved }: { depot: WebgisDepot; onSaved: () => void }) {
  const update = useUpdateDepot();
  const form = useForm<DepotUpdateInput, unknown, DepotUpdate>({
    resolver: zodResolver(depotUpdateInput),
    defaultValues: { surveyed_by: depot.surveyed_by ?? '', is_subscribed: depot.is_subscribed },
  });
  const { errors } = form.formState;

  const submit = (values: DepotUpdate) =>
    update.mutate(
      { id: depot.id, update: values },
      {
        onSuccess: (r) => {
          notifications.show({ color: 'green', message: r.message });
          onSaved();
        },
        onError: (e) => notifyFailure(e, messages.webgis.saveFailed),
      },
    );

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate aria-label={`Ubah ${depot.nama}`}>
      <Stack gap={6}>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <ColorSwatch color={STATUS_COLORS[depot.is_subscribed]} size={12} mt={5} />
          <Text fw={700} size="sm">
            {depot.nama}
          </Text>
        </Group>
        <Text size="xs">{depot.alamat}</Text>
        {formatArea(depot) && (
          <Text size="xs" c="dimmed">
            {formatArea(depot)}
          </Text>
        )}
        <Text size="xs">
          {[depot.telepon, depot.jam_buka && `Buka ${depot.jam_buka}`, formatRating(depot)]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <TextInput
          size="xs"
          label="Surveyor"
          maxLength={DEPOT_TEXT_MAX.surveyor}
          error={errors.surveyed_by?.message}
          {...form.register('surveyed_by')}
        />
        <NativeSelect
          size="xs"
          label="Status berlangganan"
          data={SUBSCRIPTION_CHOICES}
          error={errors.is_subscribed?.message}
          {...form.register('is_subscribed')}
        />
        <Button type="submit" size="xs" loading={update.isPending} mt={4}>
          Simpan
        </Button>
      </Stack>
    </form>
  );
}
