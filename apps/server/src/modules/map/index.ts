export { default as mapRoutes } from './map.routes';
