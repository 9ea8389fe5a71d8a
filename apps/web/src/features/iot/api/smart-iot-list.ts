import { messages, POLL_MS } from '@depot/contract';
import type { QueryKey } from '@tanstack/react-query';
import { apiListQuery } from '../../../lib/api-query';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';

/** One of the smart weather dashboard's lists: the whole list, refreshed every 30 s. */
export const smartIotList = <T>(queryKey: QueryKey, path: string) =>
  apiListQuery<T>({
    queryKey,
    path,
    fallbackMessage: messages.iot.loadFailed,
    meta: SUPER_ADMIN_CALL,
    refetchInterval: POLL_MS.smartIot,
  });
