export { default as employeeRoutes } from './employees.routes';
