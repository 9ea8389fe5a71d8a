import { messages, type Testimonial } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetchList } from '../../../lib/api';
import { adminKeys } from './keys';

/** The list the landing page shows, oldest first; the admin screen manages the same one. */
export const testimonialsQuery = queryOptions({
  queryKey: adminKeys.testimonials,
  queryFn: () =>
    apiFetchList<Testimonial>('/public/testimonials', {
      fallbackMessage: messages.testimonials.listFailed,
    }),
});

export const useTestimonials = () => useQuery(testimonialsQuery);
