import { messages, type PendingRegistration } from '@depot/contract';
import { useQuery } from '@tanstack/react-query';
import { apiListQuery } from '../../../lib/api-query';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { adminKeys } from './keys';

export const pendingRegistrationsQuery = apiListQuery<PendingRegistration>({
  queryKey: adminKeys.pendingRegistrations,
  path: '/admin/pending-registrations',
  fallbackMessage: messages.admin.listFailed,
  meta: SUPER_ADMIN_CALL,
});

export const usePendingRegistrations = () => useQuery(pendingRegistrationsQuery);
