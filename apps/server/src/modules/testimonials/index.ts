export { default as testimonialRoutes } from './testimonials.routes';
