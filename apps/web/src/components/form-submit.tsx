import { Alert, Button, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * A named form in a panel: its fields stacked, then the server's refusal, when there is one,
 * above the submit button.
 */
export function PanelForm({
  name,
  onSubmit,
  failure,
  pending,
  submitLabel,
  children,
}: {
  /** The form's accessible name. */
  name: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  failure: string | null;
  pending: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={name}>
      <Stack gap="sm">
        {children}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
