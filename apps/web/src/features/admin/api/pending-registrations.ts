import { messages, type PendingRegistration } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetchList } from '../../../lib/api';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { adminKeys } from './keys';

export const pendingRegistrationsQuery = queryOptions({
  queryKey: adminKeys.pendingRegistrations,
  meta: SUPER_ADMIN_CALL,
  queryFn: () =>
    apiFetchList<PendingRegistration>('/admin/pending-registrations', {
      fallbackMessage: messages.admin.listFailed,
    }),
});

export const usePendingRegistrations = () => useQuery(pendingRegistrationsQuery);
