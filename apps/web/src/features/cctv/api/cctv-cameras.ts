import { messages, type CctvResponse } from '@depot/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';
import { cctvKeys } from './keys';

export const cctvCamerasQuery = (username: string) =>
  apiQuery<CctvResponse>({
    queryKey: cctvKeys.cameras(username),
    path: `/cctv/${encodeURIComponent(username)}`,
    fallbackMessage: messages.cctv.loadFailed,
  });

export const useCctvCameras = (username: string) => useQuery(cctvCamerasQuery(username));
