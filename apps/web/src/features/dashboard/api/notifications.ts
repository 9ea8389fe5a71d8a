import type { Notification } from '@depot/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { REPORT_REFRESH_MS } from './reports';

const path = (username: string) => `/notifications/${encodeURIComponent(username)}`;

/** Refreshed with the reports, as the spec's bell is. */
export const notificationsQuery = (username: string) =>
  queryOptions({
    queryKey: ['notifications', username],
    queryFn: () => apiFetch<Notification[]>(path(username)),
    refetchInterval: REPORT_REFRESH_MS,
  });

export const useNotifications = (username: string) => useQuery(notificationsQuery(username));

export function useMarkAllRead(username: string) {
  const queryClient = useQueryClient();
  const { queryKey } = notificationsQuery(username);
  return useMutation({
    mutationFn: () => apiFetch(`${path(username)}/mark-read`, { method: 'POST' }),
    onSuccess: () => {
      queryClient.setQueryData(queryKey, (list) => list?.map((n) => ({ ...n, read: true })));
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
