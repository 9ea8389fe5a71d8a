import {
  customerPaymentBody,
  PAYMENT_LABEL,
  type CustomerPaymentBody,
  type z,
} from '@depot/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { NumberField } from '../../components/number-field';

type Values = z.input<typeof customerPaymentBody>;
const METHODS = (['tunai', 'qris', 'transfer'] as const).map((m) => ({
  value: m,
  label: PAYMENT_LABEL[m],
}));

/** 'Bayar Utang': the amount (the whole balance unless changed) and how it was paid. */
export function PayDebtForm({
  balance,
  saving,
  onSubmit,
}: {
  balance: number;
  saving: boolean;
  onSubmit: (body: CustomerPaymentBody) => void;
}) {
  const form = useForm<Values, unknown, CustomerPaymentBody>({
    resolver: zodResolver(customerPaymentBody),
    values: { amount: balance, method: 'tunai' },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="Bayar Utang">
      <Stack gap="sm" mt="sm">
        <NumberField
          control={form.control}
          name="amount"
          label="Jumlah dibayar"
          prefix="Rp "
          required
          max={balance}
        />
        <Controller
          control={form.control}
          name="method"
          render={({ field }) => (
            <SegmentedControl
              fullWidth
              aria-label="Cara bayar"
              data={METHODS}
              value={field.value ?? 'tunai'}
              onChange={field.onChange}
            />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saving} color="green">
            Bayar Utang
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
