import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { expireCommands } from './farming.repository';

/** How often pending commands are checked against their confirmation time. */
const CHECK_EVERY_MS = 1000;

/**
 * Times out commands their device did not confirm in time, every second, so a command's log
 * line is right even when nobody is looking. Reads apply the same rule themselves, so a lagging
 * or stopped job never shows a stale 'pending'. One statement for the whole fleet; running it in
 * several server processes at once is harmless (a row is timed out once).
 */
export class CommandTimeouts {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly timeoutMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  start() {
    this.timer = setInterval(() => this.tick(), CHECK_EVERY_MS);
    this.timer.unref();
  }

  async stop() {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private tick() {
    this.running ??= expireCommands(this.db, this.timeoutMs)
      .then(() => undefined)
      .catch((err: unknown) => this.log.error({ err }, 'actuator command timeout check failed'))
      .finally(() => {
        this.running = undefined;
      });
  }
}
