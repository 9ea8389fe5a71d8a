export { balanceOf, findCustomer } from './customers.repository';
