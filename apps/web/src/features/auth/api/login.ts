import { messages, type LoginRequest, type LoginResponse } from '@depot/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { saveSession } from '../../../lib/session';

export const login = (body: LoginRequest) =>
  apiFetch<LoginResponse>('/auth/login', {
    method: 'POST',
    body,
    fallbackMessage: messages.login.failed,
  });

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (r) => saveSession(r.token, r.username, r.is_super_admin),
  });
}
