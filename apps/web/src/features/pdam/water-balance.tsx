import {
  formatNumber,
  PDAM_MAX_USAGE_M3,
  type PdamBillForm,
  type TotalUsage,
} from '@depot/contract';
import { NumberInput, Paper, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { ID_DIGITS } from '../../lib/number-input';

const m3 = (n: number) => `${formatNumber(n)} m³`;
const twoDecimals = new Intl.NumberFormat('id-ID', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function Figure({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg">
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </div>
  );
}

/**
 * The month's water from the sensors (bought = stock change + dispensed; sold = dispensed) beside
 * the owner's own PDAM meter figure, both kept on screen; the owner picks which one is billed.
 */
export function WaterBalance({
  usage,
  form,
  disabled,
}: {
  usage: TotalUsage['data'] | undefined;
  form: UseFormReturn<PdamBillForm>;
  disabled: boolean;
}) {
  const meterM3 = useWatch({ control: form.control, name: 'meterM3' });
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <div>
          <Text size="sm" c="dimmed">
            Pemakaian air bulan ini (sensor)
          </Text>
          <Text fw={800} fz={28} data-testid="pdam-usage">
            {usage ? `${twoDecimals.format(usage.total_m3)} m³` : '–'}
          </Text>
        </div>
        {usage && (
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            <Figure
              label="Air masuk tangki (dibeli)"
              value={m3(usage.total_m3)}
              hint="perubahan stok + air keluar keran"
            />
            <Figure
              label="Air keluar keran (terjual)"
              value={m3(usage.dispensed_m3)}
              hint="flow meter keran A/B/C"
            />
            <Figure
              label="Selisih dibeli − terjual"
              value={m3(usage.difference_m3)}
              hint={usage.has_level_readings ? 'perubahan stok tangki' : 'tidak ada data level'}
            />
          </SimpleGrid>
        )}
        <Controller
          control={form.control}
          name="meterM3"
          render={({ field, fieldState }) => (
            <NumberInput
              label="Angka meter PDAM Anda (m³, opsional)"
              description="Isi pemakaian dari meter PDAM untuk membandingkan dengan sensor."
              value={field.value ?? ''}
              onChange={(v) => {
                const figure = typeof v === 'number' ? v : undefined;
                field.onChange(figure);
                // Without a meter figure only the sensors can be billed.
                if (figure === undefined) form.setValue('source', 'sensor');
              }}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              min={0}
              max={PDAM_MAX_USAGE_M3}
              decimalScale={3}
              {...ID_DIGITS}
              disabled={disabled}
            />
          )}
        />
        {meterM3 !== undefined && usage && (
          <>
            <Text size="sm">
              Selisih meter PDAM − air terjual:{' '}
              <b>{m3(Math.round((meterM3 - usage.dispensed_m3) * 100) / 100)}</b> (air hilang,
              terbuang atau masih di tangki)
            </Text>
            <Controller
              control={form.control}
              name="source"
              render={({ field }) => (
                <SegmentedControl
                  aria-label="Dasar perhitungan tagihan"
                  value={field.value}
                  onChange={field.onChange}
                  disabled={disabled}
                  data={[
                    { value: 'sensor', label: 'Hitung dari sensor' },
                    { value: 'meter', label: 'Hitung dari meter PDAM' },
                  ]}
                />
              )}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
