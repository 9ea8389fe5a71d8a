import { messages, type DepotUpdate } from '@depot/contract';
import { useApiMutation } from '../../../lib/api-mutation';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { webgisKeys } from './keys';

export const useUpdateDepot = () =>
  useApiMutation<{ message: string }, { id: number; update: DepotUpdate }>({
    request: ({ id, update }) => ({ method: 'PUT', path: `/webgis/depot/${id}`, body: update }),
    fallbackMessage: messages.webgis.saveFailed,
    meta: SUPER_ADMIN_CALL,
    invalidates: () => [webgisKeys.depots],
  });
