import { Button } from '@mantine/core';
import { useNavigate } from 'react-router';
import { AppFrame } from '../components/app-frame';
import { clearSession } from '../lib/session';
import { useSession } from '../lib/use-session';
import { ADMIN_MENU } from './menus';

export function AdminShell() {
  const { username } = useSession();
  const navigate = useNavigate();
  const logout = () => {
    clearSession();
    navigate('/login');
  };
  return (
    <AppFrame
      title={`Panel Admin - ${username ?? ''}`}
      menu={ADMIN_MENU}
      actions={
        <Button variant="light" color="red" size="xs" onClick={logout}>
          Logout
        </Button>
      }
    />
  );
}
