import { Group } from '@mantine/core';
import { useState } from 'react';
import { AppFrame } from '../components/app-frame';
import { NotificationBell } from '../features/dashboard/notification-bell';
import { useHasFarm } from '../features/farming/api/has-farm';
import { useSession } from '../lib/use-session';
import { userMenu, userTabs } from './menus';
import { ProfileMenu } from './profile-menu';
import { useLiveUpdates } from './use-live-updates';

export function DashboardShell() {
  const session = useSession();
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
          <ProfileMenu username={username} name={name} employee={session.isEmployee} />
        </Group>
      }
    />
  );
}
