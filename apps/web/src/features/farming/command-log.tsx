import { formatDateTime, messages, type CommandResult, type SfLogEntry } from '@depot/contract';
import { Badge, Table, Text } from '@mantine/core';

const RESULT_COLORS: Record<CommandResult, string> = {
  pending: 'orange',
  confirmed: 'green',
  failed: 'red',
  timeout: 'red',
};

/** Every command with who sent it, when (WIB), and how the device answered. */
export function CommandLog({ commands }: { commands: readonly SfLogEntry[] }) {
  if (!commands.length) return <Text c="dimmed">{messages.farming.noCommands}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="xs" aria-label={messages.farming.log}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Waktu</Table.Th>
            <Table.Th>Aktuator</Table.Th>
            <Table.Th>Perintah</Table.Th>
            <Table.Th>Oleh</Table.Th>
            <Table.Th>Hasil</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {commands.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(c.requested_at)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{c.actuator_name}</Table.Td>
              <Table.Td>{c.command}</Table.Td>
              <Table.Td>{c.requested_by ?? '–'}</Table.Td>
              <Table.Td>
                <Badge color={RESULT_COLORS[c.result]} variant="light">
                  {messages.farming.results[c.result]}
                </Badge>
                {c.detail && (
                  <Text size="xs" c="dimmed">
                    {c.detail}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
