import {
  daysBefore,
  formatDay,
  formatNumber,
  formatRupiah,
  jakartaToday,
  messages,
  type ReconciliationDay,
  type ReconciliationFigures,
} from '@depot/contract';
import { Alert, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { CsvDownload } from '../../components/csv-download';
import { DataList, type DataColumn } from '../../components/data-list';
import { StatCard } from '../../components/stat-card';
import { errorMessage } from '../../lib/api';
import { useSession } from '../../lib/use-session';
import { useReconciliationDay, useReconciliationTrend } from './api/reconciliation';

const TREND_DAYS = 30;

/** The figure columns every table shares, after its first (what the row is). */
const FIGURES: DataColumn<ReconciliationFigures>[] = [
  { header: 'Keran (galon)', cell: (r) => formatNumber(r.tap_gallons), figure: true },
  { header: 'Kasir (galon)', cell: (r) => formatNumber(r.sold_gallons), figure: true },
  { header: 'Selisih (galon)', cell: (r) => formatNumber(r.gap_gallons), figure: true },
  { header: 'Selisih (Rp)', cell: (r) => formatRupiah(r.gap_rupiah), figure: true },
];

const withFirst = <Row extends ReconciliationFigures>(
  header: string,
  cell: (row: Row) => string,
): DataColumn<Row>[] => [{ header, cell }, ...(FIGURES as DataColumn<Row>[])];

type ShiftRow = ReconciliationDay['by_shift'][number];
type PersonRow = ReconciliationDay['by_employee'][number];

const SHIFT_COLUMNS = withFirst<ShiftRow>('Shift', (r) => `${r.name} ${r.start}–${r.end}`);
const PERSON_COLUMNS = withFirst<PersonRow>('Karyawan', (r) => r.name);
const DAY_COLUMNS = withFirst<ReconciliationFigures & { date: string }>('Tanggal', (r) =>
  formatDay(r.date),
);

/** Taps against till: a day's gallons at the flow meters beside the cashier's, and the trend. */
export function ReconciliationPage() {
  const { username, isEmployee } = useSession();
  const today = jakartaToday();
  const [date, setDate] = useState(today);
  const day = useReconciliationDay(username ?? '', date);
  const trendFrom = daysBefore(today, TREND_DAYS - 1);
  const trend = useReconciliationTrend(username ?? '', trendFrom, today, !isEmployee);
  const d = day.data;

  return (
    <Stack gap="md">
      <Title order={2}>Selisih Galon: Keran vs Kasir</Title>
      <Text size="sm" c="dimmed">
        Galon yang diisi di keran (flow meter) dibandingkan galon yang dijual di kasir. Selisih
        positif berarti ada air keluar tanpa penjualan tercatat (penjualan terlewat atau keran
        terbuka); negatif berarti terjual lebih banyak dari yang diisi hari itu.
        {isEmployee && ' Anda melihat angka shift Anda sendiri.'}
      </Text>
      <TextInput
        type="date"
        label="Tanggal"
        value={date}
        max={today}
        onChange={(e) => e.currentTarget.value && setDate(e.currentTarget.value)}
        w={200}
      />
      {day.error && (
        <Alert color="red">{errorMessage(day.error, messages.reconciliation.loadFailed)}</Alert>
      )}
      {d && (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <StatCard label="Galon di keran" value={formatNumber(d.tap_gallons)} />
            <StatCard label="Galon terjual" value={formatNumber(d.sold_gallons)} />
            <StatCard label="Selisih galon" value={formatNumber(d.gap_gallons)} />
            <StatCard label="Selisih rupiah" value={formatRupiah(d.gap_rupiah)} />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            Harga per galon {formatRupiah(d.price_per_gallon)} (rata-rata harga kasir hari itu).
          </Text>
          <Title order={3}>Per shift</Title>
          {d.by_shift.length > 0 ? (
            <DataList
              label="Selisih per shift"
              columns={SHIFT_COLUMNS}
              rows={d.by_shift}
              rowKey={(r) => String(r.shift_id)}
            />
          ) : (
            <Text size="sm">Belum ada shift.</Text>
          )}
          <Title order={3}>Per karyawan</Title>
          {d.by_employee.length > 0 ? (
            <DataList
              label="Selisih per karyawan"
              columns={PERSON_COLUMNS}
              rows={d.by_employee}
              rowKey={(r) => String(r.person_id)}
            />
          ) : (
            <Text size="sm">Tidak ada yang absen masuk atau mencatat penjualan.</Text>
          )}
        </>
      )}
      {trend.data && (
        <>
          <Title order={3}>Tren {TREND_DAYS} hari</Title>
          <Text size="sm" c="dimmed">
            Notifikasi dikirim saat hari ditutup dengan selisih di atas{' '}
            {formatNumber(trend.data.threshold_gallons)} galon.
          </Text>
          <DataList
            label={`Selisih ${TREND_DAYS} hari terakhir`}
            columns={DAY_COLUMNS}
            rows={[...trend.data.days].reverse()}
            rowKey={(r) => r.date}
            isCurrent={(r) => r.date === today}
          />
          <CsvDownload
            path={`/reconciliation/${encodeURIComponent(username ?? '')}/days.csv?from=${trendFrom}&to=${today}`}
            subject="selisih galon"
            fileName="selisih-galon.csv"
          />
        </>
      )}
    </Stack>
  );
}
