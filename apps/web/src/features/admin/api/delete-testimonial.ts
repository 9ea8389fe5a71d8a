import { messages } from '@depot/contract';
import { useApiMutation } from '../../../lib/api-mutation';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { adminKeys } from './keys';

export const useDeleteTestimonial = () =>
  useApiMutation<{ message: string }, number>({
    request: (id) => ({ method: 'DELETE', path: `/superadmin/testimonials/${id}` }),
    fallbackMessage: messages.testimonials.deleteFailed,
    meta: SUPER_ADMIN_CALL,
    invalidates: () => [adminKeys.testimonials],
  });
