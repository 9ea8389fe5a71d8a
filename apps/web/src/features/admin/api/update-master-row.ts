import { messages, type MasterTableName } from '@depot/contract';
import { useApiMutation } from '../../../lib/api-mutation';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { adminKeys } from './keys';

export interface MasterRowUpdate {
  table: MasterTableName;
  id: string;
  /** Only the edited columns; an empty password is left out. */
  changes: Record<string, unknown>;
}

export const useUpdateMasterRow = () =>
  useApiMutation<{ message: string }, MasterRowUpdate>({
    request: ({ table, id, changes }) => ({
      method: 'PUT',
      path: `/superadmin/tables/${table}/${encodeURIComponent(id)}`,
      body: changes,
    }),
    fallbackMessage: messages.tables.updateFailed,
    meta: SUPER_ADMIN_CALL,
    invalidates: ({ table }) => [adminKeys.table(table)],
  });
