import { messages } from '@depot/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';
import { posKeys } from './keys';

/** The depot's static QRIS image (a data URL), asked for once QRIS is chosen. */
export const useQris = (username: string, enabled: boolean) =>
  useQuery({
    ...apiQuery<{ image: string }>({
      queryKey: posKeys.qris(username),
      path: `/products/${encodeURIComponent(username)}/qris`,
      fallbackMessage: messages.pos.qrisMissing,
    }),
    enabled,
    staleTime: 10 * 60_000,
    // A 404 (no image uploaded) is an answer, not a failure to retry.
    retry: false,
  });
