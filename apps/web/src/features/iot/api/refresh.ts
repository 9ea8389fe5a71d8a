import type { QueryClient } from '@tanstack/react-query';
import { iotKeys } from './keys';

/** After hardware is added or removed: the dashboard's three lists. */
export const refreshSmartIot = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: iotKeys.all });
