import { messages } from '@depot/contract';
import { Alert, Button, Group, Loader, Paper, Stack, Table, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { useProfile } from '../../lib/depot-profile';
import { useLogout } from '../../lib/logout';
import { isLoggedIn } from '../../lib/session';
import { useSession } from '../../lib/use-session';

export function ProfilePage() {
  const session = useSession();
  if (!isLoggedIn(session)) return <Navigate to="/login" replace />;
  return <Profile username={session.username ?? ''} />;
}

function Profile({ username }: { username: string }) {
  const profile = useProfile(username);
  const logout = useLogout();
  const orNa = (v: string | null | undefined) => v || messages.profile.notAvailable;

  return (
    <Stack maw={640}>
      <Title order={2} size="h3">
        Profil Pengguna
      </Title>
      <Paper withBorder p="lg">
        {profile.isPending && <Loader size="sm" aria-label="Memuat profil" />}
        {profile.isError && <Alert color="red">{messages.profile.failed}</Alert>}
        {profile.isSuccess && (
          <Table variant="vertical" layout="fixed" withTableBorder={false}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={140}>Username</Table.Th>
                <Table.Td>{orNa(profile.data.username)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Nama Depot</Table.Th>
                <Table.Td>{orNa(profile.data.depot_name)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Alamat</Table.Th>
                <Table.Td>{orNa(profile.data.address)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        )}
        <Group justify="flex-end" mt="lg">
          <Button
            color="red"
            variant="light"
            loading={logout.isPending}
            onClick={() => logout.mutate()}
          >
            Logout
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}
