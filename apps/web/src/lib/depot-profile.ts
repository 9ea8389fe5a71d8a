import { messages, type Profile } from '@depot/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from './api-query';
import { sharedKeys } from './query-keys';

export const profileQuery = (username: string) =>
  apiQuery<Profile>({
    queryKey: sharedKeys.profile(username),
    path: `/profile/${encodeURIComponent(username)}`,
    fallbackMessage: messages.profile.failed,
  });

export const useProfile = (username: string) => useQuery(profileQuery(username));
