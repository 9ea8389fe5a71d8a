import { messages } from '@depot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { testimonialsQuery } from './testimonials';
import { SUPER_ADMIN_CALL } from '../../../lib/session-end';

export const deleteTestimonial = (id: number) =>
  apiFetch<{ message: string }>(`/superadmin/testimonials/${id}`, {
    method: 'DELETE',
    fallbackMessage: messages.testimonials.deleteFailed,
  });

export function useDeleteTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTestimonial,
    meta: SUPER_ADMIN_CALL,
    onSettled: () => queryClient.invalidateQueries({ queryKey: testimonialsQuery.queryKey }),
  });
}
