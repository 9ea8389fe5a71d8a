import { messages, type MasterTableName } from '@depot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { adminKeys } from './keys';

export interface MasterRowUpdate {
  table: MasterTableName;
  id: string;
  /** Only the edited columns; an empty password is left out. */
  changes: Record<string, unknown>;
}

export const updateMasterRow = ({ table, id, changes }: MasterRowUpdate) =>
  apiFetch<{ message: string }>(`/superadmin/tables/${table}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: changes,
    fallbackMessage: messages.tables.updateFailed,
  });

export function useUpdateMasterRow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMasterRow,
    meta: SUPER_ADMIN_CALL,
    onSettled: (_data, _error, { table }) =>
      queryClient.invalidateQueries({ queryKey: adminKeys.table(table) }),
  });
}
