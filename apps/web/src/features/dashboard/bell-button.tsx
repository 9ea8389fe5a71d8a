import { ActionIcon } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';

function BellIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/** The bell's button, both alone and as the popover's target. */
export function BellButton({
  unread,
  ...props
}: { unread: number } & ComponentPropsWithRef<'button'>) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="xl"
      aria-label={`Notifikasi, ${unread} belum dibaca`}
      {...props}
    >
      <BellIcon />
    </ActionIcon>
  );
}
