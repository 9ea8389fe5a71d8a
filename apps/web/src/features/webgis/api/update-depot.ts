import { messages, type DepotUpdate } from '@depot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { webgisDepotsQuery } from './webgis-depots';

export const updateDepot = ({ id, update }: { id: number; update: DepotUpdate }) =>
  apiFetch<{ message: string }>(`/webgis/depot/${id}`, {
    method: 'PUT',
    body: update,
    fallbackMessage: messages.webgis.saveFailed,
  });

export function useUpdateDepot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDepot,
    meta: SUPER_ADMIN_CALL,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webgisDepotsQuery.queryKey }),
  });
}
