import { formatDateTime, type AccountItem, type AccountRole } from '@depot/contract';
import { Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';

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

/** Role and status; stacked in the table's narrow column, side by side on a card. */
function Badges({ account, stacked = false }: { account: AccountItem; stacked?: boolean }) {
  const role = ROLE[account.role];
  const Layout = stacked ? Stack : Group;
  return (
    <Layout gap={6} align="flex-start">
      <Badge variant="light" color={role.color}>
        {role.label}
      </Badge>
      {account.disabled ? (
        <Badge variant="filled" color="red">
          Nonaktif
        </Badge>
      ) : (
        <Badge variant="outline" color="green">
          Aktif
        </Badge>
      )}
    </Layout>
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
  return (
    <Group gap={6} wrap="wrap">
      <Button size="compact-sm" variant="light" onClick={() => onAction(account, 'username')}>
        Ubah Username
      </Button>
      <Button size="compact-sm" variant="light" onClick={() => onAction(account, 'password')}>
        Ubah Password
      </Button>
      <Button
        size="compact-sm"
        variant="light"
        color={account.disabled ? 'green' : 'red'}
        disabled={busy || (own && !account.disabled)}
        title={own ? 'Akun Anda sendiri tidak dapat dinonaktifkan' : undefined}
        onClick={() => onAction(account, 'toggle')}
      >
        {account.disabled ? 'Aktifkan' : 'Nonaktifkan'}
      </Button>
    </Group>
  );
}

/** Accounts as a table, wide enough for a desktop. */
export function AccountTable({ accounts, ...rest }: Props) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Username</Table.Th>
            <Table.Th>Peran &amp; Status</Table.Th>
            <Table.Th>Depot</Table.Th>
            <Table.Th>Terakhir Online</Table.Th>
            <Table.Th>Aksi</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts.map((a) => (
            <Table.Tr key={a.id} data-testid={`account-${a.username}`}>
              <Table.Td fw={600}>{a.username}</Table.Td>
              <Table.Td>
                <Badges account={a} stacked />
              </Table.Td>
              <Table.Td maw={300}>
                <Depot account={a} />
              </Table.Td>
              <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
                {lastOnline(a)}
              </Table.Td>
              <Table.Td>
                <Actions account={a} {...rest} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Accounts as cards, one under another, for a phone. */
export function AccountCards({ accounts, ...rest }: Props) {
  return (
    <Stack gap="sm">
      {accounts.map((a) => (
        <Card
          key={a.id}
          withBorder
          padding="sm"
          component="article"
          aria-label={`Akun ${a.username}`}
          data-testid={`account-${a.username}`}
        >
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <Text fw={600}>{a.username}</Text>
              <Badges account={a} />
            </Group>
            {a.role !== 'super_admin' && <Depot account={a} />}
            <Text size="xs" c="dimmed">
              Terakhir online: {lastOnline(a)}
            </Text>
            <Actions account={a} {...rest} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
