import { messages, type DepotData } from '@depot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { webgisDepotsQuery } from './webgis-depots';

export const addDepot = (depot: DepotData) =>
  apiFetch<{ message: string; id: number }>('/webgis/depot', {
    method: 'POST',
    body: depot,
    fallbackMessage: messages.webgis.saveFailed,
  });

export function useAddDepot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDepot,
    meta: SUPER_ADMIN_CALL,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webgisDepotsQuery.queryKey }),
  });
}
