export { default as webgisRoutes } from './webgis.routes';
export { listPublicDepots } from './webgis.repository';
