import { messages, type WebgisDepot } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { webgisKeys } from './keys';

export const webgisDepotsQuery = queryOptions({
  queryKey: webgisKeys.depots,
  meta: SUPER_ADMIN_CALL,
  queryFn: async () => {
    const data = await apiFetch<unknown>('/webgis/depot', {
      fallbackMessage: messages.webgis.listFailed,
    });
    if (!Array.isArray(data)) throw new ApiError(200, messages.webgis.loadFailed);
    return data as WebgisDepot[];
  },
});

export const useWebgisDepots = () => useQuery(webgisDepotsQuery);
