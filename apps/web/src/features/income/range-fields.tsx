import { daysBefore, INCOME_DAYS, jakartaToday, messages, rangeProblem } from '@depot/contract';
import { Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { DayRange } from './api/keys';

const problemOf = (r: DayRange) =>
  r.from && r.to ? rangeProblem(r.from, r.to) : messages.range.both;

/**
 * The dates as typed and the last valid range, which the screen shows: a backwards or
 * longer-than-a-year range is explained under the fields, as the server would refuse it.
 * Starts with the last INCOME_DAYS days, as the spec's screen.
 */
export function useDayRange() {
  const [draft, setDraft] = useState<DayRange>(() => {
    const today = jakartaToday();
    return { from: daysBefore(today, INCOME_DAYS - 1), to: today };
  });
  const [range, setRange] = useState(draft);
  const change = (next: Partial<DayRange>) => {
    const typed = { ...draft, ...next };
    setDraft(typed);
    if (!problemOf(typed)) setRange(typed);
  };
  return { draft, range, problem: problemOf(draft), change };
}

const FIELDS = [
  ['from', 'Dari tanggal'],
  ['to', 'Sampai tanggal'],
] as const;

export function RangeFields({ draft, problem, change }: ReturnType<typeof useDayRange>) {
  const today = jakartaToday();
  return (
    <div>
      <Group gap="sm" align="end">
        {FIELDS.map(([key, label]) => (
          <TextInput
            key={key}
            type="date"
            label={label}
            value={draft[key]}
            max={today}
            onChange={(e) => change({ [key]: e.currentTarget.value })}
            w={160}
            error={Boolean(problem)}
          />
        ))}
      </Group>
      {problem && (
        <Text c="red" size="sm" role="alert" mt={4}>
          {problem}
        </Text>
      )}
    </div>
  );
}
