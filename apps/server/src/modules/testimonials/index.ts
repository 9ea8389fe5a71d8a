export { default as testimonialRoutes } from './testimonials.routes';
export { insertTestimonial } from './testimonials.repository';
