import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './data-list.module.css';

export interface DataColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** A number: right-aligned in the table, never broken across lines. */
  figure?: boolean;
}

interface Props<Row> {
  /** The table's accessible name. */
  label: string;
  /** The first column names the row (a day, an account): on a phone it is the card's title. */
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The row marked as the current one (this week, the trip being replayed). */
  isCurrent?: (row: Row) => boolean;
  /** A `data-testid` for a row, for tests that follow one record. */
  rowTestId?: (row: Row) => string;
}

/**
 * The one list of figures and records: a table on a wide screen; below 600 px each row is a
 * card of 'header: value' lines, so nothing is cut off and nothing scrolls sideways. It is one
 * <table> either way (CSS makes the cards), so a screen reader hears each value with its header.
 */
export function DataList<Row>({ label, columns, rows, rowKey, isCurrent, rowTestId }: Props<Row>) {
  return (
    <Table striped highlightOnHover tabularNums className={classes.list} aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th key={c.header} data-figure={c.figure || undefined}>
              {c.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const current = isCurrent?.(row) ?? false;
          return (
            <Table.Tr
              key={rowKey(row)}
              data-testid={rowTestId?.(row)}
              data-current={current || undefined}
              aria-current={current ? 'true' : undefined}
            >
              {columns.map((c) => (
                <Table.Td key={c.header} data-label={c.header} data-figure={c.figure || undefined}>
                  {c.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
