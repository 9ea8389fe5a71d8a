import { Avatar, UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { initials } from '../lib/initials';

/** The header's avatar button, both alone and as the menu's target. */
export function ProfileButton({
  name,
  ...props
}: { name: string } & ComponentPropsWithRef<'button'>) {
  return (
    <UnstyledButton aria-label="Menu profil" {...props}>
      <Avatar color="cyan" radius="xl" size={44}>
        {initials(name)}
      </Avatar>
    </UnstyledButton>
  );
}
