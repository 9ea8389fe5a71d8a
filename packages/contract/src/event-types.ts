// What the browser's side of the live stream needs, apart from the schemas in events.ts, so the
// owner's home loads no zod for it.

/** The server sends a comment at least this often, so proxies keep an idle stream open. */
export const EVENTS_HEARTBEAT_MS = 20_000;

/**
 * The kinds of event the stream sends, so the browser skips those it does not know. It checks
 * only the kind: the server checks every event against `serverEvent` before it goes out (its own
 * events are typed, another process's are parsed in notify-payload.ts).
 */
export const SERVER_EVENT_TYPES = [
  'tank',
  'usage',
  'notification',
  'sale',
  'position',
  'alarm',
  'resync',
] as const;
