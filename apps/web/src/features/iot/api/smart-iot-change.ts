import { useApiMutation, type ApiRequest } from '../../../lib/api-mutation';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { iotKeys } from './keys';

/** Hardware added or removed; afterwards the dashboard's lists are read again. */
export const useSmartIotChange = <TData, TVars>(
  request: (vars: TVars) => ApiRequest,
  fallbackMessage: string,
) =>
  useApiMutation<TData, TVars>({
    request,
    fallbackMessage,
    meta: SUPER_ADMIN_CALL,
    invalidates: () => [iotKeys.all],
  });
