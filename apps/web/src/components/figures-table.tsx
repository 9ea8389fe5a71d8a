import { Table } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
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

/** Whether a sideways scroller has columns hidden to its left and to its right. */
function useHiddenSides(ref: RefObject<HTMLDivElement | null>) {
  const [sides, setSides] = useState({ left: false, right: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const left = el.scrollLeft > 0;
      const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setSides((s) => (s.left === left && s.right === right ? s : { left, right }));
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    // The box (a rotated phone) or the table (new rows) may change what fits.
    const resized = new ResizeObserver(update);
    resized.observe(el);
    if (el.firstElementChild) resized.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', update);
      resized.disconnect();
    };
  }, [ref]);
  return sides;
}

/**
 * The one table of figures (reports, income). Wider than a phone, it scrolls sideways with its
 * first column kept in view, so every number still shows which period it belongs to; a shade
 * at an edge says that more columns lie that way.
 */
export function FiguresTable<Row>({ label, columns, rows, rowKey, isCurrent }: Props<Row>) {
  const scroller = useRef<HTMLDivElement>(null);
  const hidden = useHiddenSides(scroller);
  return (
    <div
      className={classes.frame}
      data-hidden-left={hidden.left || undefined}
      data-hidden-right={hidden.right || undefined}
    >
      {/* Focusable so that a keyboard can scroll it too. */}
      <div
        ref={scroller}
        className={classes.scroller}
        role="region"
        aria-label={label}
        tabIndex={0}
      >
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
    </div>
  );
}
