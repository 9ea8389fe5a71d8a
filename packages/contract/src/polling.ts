/**
 * How often each screen asks the server again (TanStack Query's `refetchInterval`), in ms: one
 * table, so a period is changed in one place. Server push (the event stream) may come sooner.
 */
export const POLL_MS = {
  /** Tanks, notifications and the daily, weekly and monthly reports. */
  reports: 60_000,
  /** The chosen bike's position and status while the tracker is live. */
  trackerLive: 5000,
  /** A depot's bikes, and every depot's bikes for the super admin's picker. */
  trackerDevices: 60_000,
  /** Smart weather devices, sensors and their newest readings (spec §9). */
  smartIot: 30_000,
  /** The smart farming dashboard (spec §9). */
  smartFarming: 10_000,
  /** The same while a command waits for its device. */
  smartFarmingPending: 1000,
} as const;
