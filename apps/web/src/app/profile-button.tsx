import { Avatar, UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';

/** The header's avatar button, both alone and as the menu's target. */
export function ProfileButton({
  username,
  ...props
}: { username: string } & ComponentPropsWithRef<'button'>) {
  return (
    <UnstyledButton aria-label="Menu profil" {...props}>
      <Avatar color="cyan" radius="xl" size={44}>
        {username.slice(0, 2).toUpperCase()}
      </Avatar>
    </UnstyledButton>
  );
}
