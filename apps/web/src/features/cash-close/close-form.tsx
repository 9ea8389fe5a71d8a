import { cashCloseBody, formatRupiah, type CashCloseBody, type z } from '@depot/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { NumberField } from '../../components/number-field';
import { field } from '../../lib/form-field';
import { cashDifference } from './cash-figures';

type Values = z.input<typeof cashCloseBody>;

/** 'Uang tunai dihitung' with the difference shown as it is typed, a note, then 'Tutup Kasir'. */
export function CloseForm({
  expected,
  saving,
  onSubmit,
}: {
  expected: number;
  saving: boolean;
  onSubmit: (body: CashCloseBody) => void;
}) {
  const form = useForm<Values, unknown, CashCloseBody>({
    resolver: zodResolver(cashCloseBody),
    defaultValues: { note: '' },
  });
  const counted = useWatch({ control: form.control, name: 'counted_cash' });
  const difference = typeof counted === 'number' ? cashDifference(counted - expected) : null;
  return (
    <Paper withBorder p="md">
      <form
        noValidate
        aria-label="Tutup Kasir"
        onSubmit={form.handleSubmit(({ note, ...body }) =>
          onSubmit(note ? { ...body, note } : body),
        )}
      >
        <Stack gap="sm">
          <NumberField
            control={form.control}
            name="counted_cash"
            label="Uang tunai dihitung"
            description="Hitung uang di laci, lalu isi jumlahnya."
            prefix="Rp "
            required
            size="md"
          />
          <div role="status" aria-live="polite" data-testid="cash-difference">
            {difference && (
              <Group gap="xs">
                <Text size="sm">Selisih:</Text>
                <Text fw={700} c={difference.color}>
                  {difference.text}
                </Text>
                {counted !== undefined && (
                  <Text size="xs" c="dimmed">
                    ({formatRupiah(counted)} − {formatRupiah(expected)})
                  </Text>
                )}
              </Group>
            )}
          </div>
          <Textarea
            label="Catatan"
            placeholder="Misalnya: uang kecil ditukar Rp 50.000"
            autosize
            minRows={2}
            maxLength={300}
            {...field(form, 'note')}
          />
          <Button type="submit" loading={saving} size="md">
            Tutup Kasir
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
