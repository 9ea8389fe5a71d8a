import { POLL_MS, UNREAD_COUNT_HEADER, type Notification } from '@depot/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiFetchWithHeaders } from '../../../lib/api';
import { dashboardKeys } from './keys';

const path = (username: string) => `/notifications/${encodeURIComponent(username)}`;

export interface NotificationList {
  /** The latest notifications (the server sends 50). */
  items: Notification[];
  /** Every unread notification of the depot, listed or not. */
  unread: number;
}

/** Refreshed with the reports, as the spec's bell is. */
export const notificationsQuery = (username: string) =>
  queryOptions({
    queryKey: dashboardKeys.notifications(username),
    queryFn: async (): Promise<NotificationList> => {
      const { data, headers } = await apiFetchWithHeaders<Notification[]>(path(username));
      return { items: data, unread: Number(headers.get(UNREAD_COUNT_HEADER) ?? 0) };
    },
    refetchInterval: POLL_MS.reports,
  });

export const useNotifications = (username: string) => useQuery(notificationsQuery(username));

export function useMarkAllRead(username: string) {
  const queryClient = useQueryClient();
  const { queryKey } = notificationsQuery(username);
  return useMutation({
    mutationFn: () => apiFetch(`${path(username)}/mark-read`, { method: 'POST' }),
    onSuccess: () => {
      queryClient.setQueryData(
        queryKey,
        (list) => list && { items: list.items.map((n) => ({ ...n, read: true })), unread: 0 },
      );
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
