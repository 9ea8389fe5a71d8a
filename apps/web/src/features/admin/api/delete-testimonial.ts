import { messages } from '@depot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { testimonialsQuery } from './testimonials';

export const deleteTestimonial = (id: number) =>
  apiFetch<{ message: string }>(`/superadmin/testimonials/${id}`, {
    method: 'DELETE',
    fallbackMessage: messages.testimonials.deleteFailed,
  });

export function useDeleteTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTestimonial,
    onSettled: () => queryClient.invalidateQueries({ queryKey: testimonialsQuery.queryKey }),
  });
}
