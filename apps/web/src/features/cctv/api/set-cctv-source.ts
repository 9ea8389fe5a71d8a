import { messages, type CctvResponse, type CctvUpdateRequest } from '@depot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { cctvCamerasQuery } from './cctv-cameras';

/** Sets one camera's source (`url: null` clears it); the answer is the depot's new camera list. */
export function useSetCctvSource(username: string) {
  const queryClient = useQueryClient();
  const { queryKey } = cctvCamerasQuery(username);
  return useMutation({
    mutationFn: (body: CctvUpdateRequest) =>
      apiFetch<CctvResponse>(`/cctv/${encodeURIComponent(username)}`, {
        method: 'PUT',
        body,
        fallbackMessage: messages.cctv.saveFailed,
      }),
    onSuccess: (data) => queryClient.setQueryData(queryKey, data),
  });
}
