/** Tutup kasir: a cashier's takings since their last close, by method, and the cash counted. */
export { default as cashCloseRoutes } from './cash-close.routes';
