import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type PersistedClient,
} from '@tanstack/query-persist-client-core';
import type { Mutation, Query } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import { queryClient } from '../../../lib/query-client';
import { sharedKeys } from '../../../lib/query-keys';
import { hold, isHeld, isSaleMutation, saleKeyOf } from './held-sales';
import { serialize } from './kept-errors';

/** What the phone keeps: sales not yet stored, and those the server refused until dealt with. */
export const shouldKeep = (mutation: Mutation) =>
  isSaleMutation(mutation) &&
  (mutation.state.status === 'pending' ||
    (mutation.state.status === 'error' && isHeld(saleKeyOf(mutation))));

/** The depot's catalogue is kept too: a phone restarted offline can still ring up sales. */
const isCatalogue = (query: Query) => query.queryKey[0] === CATALOGUE_KEY;
const CATALOGUE_KEY = sharedKeys.catalogue('')[0];

const dehydrateOptions = {
  shouldDehydrateQuery: (query: Query) => isCatalogue(query) && query.state.status === 'success',
  shouldDehydrateMutation: shouldKeep,
};

const keyOfDehydrated = (m: PersistedClient['clientState']['mutations'][number]) =>
  (m.state.variables as { idempotencyKey?: string } | undefined)?.idempotencyKey;

/** The stored sales not in memory already (this page kept them, or restored them before). */
export function unknownSales(client: PersistedClient): PersistedClient {
  const known = new Set(
    queryClient.getMutationCache().findAll({ predicate: isSaleMutation }).map(saleKeyOf),
  );
  const mutations = client.clientState.mutations.filter((m) => !known.has(keyOfDehydrated(m)));
  return { ...client, clientState: { ...client.clientState, mutations } };
}

/** The account's store; `restored` hears the keys of the sales it hands back, before they are. */
const persisterFor = (account: string, restored: (keys: string[]) => void) =>
  createAsyncStoragePersister({
    storage: { getItem: get<string>, setItem: set, removeItem: del },
    key: `pending-sales:${account}`,
    // On disk a moment after the cashier saves.
    throttleTime: 100,
    serialize,
    deserialize: (stored) => {
      const client = unknownSales(JSON.parse(stored) as PersistedClient);
      restored(client.clientState.mutations.flatMap((m) => keyOfDehydrated(m) ?? []));
      return client;
    },
  });

/** The mutation cache's events that change what is kept (not a screen starting to watch). */
const CHANGES = new Set(['added', 'removed', 'updated']);

let restoring = Promise.resolve();

/**
 * Keeps the account's unsent sales in IndexedDB while the cashier screen is open, and restores
 * those a closed tab or a restart left: each is sent again (it waits while offline) with its
 * own idempotency key, so the server stores it once. Restores run one after another, so a quick
 * remount never restores a sale twice. Returns the function that stops keeping.
 */
export function keepSales(account: string) {
  let restoredKeys: string[] = [];
  const options = {
    queryClient,
    // Held before they are added, so the pending list shows them at once.
    persister: persisterFor(account, (keys) => {
      keys.forEach(hold);
      restoredKeys = keys;
    }),
    // A sale kept for weeks is still sent; the server says if it is too old.
    maxAge: Infinity,
    dehydrateOptions,
  };
  let stopped = false;
  let unsubscribe = () => {};
  restoring = restoring
    .then(() => (stopped ? undefined : persistQueryClientRestore(options)))
    // An unreadable copy is dropped by the restore; keeping goes on from here.
    .catch(() => undefined)
    .then(() => {
      if (stopped) return;
      // Only a sale's or the catalogue's change is written: polled queries are never kept.
      const stopSales = queryClient.getMutationCache().subscribe((event) => {
        if (CHANGES.has(event.type) && event.mutation && isSaleMutation(event.mutation))
          void persistQueryClientSave(options);
      });
      const stopCatalogue = queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success' && isCatalogue(event.query))
          void persistQueryClientSave(options);
      });
      unsubscribe = () => {
        stopSales();
        stopCatalogue();
      };
      resume(restoredKeys);
      // The catalogue may have arrived while the copy was read.
      void persistQueryClientSave(options);
    });
  return () => {
    stopped = true;
    unsubscribe();
  };
}

/** Restored sales still pending are sent (or wait for the connection). */
function resume(keys: string[]) {
  for (const mutation of queryClient.getMutationCache().findAll({ predicate: isSaleMutation })) {
    if (keys.includes(saleKeyOf(mutation) ?? '') && mutation.state.status === 'pending')
      void mutation.continue().catch(() => undefined);
  }
}
