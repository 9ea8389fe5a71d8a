export { default as posRoutes } from './pos.routes';
export { salesTotal } from './pos.service';
