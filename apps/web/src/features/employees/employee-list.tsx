import { formatDateTime, type Employee } from '@depot/contract';
import { Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';

export type EmployeeAction = 'rename' | 'password' | 'toggle' | 'remove';

interface Props {
  employees: Employee[];
  busy: boolean;
  onAction: (employee: Employee, action: EmployeeAction) => void;
}

function Status({ employee }: { employee: Employee }) {
  return employee.disabled ? (
    <Badge variant="filled" color="red">
      Nonaktif
    </Badge>
  ) : (
    <Badge variant="outline" color="green">
      Aktif
    </Badge>
  );
}

function Actions({
  employee,
  busy,
  onAction,
  nowrap = false,
}: Omit<Props, 'employees'> & { employee: Employee; nowrap?: boolean }) {
  const act = (action: EmployeeAction) => () => onAction(employee, action);
  return (
    <Group gap={6} wrap={nowrap ? 'nowrap' : 'wrap'}>
      <Button size="compact-sm" variant="light" onClick={act('rename')}>
        Ubah Nama
      </Button>
      <Button size="compact-sm" variant="light" onClick={act('password')}>
        Reset Password
      </Button>
      <Button
        size="compact-sm"
        variant="light"
        color={employee.disabled ? 'green' : 'orange'}
        disabled={busy}
        onClick={act('toggle')}
      >
        {employee.disabled ? 'Aktifkan' : 'Nonaktifkan'}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        disabled={busy}
        onClick={act('remove')}
      >
        Hapus
      </Button>
    </Group>
  );
}

/** Employees as a table, for a desktop. */
export function EmployeeTable({ employees, ...rest }: Props) {
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nama</Table.Th>
            <Table.Th>Username</Table.Th>
            {/* Wide enough for 'NONAKTIF': a badge gives way to its neighbours otherwise. */}
            <Table.Th w={120}>Status</Table.Th>
            <Table.Th>Ditambahkan</Table.Th>
            <Table.Th>Aksi</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {employees.map((e) => (
            <Table.Tr key={e.id} data-testid={`employee-${e.username}`}>
              <Table.Td fw={600}>{e.name}</Table.Td>
              <Table.Td>{e.username}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Status employee={e} />
              </Table.Td>
              <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(e.created_at)}
              </Table.Td>
              <Table.Td>
                <Actions employee={e} nowrap {...rest} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Employees as cards, for a phone. */
export function EmployeeCards({ employees, ...rest }: Props) {
  return (
    <Stack gap="sm">
      {employees.map((e) => (
        <Card
          key={e.id}
          withBorder
          padding="sm"
          component="article"
          aria-label={`Karyawan ${e.name}`}
          data-testid={`employee-${e.username}`}
        >
          <Stack gap={6}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <div>
                <Text fw={600}>{e.name}</Text>
                <Text size="sm" c="dimmed">
                  {e.username}
                </Text>
              </div>
              <Status employee={e} />
            </Group>
            <Actions employee={e} {...rest} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
