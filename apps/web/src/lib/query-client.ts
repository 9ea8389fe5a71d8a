import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';
import { endSessionIfRefused, type CallMeta } from './session-end';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

/** A refusal (4xx) is final; a lost connection or a server error is tried once more. */
const worthRetrying = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/** The one cache of server data, for the signed-in screens and the public map alike. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => endSessionIfRefused(error, query.meta),
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => endSessionIfRefused(error, mutation.meta),
  }),
  defaultOptions: {
    queries: {
      retry: (failures, error) => failures < 1 && worthRetrying(error),
      refetchOnWindowFocus: false,
    },
  },
});
