import { jakartaYearMonth, messages, type CalculateBillRequest } from '@depot/contract';
import { Alert, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api';
import { useSession } from '../../lib/use-session';
import { useCalculateBill } from './api/calculate-bill';
import { usePdamOptions } from './api/pdam-options';
import { useTotalUsage } from './api/total-usage';
import { useUsageHistory } from './api/usage-history';
import { BillResult } from './bill-result';
import { MONTH_CHOICES, yearChoices } from './period';
import { WaterBalance, type UsageSource } from './water-balance';

// ECharts comes with the chart only: the bill does not wait for it.
const HistoryChart = lazy(async () => ({
  default: (await import('./history-chart')).HistoryChart,
}));

/** The spec's texts for a refused call: a missing login is told apart from other failures. */
function failure(error: unknown, prefix: string) {
  if (error instanceof ApiError && error.status === 401) return messages.pdam.unauthenticated;
  return `${prefix}${errorMessage(error, String(error))}`;
}

export function PdamPage() {
  const session = useSession();
  const username = session.username ?? '';
  const [currentYear, currentMonth] = useMemo(() => jakartaYearMonth(), []);
  const [month, setMonth] = useState(currentMonth);
  const [year, setYear] = useState(currentYear);
  const [pickedPdam, setPickedPdam] = useState<string | null>(null);
  const [pickedGolongan, setPickedGolongan] = useState<string | null>(null);
  const [meter, setMeter] = useState<number | string>('');
  const [source, setSource] = useState<UsageSource>('sensor');

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
  const meterM3 = typeof meter === 'number' ? meter : null;
  const billedM3 = source === 'meter' && meterM3 !== null ? meterM3 : usageData?.total_m3;

  const complete = Boolean(username && month && year && pdamId && golonganId);
  const request: CalculateBillRequest | null =
    complete && usageValid && billedM3 !== undefined && billedM3 > 0
      ? { pdamId: pdamId!, golonganId: golonganId!, usageM3: billedM3 }
      : null;
  const bill = useCalculateBill(request);
  const history = useUsageHistory(
    complete ? { username, month, year, pdamId: pdamId!, golonganId: golonganId! } : null,
  );

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
          <Select
            label="Bulan"
            data={MONTH_CHOICES}
            value={month}
            onChange={(v) => v && setMonth(v)}
            allowDeselect={false}
            disabled={loading}
          />
          <Select
            label="Tahun"
            data={yearChoices(currentYear)}
            value={year}
            onChange={(v) => v && setYear(v)}
            allowDeselect={false}
            disabled={loading}
          />
          <Select
            label="PDAM"
            data={pdamIds.map((id) => ({ value: id, label: pdams[id]!.name }))}
            value={pdamId}
            onChange={(v) => {
              setPickedPdam(v);
              setPickedGolongan(null);
            }}
            allowDeselect={false}
            disabled={loading || pdamIds.length === 0}
          />
          <Select
            label="Golongan"
            data={golonganIds.map((id) => ({
              value: id,
              label: pdams[pdamId!]!.golongan[id]!,
            }))}
            value={golonganId}
            onChange={setPickedGolongan}
            allowDeselect={false}
            disabled={loading || golonganIds.length === 0}
          />
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
        <WaterBalance
          usage={usageValid ? usageData : undefined}
          meter={meter}
          onMeter={(v) => {
            setMeter(v);
            if (typeof v !== 'number') setSource('sensor');
          }}
          source={source}
          onSource={setSource}
          disabled={loading}
        />
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
