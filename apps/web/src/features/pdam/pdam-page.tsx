import {
  jakartaYearMonth,
  messages,
  pdamBillForm,
  type CalculateBillRequest,
  type PdamBillForm,
} from '@depot/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ApiError, errorMessage } from '../../lib/api';
import { useSession } from '../../lib/use-session';
import { useCalculateBill } from './api/calculate-bill';
import { usePdamOptions } from './api/pdam-options';
import { useTotalUsage } from './api/total-usage';
import { useUsageHistory } from './api/usage-history';
import { BillResult } from './bill-result';
import { MONTH_CHOICES, yearChoices } from './period';
import { WaterBalance } from './water-balance';

// ECharts comes with the chart only: the bill does not wait for it.
const HistoryChart = lazy(async () => ({
  default: (await import('./history-chart')).HistoryChart,
}));

/** The spec's texts for a refused call: a missing login is told apart from other failures. */
function failure(error: unknown, prefix: string) {
  if (error instanceof ApiError && error.status === 401) return messages.pdam.unauthenticated;
  return `${prefix}${errorMessage(error, String(error))}`;
}

const CHOICES = [
  { name: 'month', label: 'Bulan' },
  { name: 'year', label: 'Tahun' },
  { name: 'pdamId', label: 'PDAM' },
  { name: 'golonganId', label: 'Golongan' },
] as const;

export function PdamPage() {
  const session = useSession();
  const username = session.username ?? '';
  const [currentYear, currentMonth] = useMemo(() => jakartaYearMonth(), []);
  // No submit button: every valid change is billed at once.
  const form = useForm<PdamBillForm>({
    resolver: zodResolver(pdamBillForm),
    mode: 'onChange',
    defaultValues: {
      month: currentMonth,
      year: currentYear,
      pdamId: null,
      golonganId: null,
      meterM3: undefined,
      source: 'sensor',
    },
  });
  const [month, year, pickedPdam, pickedGolongan, meterM3, source] = useWatch({
    control: form.control,
    name: ['month', 'year', 'pdamId', 'golonganId', 'meterM3', 'source'],
  });

  const options = usePdamOptions();
  const pdams = options.data?.data ?? {};
  const pdamIds = Object.keys(pdams);
  // On load the first PDAM and its first golongan are picked; a new PDAM resets the golongan.
  const pdamId = pickedPdam !== null && pdams[pickedPdam] ? pickedPdam : (pdamIds[0] ?? null);
  const golonganIds = Object.keys((pdamId && pdams[pdamId]?.golongan) || {});
  const golonganId =
    pickedGolongan !== null && golonganIds.includes(pickedGolongan)
      ? pickedGolongan
      : (golonganIds[0] ?? null);

  const usage = useTotalUsage(username, month, year);
  const usageData = usage.data?.data;
  const usageValid = usageData === undefined || typeof usageData.total_m3 === 'number';
  const meterValid = meterM3 !== undefined && !form.formState.errors.meterM3;
  const billedM3 = source === 'meter' && meterValid ? meterM3 : usageData?.total_m3;

  const complete = Boolean(username && month && year && pdamId && golonganId);
  const request: CalculateBillRequest | null =
    complete && usageValid && billedM3 !== undefined && billedM3 > 0
      ? { pdamId: pdamId!, golonganId: golonganId!, usageM3: billedM3 }
      : null;
  const bill = useCalculateBill(request);
  const history = useUsageHistory(
    complete ? { username, month, year, pdamId: pdamId!, golonganId: golonganId! } : null,
  );

  const choices = {
    month: MONTH_CHOICES,
    year: yearChoices(currentYear),
    pdamId: pdamIds.map((id) => ({ value: id, label: pdams[id]!.name })),
    golonganId: golonganIds.map((id) => ({ value: id, label: pdams[pdamId!]!.golongan[id]! })),
  };
  const loading = options.isPending || usage.isFetching || bill.isFetching;
  const billValid = bill.data === undefined || typeof bill.data.data?.total_tagihan === 'number';

  const errors: string[] = [];
  if (!session.token) errors.push(messages.pdam.authRequired);
  if (options.isError) {
    const refused = options.error instanceof ApiError && options.error.status === 401;
    errors.push(refused ? messages.pdam.unauthenticated : messages.pdam.optionsFailed);
  } else if (options.isSuccess && pdamIds.length === 0) errors.push(messages.pdam.noOptions);
  if (username && pdamIds.length > 0 && !complete) errors.push(messages.pdam.incomplete);
  if (usage.isError) errors.push(failure(usage.error, messages.pdam.usageFailed));
  else if (!usageValid) errors.push(messages.pdam.usageFormat);
  if (bill.isError) errors.push(failure(bill.error, messages.pdam.billFailed));
  else if (!billValid) errors.push(messages.pdam.billFormat);

  return (
    <Stack maw={1100}>
      <Title order={2} size="h3">
        {messages.pdam.title}
      </Title>
      <Alert color="yellow" variant="light" title="Perkiraan, bukan tagihan resmi">
        {messages.pdam.disclaimer}
      </Alert>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <TextInput label="Username" value={username} readOnly />
          {CHOICES.map(({ name, label }) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <Select
                  label={label}
                  data={choices[name]}
                  // The PDAM and golongan shown are the ones in effect (the first until one is picked).
                  value={{ month, year, pdamId, golonganId }[name]}
                  onChange={(v) => {
                    field.onChange(v);
                    // Another PDAM has golongan of its own.
                    if (name === 'pdamId') form.setValue('golonganId', null);
                  }}
                  allowDeselect={false}
                  disabled={loading || choices[name].length === 0}
                />
              )}
            />
          ))}
        </SimpleGrid>
      </Paper>

      {errors.length > 0 && (
        <Stack gap={4} role="alert">
          {errors.map((e) => (
            <Text key={e} c="red" size="sm">
              {e}
            </Text>
          ))}
        </Stack>
      )}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <WaterBalance usage={usageValid ? usageData : undefined} form={form} disabled={loading} />
        <div>
          {loading && <Text c="dimmed">{messages.pdam.loading}</Text>}
          {!loading && billedM3 === 0 && <Text>{messages.pdam.zeroUsage}</Text>}
          {!loading && request && bill.data && billValid && <BillResult bill={bill.data.data} />}
        </div>
      </SimpleGrid>

      <Paper withBorder p="md">
        <Text fw={600}>Air dibeli vs terjual, 12 bulan</Text>
        <Text size="xs" c="dimmed" mb="sm">
          Dibeli = perubahan stok tangki + air keluar keran; perkiraan tagihan dengan tarif yang
          dipilih.
        </Text>
        {history.data ? (
          <Suspense fallback={<Text c="dimmed">{messages.pdam.loading}</Text>}>
            <HistoryChart months={history.data.data} />
          </Suspense>
        ) : history.isError ? (
          <Text c="red" size="sm">
            {failure(history.error, messages.pdam.usageFailed)}
          </Text>
        ) : (
          <Text c="dimmed">{messages.pdam.loading}</Text>
        )}
      </Paper>
    </Stack>
  );
}
