import { formatDateTime, type AccountItem, type AccountRole } from '@depot/contract';
import { Badge, Group, Text } from '@mantine/core';
import { DataList, type DataColumn } from '../../components/data-list';
import { ActiveBadge, RowButton } from '../../components/record-status';

const ROLE: Record<AccountRole, { label: string; color: string }> = {
  super_admin: { label: 'Super Admin', color: 'grape' },
  owner: { label: 'Pemilik', color: 'blue' },
  employee: { label: 'Karyawan', color: 'teal' },
};

export type AccountAction = 'username' | 'password' | 'toggle';

interface Props {
  accounts: AccountItem[];
  /** The signed-in admin's username: their own account cannot be switched off. */
  me: string | null;
  busy: boolean;
  onAction: (account: AccountItem, action: AccountAction) => void;
}

function Badges({ account }: { account: AccountItem }) {
  const role = ROLE[account.role];
  return (
    <Group gap={6}>
      <Badge variant="light" color={role.color}>
        {role.label}
      </Badge>
      <ActiveBadge disabled={account.disabled} />
    </Group>
  );
}

/** The depot the account belongs to: its own, or (an employee) the employer's. */
function Depot({ account }: { account: AccountItem }) {
  if (account.employer) {
    return (
      <Text size="sm">
        {account.employer.depot_name ?? '—'}{' '}
        <Text span size="xs" c="dimmed">
          (karyawan {account.employer.username})
        </Text>
      </Text>
    );
  }
  return (
    <div>
      <Text size="sm">{account.depot_name ?? '—'}</Text>
      {account.address && (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {account.address}
        </Text>
      )}
    </div>
  );
}

const lastOnline = (a: AccountItem) => (a.last_online ? formatDateTime(a.last_online) : '—');

function Actions({
  account,
  me,
  busy,
  onAction,
}: Omit<Props, 'accounts'> & { account: AccountItem }) {
  const own = account.username === me;
  const act = (action: AccountAction) => () => onAction(account, action);
  return (
    <Group gap={6} wrap="wrap">
      <RowButton onClick={act('username')}>Ubah Username</RowButton>
      <RowButton onClick={act('password')}>Ubah Password</RowButton>
      <RowButton
        color={account.disabled ? 'green' : 'red'}
        disabled={busy || (own && !account.disabled)}
        title={own ? 'Akun Anda sendiri tidak dapat dinonaktifkan' : undefined}
        onClick={act('toggle')}
      >
        {account.disabled ? 'Aktifkan' : 'Nonaktifkan'}
      </RowButton>
    </Group>
  );
}

/** Every account: a table on a desktop, a card each on a phone. */
export function AccountList({ accounts, ...rest }: Props) {
  const columns: DataColumn<AccountItem>[] = [
    { header: 'Username', cell: (a) => a.username },
    { header: 'Peran & Status', cell: (a) => <Badges account={a} /> },
    { header: 'Depot', cell: (a) => <Depot account={a} /> },
    { header: 'Terakhir Online', cell: lastOnline },
    { header: 'Aksi', cell: (a) => <Actions account={a} {...rest} /> },
  ];
  return (
    <DataList
      label="Daftar akun"
      columns={columns}
      rows={accounts}
      rowKey={(a) => String(a.id)}
      rowTestId={(a) => `account-${a.username}`}
    />
  );
}
