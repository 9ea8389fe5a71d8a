export { default as cctvRoutes } from './cctv.routes';
