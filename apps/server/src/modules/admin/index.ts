export { default as accountsRoutes } from './accounts.routes';
export { default as adminRoutes } from './admin.routes';
export { default as tableRoutes, sendTablePage } from './tables.routes';
export { insertDepot } from './depot.service';
export { findRow } from './tables.service';
