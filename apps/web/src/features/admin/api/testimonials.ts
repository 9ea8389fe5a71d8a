import { messages, type Testimonial } from '@depot/contract';
import { useQuery } from '@tanstack/react-query';
import { apiListQuery } from '../../../lib/api-query';
import { adminKeys } from './keys';

/** The list the landing page shows, oldest first; the admin screen manages the same one. */
export const testimonialsQuery = apiListQuery<Testimonial>({
  queryKey: adminKeys.testimonials,
  path: '/public/testimonials',
  fallbackMessage: messages.testimonials.listFailed,
});

export const useTestimonials = () => useQuery(testimonialsQuery);
