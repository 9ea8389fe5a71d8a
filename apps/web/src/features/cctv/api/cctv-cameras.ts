import { messages, type CctvResponse } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { cctvKeys } from './keys';

export const cctvCamerasQuery = (username: string) =>
  queryOptions({
    queryKey: cctvKeys.cameras(username),
    queryFn: () =>
      apiFetch<CctvResponse>(`/cctv/${encodeURIComponent(username)}`, {
        fallbackMessage: messages.cctv.loadFailed,
      }),
  });

export const useCctvCameras = (username: string) => useQuery(cctvCamerasQuery(username));
