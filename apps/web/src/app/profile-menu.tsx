import { lazy, useState } from 'react';
import { DeferredPopup } from '../components/deferred-popup';
import { ProfileButton } from './profile-button';

const ProfileMenuPopup = lazy(async () => ({
  default: (await import('./profile-menu-popup')).ProfileMenuPopup,
}));

/** The profile menu (Profil, Logout), loaded when the user reaches for the avatar. */
export function ProfileMenu({ username }: { username: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <DeferredPopup
      kind="menu"
      opened={opened}
      onOpen={() => setOpened(true)}
      button={(props) => <ProfileButton username={username} {...props} />}
      popup={<ProfileMenuPopup username={username} opened={opened} onChange={setOpened} />}
    />
  );
}
