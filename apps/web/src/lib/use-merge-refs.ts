import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * Floating UI's `useMergeRefs`, the one thing Mantine's ScrollArea takes from `@floating-ui/react`,
 * on Mantine's own hook. vite.config.ts hands it to ScrollArea, so a Table (whose scroll container
 * is a ScrollArea) no longer brings all of Floating UI (11 KB on the wire) to every screen.
 */
export function useMergeRefs<T>(refs: Array<Ref<T> | undefined>) {
  return useMergedRef(...refs);
}
