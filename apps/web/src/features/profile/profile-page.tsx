import { messages, type Profile } from '@depot/contract';
import { Alert, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { formatCoordinate } from '../../lib/coordinates';
import { useProfile } from '../../lib/depot-profile';
import { useLogout } from '../../lib/logout';
import { isLoggedIn } from '../../lib/session';
import { useSession } from '../../lib/use-session';
import { DepotSettingsForm } from './depot-settings-form';
import { OwnPasswordFormCard } from './password-form';

export function ProfilePage() {
  const session = useSession();
  if (!isLoggedIn(session)) return <Navigate to="/login" replace />;
  return (
    <ProfileScreen
      username={session.username ?? ''}
      employee={session.isEmployee ? session.displayName : null}
    />
  );
}

const orNa = (v: string | null | undefined) => v || messages.profile.notAvailable;

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Table.Tr>
      <Table.Th w={130}>{label}</Table.Th>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
    </Table.Tr>
  );
}

function Details({ profile }: { profile: Profile }) {
  const location =
    profile.latitude !== null && profile.longitude !== null
      ? `${formatCoordinate(profile.latitude)}, ${formatCoordinate(profile.longitude)}`
      : null;
  return (
    <Table variant="vertical" layout="fixed" withTableBorder={false}>
      <Table.Tbody>
        <Row label="Username" value={orNa(profile.username)} />
        <Row label="Nama Depot" value={orNa(profile.depot_name)} />
        <Row label="Alamat" value={orNa(profile.address)} />
        <Row label="Telepon" value={orNa(profile.phone)} />
        <Row label="Jam Buka" value={orNa(profile.opening_hours)} />
        <Row label="Lokasi" value={orNa(location)} />
        <Row
          label="Peta Sebaran"
          value={profile.show_on_public_map ? 'Ditampilkan' : 'Tidak ditampilkan'}
        />
      </Table.Tbody>
    </Table>
  );
}

/** `employee` names a signed-in employee: the depot's settings are the owner's to change. */
function ProfileScreen({ username, employee }: { username: string; employee: string | null }) {
  const profile = useProfile(username);
  const logout = useLogout();

  return (
    <Stack maw={720}>
      <Title order={2} size="h3">
        Profil Pengguna
      </Title>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        {profile.isPending && <Loader size="sm" aria-label="Memuat profil" />}
        {profile.isError && <Alert color="red">{messages.profile.failed}</Alert>}
        {profile.isSuccess && <Details profile={profile.data} />}
        {employee !== null && (
          <Text size="sm" c="dimmed" mt="sm" data-testid="employee-note">
            {messages.profile.employeeNote(employee, username)}
          </Text>
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
      {profile.isSuccess && employee === null && profile.data.employee_of === null && (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <DepotSettingsForm profile={profile.data} />
        </Paper>
      )}
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <OwnPasswordFormCard />
      </Paper>
    </Stack>
  );
}
