import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AppFrame } from '../components/app-frame';
import { NotificationBell } from '../features/dashboard/notification-bell';
import { useHasFarm } from '../features/farming/api/has-farm';
import { initials } from '../lib/initials';
import { useLogout } from '../lib/logout';
import { useSession } from '../lib/use-session';
import { userMenu, userTabs } from './menus';
import { useLiveUpdates } from './use-live-updates';

export function DashboardShell() {
  const session = useSession();
  const navigate = useNavigate();
  const logout = useLogout();
  const username = session.username ?? '';
  // An employee sees their own name; every call still names the depot (`username`).
  const name = session.displayName ?? username;
  useLiveUpdates(username);
  const hasFarm = useHasFarm(!session.isEmployee && !session.isSuperAdmin);
  const [bellOpen, setBellOpen] = useState(false);

  return (
    <AppFrame
      title={`Dashboard - ${name}`}
      menu={userMenu(session.isEmployee, hasFarm)}
      tabs={userTabs(session.isEmployee)}
      tabActions={[{ label: 'Notifikasi', opened: bellOpen, onClick: () => setBellOpen(true) }]}
      actions={
        <Group gap="xs" wrap="nowrap">
          <NotificationBell username={username} opened={bellOpen} onChange={setBellOpen} />
          <Menu position="bottom-end" shadow="md" width={200}>
            <Menu.Target>
              <UnstyledButton aria-label="Menu profil">
                <Avatar color="cyan" radius="xl" size={44}>
                  {initials(name)}
                </Avatar>
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>
                <Text size="sm" fw={600} c="dark" truncate="end">
                  {name}
                </Text>
                {session.isEmployee && `Karyawan ${username}`}
              </Menu.Label>
              <Menu.Item onClick={() => navigate('/dashboard/profile')}>Profil</Menu.Item>
              <Menu.Item color="red" disabled={logout.isPending} onClick={() => logout.mutate()}>
                Logout
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      }
    />
  );
}
