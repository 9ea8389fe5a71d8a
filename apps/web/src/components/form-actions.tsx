import { Button, Group, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

interface ActionsProps {
  saving: boolean;
  onCancel: () => void;
  label?: string;
  /** The submit waits (a photo being resized). */
  disabled?: boolean;
}

/** A dialog form's last line: 'Batal', then the submit button. */
export function FormActions({
  saving,
  onCancel,
  label = 'Simpan',
  disabled = false,
}: ActionsProps) {
  return (
    <Group justify="flex-end" mt="sm">
      <Button variant="default" onClick={onCancel} disabled={saving}>
        Batal
      </Button>
      <Button type="submit" loading={saving} disabled={disabled}>
        {label}
      </Button>
    </Group>
  );
}

/** A dialog's form: its fields stacked, then 'Batal' and the submit button. */
export function DialogForm({
  onSubmit,
  children,
  ...actions
}: ActionsProps & { onSubmit: FormEventHandler<HTMLFormElement>; children: ReactNode }) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {children}
        <FormActions {...actions} />
      </Stack>
    </form>
  );
}
