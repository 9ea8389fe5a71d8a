import { messages, type ApproveResponse } from '@depot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { pendingRegistrationsQuery } from './pending-registrations';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';

export const approveRegistration = (id: number) =>
  apiFetch<ApproveResponse>(`/admin/approve-registration/${id}`, {
    method: 'POST',
    fallbackMessage: messages.admin.approveFailed,
  });

export const rejectRegistration = (id: number) =>
  apiFetch<{ message: string }>(`/admin/reject-registration/${id}`, {
    method: 'DELETE',
    fallbackMessage: messages.admin.rejectFailed,
  });

/** Approve or reject; either way the pending list is fetched again. */
export function useDecideRegistration<T>(decide: (id: number) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    meta: SUPER_ADMIN_CALL,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: pendingRegistrationsQuery.queryKey }),
  });
}
