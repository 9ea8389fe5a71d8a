import { messages, type Testimonial } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api';

/** The list the landing page shows, oldest first; the admin screen manages the same one. */
export const testimonialsQuery = queryOptions({
  queryKey: ['admin', 'testimonials'],
  queryFn: async () => {
    const data = await apiFetch<unknown>('/public/testimonials', {
      fallbackMessage: messages.testimonials.listFailed,
    });
    if (!Array.isArray(data)) throw new ApiError(200, messages.admin.badFormat);
    return data as Testimonial[];
  },
});

export const useTestimonials = () => useQuery(testimonialsQuery);
