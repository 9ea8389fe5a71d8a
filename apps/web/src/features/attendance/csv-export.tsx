import { messages } from '@depot/contract';
import { Button, Group, NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { notifyFailure } from '../../lib/notify-failure';
import { useAttendanceCsv, type CsvSeparator } from './api/attendance-csv';

const SEPARATORS = [
  { value: ';', label: 'Titik koma (;) — Excel Indonesia' },
  { value: ',', label: 'Koma (,)' },
];

/** The month as a CSV download; `;` by default, as Excel in an Indonesian locale reads it. */
export function CsvExport({ username, month }: { username: string; month: string }) {
  const [separator, setSeparator] = useState<CsvSeparator>(';');
  const csv = useAttendanceCsv(username);
  return (
    <Group align="flex-end">
      <NativeSelect
        label="Pemisah kolom CSV"
        value={separator}
        onChange={(e) => setSeparator(e.currentTarget.value as CsvSeparator)}
        data={SEPARATORS}
        maw={300}
      />
      <Button
        variant="default"
        loading={csv.isPending}
        onClick={() =>
          csv.mutate(
            { month, separator },
            { onError: (e) => notifyFailure(e, messages.attendance.csvFailed) },
          )
        }
      >
        Unduh CSV
      </Button>
    </Group>
  );
}
