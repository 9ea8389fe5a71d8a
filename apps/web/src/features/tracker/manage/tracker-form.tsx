import {
  createTrackerRequest,
  messages,
  type CreateTrackerRequest,
  type CreateTrackerResponse,
  type z,
} from '@depot/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Autocomplete, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError, errorMessage } from '../../../lib/api';
import { field } from '../../../lib/form-field';
import { endedSession } from '../../../lib/session-end';
import { useAddTracker } from '../api/add-tracker';
import { FormSubmit } from '../../../components/form-submit';

/** The server's refusals that belong to one field: no such depot, an id already taken. */
const FIELD_OF_STATUS = { 404: 'username', 409: 'id' } as const;

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
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof createTrackerRequest>, unknown, CreateTrackerRequest>({
    resolver: zodResolver(createTrackerRequest),
    defaultValues: { username: depot ?? '', name: '' },
  });
  const { errors } = form.formState;

  const submit = (tracker: CreateTrackerRequest) => {
    setFailure(null);
    add.mutate(tracker, {
      onSuccess: (r) => {
        notifications.show({ color: 'green', message: r.message });
        onAdded(r.data);
      },
      onError: (error) => {
        if (endedSession(error)) return;
        const message = errorMessage(error, messages.tracker.addFailed);
        const field =
          error instanceof ApiError
            ? FIELD_OF_STATUS[error.status as keyof typeof FIELD_OF_STATUS]
            : undefined;
        if (field) form.setError(field, { message }, { shouldFocus: true });
        else setFailure(message);
      },
    });
  };

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate aria-label={messages.tracker.addTracker}>
      <Stack gap="sm">
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
        <FormSubmit failure={failure} pending={add.isPending} label={messages.tracker.addTracker} />
      </Stack>
    </form>
  );
}
