import { Box } from '@mantine/core';
import { useMemo } from 'react';
import { DataList, type DataColumn } from './data-list';
import { EChart, type ChartOption } from './echart';

/**
 * A report's periods twice: a chart, oldest to newest, then the list of figures, newest first
 * (the period just past is the one most often looked for). `subject` names both: 'Grafik …',
 * 'Tabel …'.
 */
export function ChartAndList<Row>({
  subject,
  option,
  chartHeight,
  columns,
  rows,
  rowKey,
  isCurrent,
}: {
  subject: string;
  option: ChartOption;
  chartHeight?: number;
  columns: readonly DataColumn<Row>[];
  /** Oldest first, as the chart draws them. */
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  isCurrent?: (row: Row) => boolean;
}) {
  const newestFirst = useMemo(() => [...rows].reverse(), [rows]);
  return (
    <>
      <EChart option={option} label={`Grafik ${subject}`} height={chartHeight} />
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
