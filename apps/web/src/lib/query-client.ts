import { QueryClient } from '@tanstack/react-query';

/** The one cache of server data, for the signed-in screens and the public map alike. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
