import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError, errorMessage } from './api';
import { endedSession } from './session-end';

/** Which field a refusal belongs to, by status (a 409 under the id that is taken). */
type FieldOfStatus<F extends FieldValues> = Partial<Record<number, Path<F>>>;

/**
 * A panel form's submit: the checked values go to the server; a refusal is shown under the
 * field its status belongs to, any other above the submit button; a refusal that ended the
 * session was announced already. Spread the result into `<PanelForm>`.
 */
export function usePanelSubmit<F extends FieldValues, Out, Data, E, C>(
  form: UseFormReturn<F, unknown, Out>,
  mutation: UseMutationResult<Data, E, Out, C>,
  refusal: { fieldOfStatus: FieldOfStatus<F>; fallback: string },
  onSuccess: (data: Data) => void,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const onError = (error: E) => {
    if (endedSession(error)) return;
    const message = errorMessage(error, refusal.fallback);
    const name = error instanceof ApiError ? refusal.fieldOfStatus[error.status] : undefined;
    if (name) form.setError(name, { message }, { shouldFocus: true });
    else setFailure(message);
  };
  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    mutation.mutate(values, { onSuccess, onError });
  });
  return { onSubmit, failure, pending: mutation.isPending };
}
