/** A depot's customers (pelanggan): WhatsApp numbers merged per depot, Utang and its payments. */
export { default as customerRoutes } from './customers.routes';
export { balanceOf, findCustomer } from './customers.repository';
export type { SalesReads } from './customers.service';
