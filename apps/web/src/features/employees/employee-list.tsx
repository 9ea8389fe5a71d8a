import { formatDateTime, type Employee } from '@depot/contract';
import { Badge, Button, Group } from '@mantine/core';
import { DataList, type DataColumn } from '../../components/data-list';

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

function Actions({ employee, busy, onAction }: Omit<Props, 'employees'> & { employee: Employee }) {
  const act = (action: EmployeeAction) => () => onAction(employee, action);
  return (
    <Group gap={6}>
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

/** The depot's employees: a table on a desktop, a card each on a phone. */
export function EmployeeList({ employees, ...rest }: Props) {
  const columns: DataColumn<Employee>[] = [
    { header: 'Nama', cell: (e) => e.name },
    { header: 'Username', cell: (e) => e.username },
    { header: 'Status', cell: (e) => <Status employee={e} /> },
    { header: 'Ditambahkan', cell: (e) => formatDateTime(e.created_at) },
    { header: 'Aksi', cell: (e) => <Actions employee={e} {...rest} /> },
  ];
  return (
    <DataList
      label="Daftar karyawan"
      columns={columns}
      rows={employees}
      rowKey={(e) => String(e.id)}
      rowTestId={(e) => `employee-${e.username}`}
    />
  );
}
