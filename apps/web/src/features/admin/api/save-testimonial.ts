import { messages, type Testimonial, type TestimonialInput } from '@depot/contract';
import { useApiMutation } from '../../../lib/api-mutation';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';
import { adminKeys } from './keys';

/** A new testimonial without `id`, otherwise a replacement of that one. */
export const useSaveTestimonial = () =>
  useApiMutation<Testimonial, { id?: number; input: TestimonialInput }>({
    request: ({ id, input }) =>
      id === undefined
        ? { method: 'POST', path: '/superadmin/testimonials', body: input }
        : { method: 'PUT', path: `/superadmin/testimonials/${id}`, body: input },
    fallbackMessage: messages.testimonials.saveFailed,
    meta: SUPER_ADMIN_CALL,
    invalidates: () => [adminKeys.testimonials],
  });
