import { formatDateTime, type Employee } from '@depot/contract';
import { Group } from '@mantine/core';
import { DataList, type DataColumn } from '../../components/data-list';
import { ActiveBadge, RowButton } from '../../components/record-status';

export type EmployeeAction = 'rename' | 'password' | 'toggle' | 'remove';

interface Props {
  employees: Employee[];
  busy: boolean;
  onAction: (employee: Employee, action: EmployeeAction) => void;
}

function Actions({ employee, busy, onAction }: Omit<Props, 'employees'> & { employee: Employee }) {
  const act = (action: EmployeeAction) => () => onAction(employee, action);
  return (
    <Group gap={6}>
      <RowButton onClick={act('rename')}>Ubah Nama</RowButton>
      <RowButton onClick={act('password')}>Reset Password</RowButton>
      <RowButton
        color={employee.disabled ? 'green' : 'orange'}
        disabled={busy}
        onClick={act('toggle')}
      >
        {employee.disabled ? 'Aktifkan' : 'Nonaktifkan'}
      </RowButton>
      <RowButton variant="subtle" color="red" disabled={busy} onClick={act('remove')}>
        Hapus
      </RowButton>
    </Group>
  );
}

/** The depot's employees: a table on a desktop, a card each on a phone. */
export function EmployeeList({ employees, ...rest }: Props) {
  const columns: DataColumn<Employee>[] = [
    { header: 'Nama', cell: (e) => e.name },
    { header: 'Username', cell: (e) => e.username },
    { header: 'Status', cell: (e) => <ActiveBadge disabled={e.disabled} /> },
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
