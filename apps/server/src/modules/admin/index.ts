export { default as adminRoutes } from './admin.routes';
export { default as tableRoutes } from './tables.routes';
export { requestRegistration } from './registration.service';
export { insertDepot } from './registration.repository';
