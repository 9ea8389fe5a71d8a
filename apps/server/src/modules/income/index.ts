export { default as incomeRoutes } from './income.routes';
