import { messages, type Product, type ProductBody, type ProductResult } from '@depot/contract';
import { useQuery } from '@tanstack/react-query';
import { useApiMutation } from '../../../lib/api-mutation';
import { apiListQuery } from '../../../lib/api-query';
import { sharedKeys } from '../../../lib/query-keys';

const path = (username: string, id?: number) =>
  `/products/${encodeURIComponent(username)}${id === undefined ? '' : `/${id}`}`;

/** `GET /api/products/{username}`: the depot's own catalogue. */
export const useCatalogue = (username: string) =>
  useQuery(
    apiListQuery<Product>({
      queryKey: sharedKeys.catalogue(username),
      path: path(username),
      fallbackMessage: messages.api.serverError,
    }),
  );

export type ProductChange =
  | { kind: 'create'; body: ProductBody }
  | { kind: 'update'; id: number; body: ProductBody }
  | { kind: 'remove'; id: number };

/** The owner adds, edits or removes a product; the catalogue is read again either way. */
export const useChangeProduct = (username: string) =>
  useApiMutation<ProductResult, ProductChange>({
    request: (change) =>
      change.kind === 'create'
        ? { method: 'POST', path: path(username), body: change.body }
        : change.kind === 'update'
          ? { method: 'PUT', path: path(username, change.id), body: change.body }
          : { method: 'DELETE', path: path(username, change.id) },
    fallbackMessage: messages.api.serverError,
    invalidates: () => [sharedKeys.catalogue(username)],
  });
