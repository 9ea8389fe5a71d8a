import type { FastifyBaseLogger } from 'fastify';

const BURST_MS = 10_000;

/**
 * Logs a device's rejected readings once per burst: the first with its reason, then one line
 * with how many more followed in the next ten seconds, so a broken device cannot flood the log.
 */
export class RejectionLog {
  private bursts = new Map<string, { more: number; timer: NodeJS.Timeout }>();

  constructor(private readonly log: FastifyBaseLogger) {}

  add(sensorId: string, count: number, reason: string) {
    if (count === 0) return;
    const burst = this.bursts.get(sensorId);
    if (burst) {
      burst.more += count;
      return;
    }
    this.log.warn({ sensorId, count, reason }, 'readings rejected');
    const timer = setTimeout(() => {
      const done = this.bursts.get(sensorId);
      this.bursts.delete(sensorId);
      if (done?.more)
        this.log.warn({ sensorId, count: done.more }, 'more readings rejected in this burst');
    }, BURST_MS);
    timer.unref();
    this.bursts.set(sensorId, { more: 0, timer });
  }

  close() {
    for (const b of this.bursts.values()) clearTimeout(b.timer);
    this.bursts.clear();
  }
}
