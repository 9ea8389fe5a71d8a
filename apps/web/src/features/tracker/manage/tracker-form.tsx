import {
  createTrackerRequest,
  messages,
  type CreateTrackerRequest,
  type CreateTrackerResponse,
  type z,
} from '@depot/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Autocomplete, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, useForm } from 'react-hook-form';
import { PanelForm } from '../../../components/form-submit';
import { field } from '../../../lib/form-field';
import { usePanelSubmit } from '../../../lib/panel-submit';
import { useAddTracker } from '../api/add-tracker';

/**
 * A new bike for a depot: the depot's username (suggested from the depots that have bikes, any
 * other typed), its name, and an id when the generated one will not do.
 */
export function TrackerForm({
  depots,
  depot,
  onAdded,
}: {
  depots: readonly string[];
  /** The depot on screen, filled in at first. */
  depot: string | undefined;
  onAdded: (tracker: CreateTrackerResponse['data']) => void;
}) {
  const add = useAddTracker();
  const form = useForm<z.input<typeof createTrackerRequest>, unknown, CreateTrackerRequest>({
    resolver: zodResolver(createTrackerRequest),
    defaultValues: { username: depot ?? '', name: '' },
  });
  const submit = usePanelSubmit(
    form,
    add,
    // The refusals that belong to one field: no such depot, an id already taken.
    { fieldOfStatus: { 404: 'username', 409: 'id' }, fallback: messages.tracker.addFailed },
    (r) => {
      notifications.show({ color: 'green', message: r.message });
      onAdded(r.data);
    },
  );
  const { errors } = form.formState;

  return (
    <PanelForm
      name={messages.tracker.addTracker}
      submitLabel={messages.tracker.addTracker}
      {...submit}
    >
      <Controller
        control={form.control}
        name="username"
        render={({ field }) => (
          <Autocomplete
            {...field}
            label={messages.tracker.depotUsername}
            required
            data={depots}
            error={errors.username?.message}
            comboboxProps={{ withinPortal: false }}
          />
        )}
      />
      <TextInput
        label={messages.tracker.trackerNameLabel}
        placeholder={messages.tracker.trackerNamePlaceholder}
        required
        {...field(form, 'name')}
      />
      <TextInput
        label={messages.tracker.trackerIdLabel}
        description={messages.tracker.trackerIdHint}
        {...field(form, 'id', { setValueAs: (v: string) => v.trim() || undefined })}
      />
    </PanelForm>
  );
}
