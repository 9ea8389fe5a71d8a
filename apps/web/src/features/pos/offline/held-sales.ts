import type { SaleResponse } from '@depot/contract';
import { matchMutation, type Mutation } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { posKeys } from '../api/keys';

/** What the cashier screen hears about sales kept on the phone. */
export interface HeldSaleEvents {
  /** A sale could not reach the server and is kept on the phone. */
  onQueued: () => void;
  /** A kept sale is stored: the n-th transaction of its day. */
  onSynced: (numberToday: number) => void;
}

/** Idempotency keys of the sales kept on the phone (offline, failing, or restored after a restart). */
const held = new Set<string>();
const listeners = new Set<HeldSaleEvents>();

export const isHeld = (key: string | undefined) => key !== undefined && held.has(key);
export const hold = (key: string) => held.add(key);

export const isSaleMutation = (mutation: Mutation) =>
  matchMutation({ mutationKey: posKeys.sale }, mutation);

/** The sale's idempotency key, read from its variables (restored ones are plain JSON). */
export const saleKeyOf = (mutation: Mutation) =>
  (mutation.state.variables as { idempotencyKey?: string } | undefined)?.idempotencyKey;

export function followHeldSales(events: HeldSaleEvents) {
  listeners.add(events);
  return () => {
    listeners.delete(events);
  };
}

// Subscribed once, before any screen, so a sale is marked held before the screens re-render.
queryClient.getMutationCache().subscribe((event) => {
  if (event.type !== 'updated' || !isSaleMutation(event.mutation)) return;
  const key = saleKeyOf(event.mutation);
  const { status, isPaused, failureCount, data } = event.mutation.state;
  if (key === undefined) return;
  if (status === 'pending' && (isPaused || failureCount > 0) && !held.has(key)) {
    held.add(key);
    listeners.forEach((l) => l.onQueued());
  } else if (status === 'success' && held.delete(key)) {
    const stored = (data as SaleResponse).sale.number_today;
    listeners.forEach((l) => l.onSynced(stored));
  }
});
