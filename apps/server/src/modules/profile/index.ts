export { default as profileRoutes } from './profile.routes';
