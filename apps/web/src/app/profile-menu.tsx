import { lazy, useState } from 'react';
import { DeferredPopup } from '../components/deferred-popup';
import { ProfileButton } from './profile-button';

const loadPopup = () => import('./profile-menu-popup');
const ProfileMenuPopup = lazy(async () => ({
  default: (await loadPopup()).ProfileMenuPopup,
}));

export interface ProfileMenuProps {
  /** The depot's account, which every call names. */
  username: string;
  /** Who is signed in: the employee's own name, else the username. */
  name: string;
  employee: boolean;
}

/** The profile menu (Profil, Logout), loaded when the user reaches for the avatar. */
export function ProfileMenu(props: ProfileMenuProps) {
  const [opened, setOpened] = useState(false);
  return (
    <DeferredPopup
      kind="menu"
      opened={opened}
      onOpen={() => setOpened(true)}
      preload={() => void loadPopup()}
      button={(button) => <ProfileButton name={props.name} {...button} />}
      popup={<ProfileMenuPopup {...props} opened={opened} onChange={setOpened} />}
    />
  );
}
