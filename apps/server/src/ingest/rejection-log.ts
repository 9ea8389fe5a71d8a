import type { FastifyBaseLogger } from 'fastify';

const BURST_MS = 10_000;

/**
 * Logs refusals once per burst and key (a sensor, a device's address): the first with its reason,
 * then one line with how many more followed in the burst (ten seconds unless told), so a broken or
 * hostile device cannot flood the log.
 */
export class RejectionLog {
  private bursts = new Map<string, { more: number; timer: NodeJS.Timeout }>();

  /** `what` is the log message; `keyName` the field the key is logged as. */
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly what = 'readings rejected',
    private readonly keyName = 'sensorId',
    private readonly burstMs = BURST_MS,
  ) {}

  add(key: string, count: number, reason: string, details: Record<string, unknown> = {}) {
    if (count === 0) return;
    const burst = this.bursts.get(key);
    if (burst) {
      burst.more += count;
      return;
    }
    this.log.warn({ [this.keyName]: key, count, reason, ...details }, this.what);
    const timer = setTimeout(() => {
      const done = this.bursts.get(key);
      this.bursts.delete(key);
      if (done?.more)
        this.log.warn(
          { [this.keyName]: key, count: done.more },
          `${this.what}: more in this burst`,
        );
    }, this.burstMs);
    timer.unref();
    this.bursts.set(key, { more: 0, timer });
  }

  close() {
    for (const b of this.bursts.values()) clearTimeout(b.timer);
    this.bursts.clear();
  }
}
