export { default as authRoutes } from './auth.routes';
export { findSessionAccount, type SessionAccount } from './auth.service';
export { requireAccount } from './require-account';
