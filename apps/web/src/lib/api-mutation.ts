import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiFetch } from './api';
import type { CallMeta } from './session-end';

/** What a change sends: the method, the path under /api and the JSON body, if any. */
export interface ApiRequest {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
}

interface ApiMutation<TData, TVars> {
  request: (vars: TVars) => ApiRequest;
  /** Shown when the server gives no message of its own. */
  fallbackMessage: string;
  /** The queries read again once the call ends, whether it succeeded or not. */
  invalidates: (vars: TVars, data: TData | undefined) => readonly QueryKey[];
  meta?: CallMeta;
}

/** A change sent to the server, after which the screens showing what it changed ask again. */
export function useApiMutation<TData, TVars = void>({
  request,
  fallbackMessage,
  invalidates,
  meta,
}: ApiMutation<TData, TVars>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: TVars) => {
      const { path, ...call } = request(vars);
      return apiFetch<TData>(path, { ...call, fallbackMessage });
    },
    meta,
    onSettled: (data, _error, vars) =>
      Promise.all(
        invalidates(vars, data).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
