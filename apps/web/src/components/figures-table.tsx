import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './figures-table.module.css';

export interface FigureColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

interface Props<Row> {
  /** Names the table's scrolling region for screen readers. */
  label: string;
  /** The first column names the row (a day, a week, a month); the others are figures. */
  columns: readonly FigureColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The row marked as the current period. */
  isCurrent?: (row: Row) => boolean;
}

/**
 * The one table of figures (reports, income). Wider than a phone, it scrolls sideways with its
 * first column kept in view, so every number still shows which period it belongs to.
 */
export function FiguresTable<Row>({ label, columns, rows, rowKey, isCurrent }: Props<Row>) {
  return (
    // Focusable so that a keyboard can scroll it too.
    <div className={classes.scroller} role="region" aria-label={label} tabIndex={0}>
      <Table striped highlightOnHover tabularNums className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c, i) => (
              <Table.Th key={c.header} ta={i === 0 ? undefined : 'right'}>
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
                className={current ? classes.current : undefined}
                aria-current={current ? 'true' : undefined}
              >
                {columns.map((c, i) => (
                  <Table.Td key={c.header} ta={i === 0 ? undefined : 'right'}>
                    {c.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}
