import {
  formatMonthYear,
  formatNumber,
  formatTime,
  messages,
  type AttendancePerson,
} from '@depot/contract';
import { Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { DataList, type DataColumn } from '../../components/data-list';
import { ListState } from '../../components/list-state';
import { CsvDownload } from '../../components/csv-download';
import { recentMonths } from './recent-months';

const MONTHS = 12;

const COLUMNS: DataColumn<AttendancePerson>[] = [
  { header: 'Nama', cell: (p) => p.name },
  { header: 'Shift', cell: (p) => p.shift ?? '—' },
  { header: 'Hadir (hari)', cell: (p) => formatNumber(p.days_present), figure: true },
  { header: 'Terlambat (hari)', cell: (p) => formatNumber(p.late_days), figure: true },
  { header: 'Terlambat (menit)', cell: (p) => formatNumber(p.late_minutes), figure: true },
  { header: 'Tidak hadir (hari)', cell: (p) => formatNumber(p.absent_days), figure: true },
  { header: 'Jam kerja', cell: (p) => formatNumber(p.hours), figure: true },
  {
    header: 'Sedang bekerja',
    cell: (p) => (p.open ? `Masuk ${formatTime(p.open.clock_in)} WIB` : '—'),
  },
];

interface Props {
  username: string;
  month: string;
  onMonth: (month: string) => void;
  query: UseQueryResult<AttendancePerson[]>;
  /** The owner exports the month; an employee sees their own line only. */
  canExport: boolean;
}

/** A month's attendance per person, with the month picker and (for the owner) the CSV. */
export function MonthSection({ username, month, onMonth, query, canExport }: Props) {
  return (
    <Paper withBorder p="md">
      <Stack>
        <Group justify="space-between">
          <Text fw={600} component="h3">
            Kehadiran per Bulan
          </Text>
          <NativeSelect
            aria-label="Pilih bulan"
            w={180}
            value={month}
            onChange={(e) => onMonth(e.currentTarget.value)}
            data={recentMonths(MONTHS).map((m) => ({ value: m, label: formatMonthYear(m) }))}
          />
        </Group>
        <ListState
          query={query}
          loading="Memuat absensi"
          failed={messages.attendance.monthLoadFailed}
          empty={messages.attendance.monthNone}
        >
          {(rows) => (
            <DataList
              label={`Absensi ${formatMonthYear(month)}`}
              columns={COLUMNS}
              rows={rows}
              rowKey={(p) => String(p.person_id)}
              rowTestId={(p) => `attendance-${p.username}`}
            />
          )}
        </ListState>
        {canExport && (
          <CsvDownload
            path={`/attendance/${encodeURIComponent(username)}/csv?month=${month}`}
            subject="absensi"
            fileName={`absensi-${username}-${month}.csv`}
          />
        )}
      </Stack>
    </Paper>
  );
}
