import { ATTENDANCE_PIN_TTL_MIN, clockPin } from '@depot/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { field } from '../../lib/form-field';

/** The six digits from the owner's screen, for a phone without a usable position. */
export function PinForm({
  saving,
  onSubmit,
}: {
  saving: boolean;
  onSubmit: (pin: string, reset: () => void) => void;
}) {
  const form = useForm<{ pin: string }>({
    resolver: zodResolver(clockPin),
    defaultValues: { pin: '' },
  });
  return (
    <form onSubmit={form.handleSubmit(({ pin }) => onSubmit(pin, () => form.reset()))} noValidate>
      <Stack gap="xs" align="flex-start">
        <TextInput
          label="PIN dari pemilik depot"
          description={`6 angka, berlaku ${ATTENDANCE_PIN_TTL_MIN} menit sejak dibuat.`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          w={200}
          {...field(form, 'pin')}
        />
        <Button type="submit" loading={saving}>
          Kirim PIN
        </Button>
      </Stack>
    </form>
  );
}
