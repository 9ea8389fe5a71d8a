export { default as webgisRoutes } from './webgis.routes';
export { listPublicDepots, syncAccountDepot, type AccountDepot } from './webgis.repository';
