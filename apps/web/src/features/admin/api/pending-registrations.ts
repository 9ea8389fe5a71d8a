import { messages, type PendingRegistration } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';

export const pendingRegistrationsQuery = queryOptions({
  queryKey: ['admin', 'pending-registrations'],
  meta: SUPER_ADMIN_CALL,
  queryFn: async () => {
    const data = await apiFetch<unknown>('/admin/pending-registrations', {
      fallbackMessage: messages.admin.listFailed,
    });
    if (!Array.isArray(data)) throw new ApiError(200, messages.admin.badFormat);
    return data as PendingRegistration[];
  },
});

export const usePendingRegistrations = () => useQuery(pendingRegistrationsQuery);
