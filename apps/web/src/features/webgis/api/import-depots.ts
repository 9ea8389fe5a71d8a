import { messages, type DepotImportResult } from '@depot/contract';
import { useApiMutation } from '../../../lib/api-mutation';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { webgisKeys } from './keys';

/** The file goes as text: the server reads and checks it, row by row. */
export const useImportDepots = () =>
  useApiMutation<DepotImportResult, string>({
    request: (csv) => ({ method: 'POST', path: '/webgis/depot/import', body: { csv } }),
    fallbackMessage: messages.webgis.importFailed,
    meta: SUPER_ADMIN_CALL,
    invalidates: () => [webgisKeys.depots],
  });
