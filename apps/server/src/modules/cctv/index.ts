export { default as cctvRoutes } from './cctv.routes';
export { upsertSource } from './cctv.repository';
