export { default as accountsRoutes } from './accounts.routes';
export { default as adminRoutes } from './admin.routes';
export { requestRegistration } from './registration.service';
export { insertDepot } from './registration.repository';
