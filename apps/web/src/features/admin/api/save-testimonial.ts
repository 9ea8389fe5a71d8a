import { messages, type Testimonial, type TestimonialInput } from '@depot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { testimonialsQuery } from './testimonials';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';

/** A new testimonial without `id`, otherwise a replacement of that one. */
export const saveTestimonial = ({ id, input }: { id?: number; input: TestimonialInput }) =>
  apiFetch<Testimonial>(
    id === undefined ? '/superadmin/testimonials' : `/superadmin/testimonials/${id}`,
    {
      method: id === undefined ? 'POST' : 'PUT',
      body: input,
      fallbackMessage: messages.testimonials.saveFailed,
    },
  );

export function useSaveTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTestimonial,
    meta: SUPER_ADMIN_CALL,
    onSettled: () => queryClient.invalidateQueries({ queryKey: testimonialsQuery.queryKey }),
  });
}
