import { formatDateTime, messages, type CommandResult, type SfLogEntry } from '@depot/contract';
import { Badge, Text } from '@mantine/core';
import { DataList, type DataColumn } from '../../components/data-list';

const RESULT_COLORS: Record<CommandResult, string> = {
  pending: 'orange',
  confirmed: 'green',
  failed: 'red',
  timeout: 'red',
};

function Result({ entry }: { entry: SfLogEntry }) {
  return (
    <div>
      <Badge color={RESULT_COLORS[entry.result]} variant="light">
        {messages.farming.results[entry.result]}
      </Badge>
      {entry.detail && (
        <Text size="xs" c="dimmed">
          {entry.detail}
        </Text>
      )}
    </div>
  );
}

const COLUMNS: DataColumn<SfLogEntry>[] = [
  { header: 'Waktu', cell: (c) => formatDateTime(c.requested_at) },
  { header: 'Aktuator', cell: (c) => c.actuator_name },
  { header: 'Perintah', cell: (c) => messages.farming.logged[c.command] },
  { header: 'Oleh', cell: (c) => c.requested_by ?? '–' },
  { header: 'Hasil', cell: (c) => <Result entry={c} /> },
];

/** Every command with who sent it, when (WIB), and how the device answered. */
export function CommandLog({ commands }: { commands: readonly SfLogEntry[] }) {
  if (!commands.length) return <Text c="dimmed">{messages.farming.noCommands}</Text>;
  return (
    <DataList
      label={messages.farming.log}
      columns={COLUMNS}
      rows={commands}
      rowKey={(c) => String(c.id)}
    />
  );
}
