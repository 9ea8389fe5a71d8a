import type { MasterColumn, MasterRow, SortOrder } from '@depot/contract';
import { Button, Group, Table, UnstyledButton } from '@mantine/core';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { CellEditor, CellValue } from './master-cell';

export interface Sort {
  column: string;
  order: SortOrder;
}

/** The row being edited: its key and the values typed so far. */
export interface Editing {
  id: string;
  draft: Record<string, unknown>;
}

interface Props {
  columns: readonly MasterColumn[];
  rows: MasterRow[];
  rowKey: string;
  sort: Sort;
  onSort: (sort: Sort) => void;
  editing: Editing | null;
  saving: boolean;
  onEdit: (row: MasterRow) => void;
  onDraft: (column: string, value: unknown) => void;
  onSave: () => void;
  onCancel: () => void;
}

const arrow = (order: SortOrder | false) => (order === 'asc' ? ' ▲' : order === 'desc' ? ' ▼' : '');

/**
 * One master table with server-side sorting: TanStack Table keeps the columns and the sort
 * state, Mantine draws it. Only the edited row's editable columns become inputs.
 */
export function MasterGrid(props: Props) {
  const { columns, rows, rowKey, sort, editing } = props;
  const editable = columns.some((c) => c.edit);

  const defs = useMemo<ColumnDef<MasterRow>[]>(
    () =>
      columns.map((column) => ({
        id: column.name,
        header: column.label,
        enableSorting: Boolean(column.sort),
        accessorFn: (row) => row[column.name],
        meta: column,
      })),
    [columns],
  );
  const sorting: SortingState = [{ id: sort.column, desc: sort.order === 'desc' }];

  // No React Compiler runs on this app; the table object is rebuilt each render as TanStack expects.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns: defs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row[rowKey]),
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (update) => {
      const [next] = typeof update === 'function' ? update(sorting) : update;
      if (next) props.onSort({ column: next.id, order: next.desc ? 'desc' : 'asc' });
    },
  });

  return (
    // Wide enough that no column is squeezed: a phone scrolls the table sideways instead.
    <Table.ScrollContainer minWidth={(columns.length + 1) * 125} type="native">
      <Table striped highlightOnHover withTableBorder verticalSpacing="xs" fz="sm">
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {editable && <Table.Th>Aksi</Table.Th>}
              {group.headers.map((header) => {
                const { label } = header.column.columnDef.meta as MasterColumn;
                return (
                  <Table.Th key={header.id} style={{ whiteSpace: 'nowrap' }}>
                    {header.column.getCanSort() ? (
                      <UnstyledButton
                        fz="sm"
                        fw={700}
                        onClick={header.column.getToggleSortingHandler()}
                        aria-label={`Urutkan menurut ${label}`}
                      >
                        {label}
                        {arrow(header.column.getIsSorted())}
                      </UnstyledButton>
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => {
            const isEditing = editing?.id === row.id;
            return (
              <Table.Tr key={row.id} data-editing={isEditing || undefined}>
                {editable && (
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    {isEditing ? (
                      <Group gap={6} wrap="nowrap">
                        <Button size="compact-sm" onClick={props.onSave} loading={props.saving}>
                          Simpan
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="default"
                          onClick={props.onCancel}
                          disabled={props.saving}
                        >
                          Batal
                        </Button>
                      </Group>
                    ) : (
                      <Button
                        size="compact-sm"
                        variant="light"
                        onClick={() => props.onEdit(row.original)}
                        disabled={editing !== null}
                        title="Ubah baris ini"
                      >
                        Edit
                      </Button>
                    )}
                  </Table.Td>
                )}
                {row.getVisibleCells().map((cell) => {
                  const column = cell.column.columnDef.meta as MasterColumn;
                  return (
                    <Table.Td key={cell.id} style={{ verticalAlign: 'top' }}>
                      {isEditing && column.edit ? (
                        <CellEditor
                          label={column.label}
                          rule={column.edit}
                          value={editing.draft[column.name]}
                          onChange={(value) => props.onDraft(column.name, value)}
                        />
                      ) : (
                        <CellValue column={column} value={cell.getValue()} />
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
