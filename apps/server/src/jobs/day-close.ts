import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { closeYesterday } from '../modules/reconciliation';

/** How often yesterday's reconciliation is closed; a day closes within this after WIB midnight. */
export const DAY_CLOSE_INTERVAL_MS = 10 * 60_000;

/**
 * Closes each depot's WIB day once it is over: the reconciliation records the day's gap and
 * notifies a gap above the owner's threshold. Runs on a timer; a run never overlaps the last.
 * Answers a function that stops the timer and waits for a run in progress.
 */
export function startDayClose(
  db: Db,
  log: FastifyBaseLogger,
  onNotified: (accountId: number) => void,
  everyMs = DAY_CLOSE_INTERVAL_MS,
) {
  let running: Promise<void> | undefined;
  const run = async () => {
    try {
      for (const accountId of await closeYesterday(db, new Date())) onNotified(accountId);
    } catch (error) {
      log.warn({ err: error }, 'closing yesterday’s reconciliation failed; the next run retries');
    }
  };
  const timer = setInterval(() => {
    running ??= run().finally(() => (running = undefined));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
