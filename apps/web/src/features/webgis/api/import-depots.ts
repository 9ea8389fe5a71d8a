import { messages, type DepotImportResult } from '@depot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { webgisDepotsQuery } from './webgis-depots';

/** The file goes as text: the server reads and checks it, row by row. */
export const importDepots = (csv: string) =>
  apiFetch<DepotImportResult>('/webgis/depot/import', {
    method: 'POST',
    body: { csv },
    fallbackMessage: messages.webgis.importFailed,
  });

export function useImportDepots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importDepots,
    meta: SUPER_ADMIN_CALL,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webgisDepotsQuery.queryKey }),
  });
}
