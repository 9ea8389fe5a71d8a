import {
  DEFAULT_PRICE_PER_GALLON,
  formatDay,
  formatInteger,
  formatRupiah,
  formatShortDay,
  messages,
} from '@depot/contract';
import { Anchor, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ChartAndList } from '../../components/chart-and-list';
import { StatCard } from '../../components/stat-card';
import { CsvDownload } from '../../components/csv-download';
import { EChart, type ChartOption } from '../../components/echart';
import type { DataColumn } from '../../components/data-list';
import { errorMessage } from '../../lib/api';
import { ID_DIGITS } from '../../lib/number-input';
import { useSession } from '../../lib/use-session';
import { useIncomePeriods, useSalesTotal } from './api/income';
import { RangeFields, useDayRange } from './range-fields';
import { TodayByMethod } from './today-by-method';
import { unitPriceOf } from './unit-price';

interface PeriodIncome {
  date: string;
  gallons: number;
  income: number;
}

const COLUMNS: DataColumn<PeriodIncome>[] = [
  { header: 'Periode', cell: (r) => formatDay(r.date) },
  { header: 'Jumlah Galon', cell: (r) => formatInteger(r.gallons), figure: true },
  { header: 'Pendapatan (Rp)', cell: (r) => formatRupiah(r.income), figure: true },
];

export function IncomePage() {
  const username = useSession().username ?? '';
  const dayRange = useDayRange();
  const { range } = dayRange;
  const periods = useIncomePeriods(username, range);
  const sales = useSalesTotal(username, range);
  const [price, setPrice] = useState<number | string>(DEFAULT_PRICE_PER_GALLON);
  const unitPrice = unitPriceOf(price);
  const rows = useMemo<PeriodIncome[]>(
    () =>
      (periods.data?.data ?? []).map((p) => {
        const date = p.periode.slice(0, 10);
        return { date, gallons: p.gallons, income: p.gallons * unitPrice };
      }),
    [periods.data, unitPrice],
  );
  const gallonIncome = rows.reduce((sum, r) => sum + r.income, 0);
  const option = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: 'axis', valueFormatter: (v: number) => formatRupiah(v) },
      grid: { left: 8, right: 8, top: 16, bottom: 8, containLabel: true },
      xAxis: {
        type: 'category',
        data: rows.map((r) => formatShortDay(r.date)),
        axisLabel: { fontSize: 11 },
      },
      yAxis: {
        type: 'value',
        axisLabel: { fontSize: 11, formatter: (v: number) => formatInteger(v) },
      },
      series: [
        {
          name: 'Perkiraan dari keran',
          type: 'bar',
          data: rows.map((r) => r.income),
          itemStyle: { color: '#1098ad' },
        },
      ],
    }),
    [rows],
  );
  const error = periods.error ?? sales.error;
  const till = sales.data?.range;
  const rangeText = `${formatDay(range.from)} – ${formatDay(range.to)}`;

  return (
    <Stack maw={1100}>
      <Title order={2} size="h3">
        Total Pendapatan
      </Title>
      <RangeFields {...dayRange} />
      {error && (
        <Text c="red" role="alert">
          {messages.income.failed}
          {errorMessage(error, String(error))}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <StatCard
          label="Pendapatan dari penjualan (kasir)"
          value={sales.isPending ? 'Memuat...' : formatRupiah(till?.rupiah)}
          hint={till && `${formatInteger(till.gallons)} galon terjual · ${rangeText}`}
        >
          <CsvDownload
            path={`/pos/${encodeURIComponent(username)}/sales.csv?from=${range.from}&to=${range.to}`}
            subject="penjualan"
            fileName="penjualan.csv"
            disabled={Boolean(dayRange.problem)}
          />
        </StatCard>
        <StatCard
          label="Perkiraan dari keran"
          value={periods.isPending ? 'Memuat...' : formatRupiah(gallonIncome)}
          hint={`${formatInteger(rows.reduce((s, r) => s + r.gallons, 0))} galon × ${formatRupiah(unitPrice)}`}
        >
          <NumberInput
            label="Harga per galon (Rp)"
            value={price}
            onChange={setPrice}
            min={0}
            allowNegative={false}
            step={500}
            {...ID_DIGITS}
            allowDecimal={false}
            mt="sm"
          />
        </StatCard>
      </SimpleGrid>
      {sales.data?.today_by_method && <TodayByMethod today={sales.data.today_by_method} />}
      <Text size="sm" c="dimmed">
        Perkiraan dari keran menghitung galon yang keluar dari keran, bukan yang dibayar, jadi
        selisihnya dengan kasir berasal dari penjualan yang belum dicatat, keran terbuka atau harga
        yang berbeda; lihat rinciannya per hari di{' '}
        <Anchor component={Link} to="/dashboard/selisih-galon" underline="always">
          Selisih Galon
        </Anchor>
        .
      </Text>
      <Paper withBorder p="md">
        <Text fw={600}>Total Pendapatan per Periode</Text>
        <Text size="sm" c="dimmed" mb="sm">
          Perkiraan dari keran per hari, {rangeText}.
        </Text>
        {periods.isPending ? (
          <Text c="dimmed">Memuat...</Text>
        ) : (
          <ChartAndList
            subject="total pendapatan per periode"
            chart={(label) => <EChart option={option} label={label} height={280} />}
            columns={COLUMNS}
            rows={rows}
            rowKey={(r) => r.date}
          />
        )}
      </Paper>
    </Stack>
  );
}
