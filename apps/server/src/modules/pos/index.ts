export { default as posRoutes } from './pos.routes';
export { salesTotal, tillToday } from './pos.service';
