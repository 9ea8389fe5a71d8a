import { Button } from '@mantine/core';
import { AppFrame } from '../components/app-frame';
import { useLogout } from '../lib/logout';
import { useSession } from '../lib/use-session';
import { ADMIN_MENU, ADMIN_TABS } from './menus';

export function AdminShell() {
  const { username } = useSession();
  const logout = useLogout();
  return (
    <AppFrame
      title={`Panel Admin - ${username ?? ''}`}
      menu={ADMIN_MENU}
      tabs={ADMIN_TABS}
      actions={
        <Button
          variant="light"
          color="red"
          size="xs"
          h={44}
          loading={logout.isPending}
          onClick={() => logout.mutate()}
        >
          Logout
        </Button>
      }
    />
  );
}
