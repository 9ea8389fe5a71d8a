/**
 * A tracker is Online while its last position is younger than this. Apart from tracker.ts and its
 * schemas, so the live stream on the owner's home can use it without loading the full zod.
 */
export const TRACKER_ONLINE_MS = 5 * 60 * 1000;
