import { messages, type Profile } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api';
import { sharedKeys } from './query-keys';

export const profileQuery = (username: string) =>
  queryOptions({
    queryKey: sharedKeys.profile(username),
    queryFn: () =>
      apiFetch<Profile>(`/profile/${encodeURIComponent(username)}`, {
        fallbackMessage: messages.profile.failed,
      }),
  });

export const useProfile = (username: string) => useQuery(profileQuery(username));
