/**
 * The depot's unread notifications, all of them: the list holds the latest 50 only. A header, so
 * the list keeps the spec's shape (an array). Apart from telemetry.ts and its schemas, so the
 * notification bell on the owner's home loads no zod.
 */
export const UNREAD_COUNT_HEADER = 'x-unread-count';
