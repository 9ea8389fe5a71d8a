/** Live push: one server-sent events stream per signed-in browser, fed by every server process. */
export { MAX_STREAMS_PER_ACCOUNT } from './event-hub';
export { eventRoutes } from './events.routes';
export { EventService, LISTENER_NAME, type LiveEvents } from './live-events';
export type { CommittedReading } from './reading-events';
