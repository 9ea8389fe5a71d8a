/** Delivery-motorbike tracking: the depot's trackers, their positions, trips and geofences. */
export { default as trackerRoutes } from './tracker.routes';
export { statusOf } from './tracker.service';
export { insertGeofence } from './tracker.repository';
export { writePositions, type PositionInput, type PositionsWritten } from './positions.writer';
export type { FixValues } from './motion';
export { writeAlarms, type AlarmInput, type AlarmsWritten } from './alarms.writer';
export { haversineM } from './geo';
