import { UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import { useState, type ReactNode } from 'react';

type ClickToLoadProps = UnstyledButtonProps & {
  /** What the visitor sees and presses: light, and fetching nothing of the embed. */
  placeholder: ReactNode;
  /** The embed itself (a map, a video), mounted only once the placeholder was pressed. */
  children: ReactNode;
  'aria-label'?: string;
};

/**
 * Embeds load only when asked for, so the first load of a page fetches none of them (nothing
 * from third parties, no video bytes) and the page works offline without them.
 */
export function ClickToLoad({ placeholder, children, ...button }: ClickToLoadProps) {
  const [shown, setShown] = useState(false);
  if (shown) return children;
  return (
    <UnstyledButton {...button} onClick={() => setShown(true)}>
      {placeholder}
    </UnstyledButton>
  );
}
