import { messages, type RegisterRequest } from '@depot/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export const register = (body: RegisterRequest) =>
  apiFetch<{ message: string }>('/auth/register', {
    method: 'POST',
    body,
    anonymous: true,
    fallbackMessage: messages.register.failed,
  });

export const useRegister = () => useMutation({ mutationFn: register });
