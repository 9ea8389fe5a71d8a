export {
  deleteAccount,
  endEmployeeSessions,
  insertAccount,
  markDepotsOnline,
  updateAccount,
  type AccountChange,
} from './accounts.repository';
export { default as authRoutes } from './auth.routes';
export {
  forgetLoginFailures,
  sessionFromToken,
  type SessionAccount,
  type TokenClaims,
} from './auth.service';
export {
  ensureFirstAdmin,
  hasSuperAdmin,
  NoSuchSuperAdminError,
  resetSuperAdminPassword,
} from './first-admin';
export { requireAccount } from './require-account';
export {
  assertAvailable,
  deletePending,
  listPending,
  lockPending,
  rememberRejection,
  usernameTaken,
  type PendingRow,
} from './registration.service';
