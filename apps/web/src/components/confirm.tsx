import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** Asks 'are you sure?' with the action's own words; 'Batal' closes without acting. */
export function confirmAction({
  title,
  text,
  confirm,
  color,
  onConfirm,
}: {
  title: string;
  text: string;
  /** The confirm button: 'Ya, hapus'. */
  confirm: string;
  color: 'green' | 'red';
  onConfirm: () => void;
}) {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{text}</Text>,
    labels: { confirm, cancel: 'Batal' },
    confirmProps: { color },
    onConfirm,
  });
}
