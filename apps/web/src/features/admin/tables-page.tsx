import {
  columnsOf,
  DEFAULT_PAGE_SIZE,
  editableColumns,
  formatInteger,
  MASTER_TABLE_NAMES,
  MASTER_TABLES,
  MAX_OFFSET,
  messages,
  PAGE_SIZES,
  parseCell,
  type MasterRow,
  type MasterTableName,
} from '@depot/contract';
import {
  Alert,
  Group,
  Loader,
  Pagination,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { notifyFailure } from '../../lib/notify-failure';
import { useMasterTable } from './api/master-table';
import { useUpdateMasterRow } from './api/update-master-row';
import { MasterGrid, type Editing, type Sort } from './master-grid';

const SEARCH_DEBOUNCE_MS = 500;
const tableChoices = MASTER_TABLE_NAMES.map((name) => ({
  value: name,
  label: MASTER_TABLES[name].label,
}));

/** The editable columns' values as the inputs start: stored values, an empty password. */
const draftOf = (table: MasterTableName, row: MasterRow) =>
  Object.fromEntries(
    editableColumns(table).map((c) => [c.name, c.kind === 'password' ? '' : row[c.name]]),
  );

/**
 * Only what was changed is sent, checked first by the rules the server applies (the message
 * names the column as the screen does).
 */
function changesOf(table: MasterTableName, row: MasterRow, draft: Record<string, unknown>) {
  const changes: Record<string, unknown> = {};
  for (const column of editableColumns(table)) {
    if (draft[column.name] === row[column.name]) continue;
    const parsed = parseCell(column.label, column.edit!, draft[column.name]);
    if ('error' in parsed) return { error: parsed.error };
    if ('value' in parsed) changes[column.name] = draft[column.name];
  }
  return { changes };
}

export function TablesPage() {
  const [table, setTable] = useState<MasterTableName>('accounts');
  const spec = MASTER_TABLES[table];
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<Sort>(spec.defaultSort);
  const [size, setSize] = useState<number>(DEFAULT_PAGE_SIZE);
  // The page belongs to one table, search, sort and size: a new one starts at page 1.
  const view = JSON.stringify([table, q, sort, size]);
  const [paging, setPaging] = useState({ view, page: 1 });
  const page = paging.view === view ? paging.page : 1;
  const [editing, setEditing] = useState<Editing | null>(null);

  const list = useMasterTable({
    table,
    q,
    sort: sort.column,
    order: sort.order,
    limit: size,
    offset: (page - 1) * size,
  });
  const update = useUpdateMasterRow();

  const chooseTable = (next: MasterTableName) => {
    setTable(next);
    setSort(MASTER_TABLES[next].defaultSort);
    setSearch('');
    setEditing(null);
  };

  const save = () => {
    const row = list.data?.rows.find((r) => String(r[spec.key]) === editing?.id);
    if (!editing || !row) return;
    const result = changesOf(table, row, editing.draft);
    if ('error' in result) {
      notifications.show({ color: 'red', message: result.error });
      return;
    }
    if (Object.keys(result.changes).length === 0) {
      setEditing(null);
      return;
    }
    update.mutate(
      { table, id: editing.id, changes: result.changes },
      {
        onSuccess: (r) => {
          notifications.show({ color: 'green', message: r.message || messages.tables.updated });
          setEditing(null);
        },
        onError: (e) => notifyFailure(e, messages.tables.updateFailed),
      },
    );
  };

  const total = list.data?.total ?? 0;
  const reachable = Math.floor(MAX_OFFSET / size) + 1;
  const pages = Math.max(1, Math.min(Math.ceil(total / size), reachable));
  const first = total === 0 ? 0 : (page - 1) * size + 1;
  const shown = list.data?.rows.length ?? 0;

  return (
    <Stack maw={1400} gap="md">
      <Title order={2} size="h3">
        {messages.tables.title}
      </Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Tabel"
          data={tableChoices}
          value={table}
          onChange={(v) => v && chooseTable(v as MasterTableName)}
          allowDeselect={false}
          w={{ base: '100%', xs: 240 }}
        />
        <TextInput
          label="Cari"
          placeholder={spec.searchHint}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', xs: 280 }}
          maxLength={100}
        />
        <Select
          label="Baris per halaman"
          data={PAGE_SIZES.map(String)}
          value={String(size)}
          onChange={(v) => v && setSize(Number(v))}
          allowDeselect={false}
          w={170}
        />
        {list.isFetching && <Loader size="sm" aria-label="Memuat data" />}
      </Group>
      {list.isError && (
        <Alert color="red">
          {errorMessage(list.error, messages.tables.listFailed(spec.label))}
        </Alert>
      )}
      {list.isPending && <Loader aria-label="Memuat tabel" />}
      {list.isSuccess && shown === 0 && (
        <Alert color="gray" variant="light">
          {messages.tables.empty}
        </Alert>
      )}
      {list.isSuccess && shown > 0 && (
        <MasterGrid
          columns={columnsOf(table)}
          rows={list.data.rows}
          rowKey={spec.key}
          sort={sort}
          onSort={(next) => {
            setSort(next);
            setEditing(null);
          }}
          editing={editing}
          saving={update.isPending}
          onEdit={(row) => setEditing({ id: String(row[spec.key]), draft: draftOf(table, row) })}
          onDraft={(column, value) =>
            setEditing((e) => e && { ...e, draft: { ...e.draft, [column]: value } })
          }
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      )}
      {list.isSuccess && total > 0 && (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text fz="sm" c="dimmed" data-testid="table-total">
            Menampilkan {formatInteger(first)}–{formatInteger(first + shown - 1)} dari{' '}
            {list.data.estimated ? '± ' : ''}
            {formatInteger(total)} baris
            {list.data.estimated ? ` (${messages.tables.estimated})` : ''}
          </Text>
          <Pagination
            total={pages}
            value={page}
            onChange={(next) => {
              setPaging({ view, page: next });
              setEditing(null);
            }}
            size="sm"
            siblings={1}
            boundaries={1}
          />
        </Group>
      )}
      {list.isSuccess && Math.ceil(total / size) > reachable && (
        <Text fz="xs" c="dimmed">
          {messages.tables.offsetLimit(formatInteger(reachable * size))}
        </Text>
      )}
    </Stack>
  );
}
