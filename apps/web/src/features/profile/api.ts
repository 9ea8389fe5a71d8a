import {
  messages,
  type OwnPasswordChange,
  type Profile,
  type ProfileUpdateInput,
} from '@depot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { profileQuery } from '../../lib/depot-profile';
import { sessionStore } from '../../lib/session';
import { sharedKeys } from '../../lib/query-keys';

/** Saves the depot's settings; the profile shown is the server's answer, and every screen reading depot data asks again. */
export function useSaveProfile(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateInput) =>
      apiFetch<{ message: string; profile: Profile }>(`/profile/${encodeURIComponent(username)}`, {
        method: 'PUT',
        body,
        fallbackMessage: messages.profile.saveFailed,
      }),
    onSuccess: async ({ profile }) => {
      queryClient.setQueryData(profileQuery(username).queryKey, profile);
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== sharedKeys.profiles[0],
      });
    },
  });
}

/** Changes one's own password; this session goes on with the fresh token the server returns. */
export function useChangeOwnPassword() {
  return useMutation({
    mutationFn: (body: OwnPasswordChange) =>
      apiFetch<{ message: string; token: string }>('/auth/password', {
        method: 'PUT',
        body,
        fallbackMessage: messages.profile.passwordFailed,
      }),
    onSuccess: ({ token }) => sessionStore.renew(token),
  });
}
