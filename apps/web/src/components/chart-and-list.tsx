import { Box } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { DataList, type DataColumn } from './data-list';

/**
 * A report's periods twice: a chart, oldest to newest, then the list of figures, newest first
 * (the period just past is the one most often looked for). `subject` names both: 'Grafik …',
 * 'Tabel …'. The chart is the caller's (SVG bars on the owner's home, ECharts elsewhere), so this
 * file pulls no chart library into a page.
 */
export function ChartAndList<Row>({
  subject,
  chart,
  columns,
  rows,
  rowKey,
  isCurrent,
}: {
  subject: string;
  /** Draws the chart with its accessible name. */
  chart: (label: string) => ReactNode;
  columns: readonly DataColumn<Row>[];
  /** Oldest first, as the chart draws them. */
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  isCurrent?: (row: Row) => boolean;
}) {
  const newestFirst = useMemo(() => [...rows].reverse(), [rows]);
  return (
    <>
      {chart(`Grafik ${subject}`)}
      <Box mt="md">
        <DataList
          label={`Tabel ${subject}`}
          columns={columns}
          rows={newestFirst}
          rowKey={rowKey}
          isCurrent={isCurrent}
        />
      </Box>
    </>
  );
}
