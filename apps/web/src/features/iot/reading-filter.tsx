import {
  jakartaYearMonth,
  messages,
  READING_YEAR_CHOICES,
  type SensorReadingRange,
} from '@depot/contract';
import { Group, SegmentedControl, Select, type SelectProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReadingsFilter } from './api/readings';

const RANGES: { value: SensorReadingRange | 'all'; label: string }[] = [
  { value: 'all', label: messages.iot.filterAll },
  { value: 'weekly', label: messages.iot.filterWeekly },
  { value: 'monthly', label: messages.iot.filterMonthly },
  { value: 'by_month', label: messages.iot.filterByMonth },
];

const monthName = new Intl.DateTimeFormat('id-ID', { month: 'long', timeZone: 'UTC' });
const MONTHS = Array.from({ length: 12 }, (_, i) => ({
  value: String(i + 1),
  label: monthName.format(new Date(Date.UTC(2026, i, 1))),
}));

/** The current month and year in Asia/Jakarta. */
export function currentMonth() {
  const [year, month] = jakartaYearMonth();
  return { month: Number(month), year: Number(year) };
}

/** Semua / Mingguan / Bulanan / Per Bulan, with month and year for the last. */
export function ReadingFilter({
  filter,
  onChange,
}: {
  filter: ReadingsFilter;
  onChange: (filter: ReadingsFilter) => void;
}) {
  const isNarrow = useMediaQuery('(max-width: 37.49em)', false);
  const { year: thisYear } = currentMonth();
  const years = Array.from({ length: READING_YEAR_CHOICES }, (_, i) => String(thisYear - i));
  const part = (key: 'month' | 'year', label: string, data: SelectProps['data'], w: number) => (
    <Select
      label={label}
      data={data}
      value={String(filter[key])}
      onChange={(v) => v && onChange({ ...filter, [key]: Number(v) })}
      allowDeselect={false}
      w={w}
    />
  );
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label={messages.iot.period}
        data={RANGES}
        value={filter.range ?? 'all'}
        onChange={(value) => {
          const range = value === 'all' ? null : (value as SensorReadingRange);
          onChange(range === 'by_month' ? { range, ...currentMonth() } : { range });
        }}
        // The four periods at the default size are 2 px wider than a 390 px phone's card.
        size={isNarrow ? 'xs' : 'sm'}
        style={{ maxWidth: '100%' }}
      />
      {filter.range === 'by_month' && (
        <Group gap="xs" wrap="nowrap">
          {part('month', messages.iot.month, MONTHS, 140)}
          {part('year', messages.iot.year, years, 100)}
        </Group>
      )}
    </Group>
  );
}
