import { messages, type LoginRequest, type LoginResponse } from '@depot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { sessionStore } from '../../../lib/session';

export const login = (body: LoginRequest) =>
  apiFetch<LoginResponse>('/auth/login', {
    method: 'POST',
    body,
    anonymous: true,
    fallbackMessage: messages.login.failed,
  });

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (r) => {
      // Nothing fetched for an earlier session is shown to this one.
      queryClient.clear();
      // Every depot call names the depot: an employee's is their employer's. The header names
      // the employee themself.
      const name = r.role === 'employee' ? (r.name ?? r.username) : undefined;
      sessionStore.save(r.token, r.depot_username, r.is_super_admin, r.role, name);
    },
  });
}
