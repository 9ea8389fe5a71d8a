import { messages, type DepotData } from '@depot/contract';
import { useApiMutation } from '../../../lib/api-mutation';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { webgisKeys } from './keys';

export const useAddDepot = () =>
  useApiMutation<{ message: string; id: number }, DepotData>({
    request: (depot) => ({ method: 'POST', path: '/webgis/depot', body: depot }),
    fallbackMessage: messages.webgis.saveFailed,
    meta: SUPER_ADMIN_CALL,
    invalidates: () => [webgisKeys.depots],
  });
