import { Menu, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useLogout } from '../lib/logout';
import { ProfileButton } from './profile-button';
import type { ProfileMenuProps } from './profile-menu';

interface ProfileMenuPopupProps extends ProfileMenuProps {
  opened: boolean;
  onChange: (opened: boolean) => void;
}

/** The avatar with its menu: the profile page and logout. */
export function ProfileMenuPopup({
  username,
  name,
  employee,
  opened,
  onChange,
}: ProfileMenuPopupProps) {
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <Menu position="bottom-end" shadow="md" width={200} opened={opened} onChange={onChange}>
      <Menu.Target>
        <ProfileButton name={name} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark" truncate="end">
            {name}
          </Text>
          {employee && `Karyawan ${username}`}
        </Menu.Label>
        <Menu.Item onClick={() => navigate('/dashboard/profile')}>Profil</Menu.Item>
        <Menu.Item color="red" disabled={logout.isPending} onClick={() => logout.mutate()}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
