import { Badge, Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** An account's state in a list: 'Aktif' or, switched off, 'Nonaktif'. */
export function ActiveBadge({ disabled }: { disabled: boolean }) {
  return disabled ? (
    <Badge variant="filled" color="red">
      Nonaktif
    </Badge>
  ) : (
    <Badge variant="outline" color="green">
      Aktif
    </Badge>
  );
}

/** One of a list row's action buttons: small, light unless told otherwise. */
export function RowButton({
  onClick,
  children,
  ...props
}: Pick<ButtonProps, 'color' | 'disabled' | 'variant'> & {
  onClick: () => void;
  title?: string;
  children: ReactNode;
}) {
  return (
    <Button size="compact-sm" variant="light" onClick={onClick} {...props}>
      {children}
    </Button>
  );
}
