import {
  messages,
  type ChangePasswordBody,
  type ChangeUsernameBody,
  type SetAccountDisabledBody,
} from '@depot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { accountsQuery } from './accounts';

type Message = { message: string };

export const changeUsername = ({ id, body }: { id: number; body: ChangeUsernameBody }) =>
  apiFetch<Message>(`/superadmin/tables/accounts/change-username/${id}`, {
    method: 'PUT',
    body,
    fallbackMessage: messages.accounts.usernameFailed,
  });

export const changePassword = ({ id, body }: { id: number; body: ChangePasswordBody }) =>
  apiFetch<Message>(`/superadmin/tables/accounts/change-password/${id}`, {
    method: 'PUT',
    body,
    fallbackMessage: messages.accounts.passwordFailed,
  });

export const setAccountDisabled = ({ id, body }: { id: number; body: SetAccountDisabledBody }) =>
  apiFetch<Message>(`/superadmin/accounts/${id}/disabled`, {
    method: 'PUT',
    body,
    fallbackMessage: messages.accounts.statusFailed,
  });

/** One change to an account; either way the list is fetched again. */
export function useChangeAccount<Body>(
  change: (input: { id: number; body: Body }) => Promise<Message>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    meta: SUPER_ADMIN_CALL,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsQuery.queryKey }),
  });
}
