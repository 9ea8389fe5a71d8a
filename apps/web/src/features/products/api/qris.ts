import { messages } from '@depot/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, ApiError } from '../../../lib/api';
import { useApiMutation } from '../../../lib/api-mutation';
import { sharedKeys } from '../../../lib/query-keys';

const path = (username: string) => `/products/${encodeURIComponent(username)}/qris`;

/** `GET /api/products/{username}/qris`: the image as a data URL, null when none is uploaded. */
export const useQris = (username: string) =>
  useQuery({
    queryKey: sharedKeys.qris(username),
    queryFn: async ({ signal }) => {
      try {
        return (await apiFetch<{ image: string }>(path(username), { signal })).image;
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) return null;
        throw e;
      }
    },
  });

/** A new image (`PUT`, a data URL) or none (`DELETE`). */
export const useChangeQris = (username: string) =>
  useApiMutation<{ message: string }, string | null>({
    request: (image) =>
      image === null
        ? { method: 'DELETE', path: path(username) }
        : { method: 'PUT', path: path(username), body: { image } },
    fallbackMessage: messages.api.serverError,
    invalidates: () => [sharedKeys.qris(username)],
  });
