import { Button, Group } from '@mantine/core';

/** A dialog form's last line: 'Batal', then the submit button. */
export function FormActions({
  saving,
  onCancel,
  label = 'Simpan',
  disabled = false,
}: {
  saving: boolean;
  onCancel: () => void;
  label?: string;
  /** The submit waits (a photo being resized). */
  disabled?: boolean;
}) {
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
