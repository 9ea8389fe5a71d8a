import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database } from './client';

const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 30_000;
/** A LISTEN connection is otherwise silent: a dead one is found by asking it something. */
const PING_EVERY_MS = 30_000;
const PING_TIMEOUT_MS = 10_000;

export interface PgListenerOptions {
  channel: string;
  /** The LISTEN connection's application_name, as pg_stat_activity shows it. */
  applicationName: string;
  /** What the log calls it: 'device changes', 'live events'. */
  label: string;
  receive: (payload: string) => void;
  /** Listening stopped for a while and goes on again: notifications may have been missed. */
  resumed: () => void;
  log: FastifyBaseLogger;
}

/**
 * Hears the NOTIFYs on one channel, whichever process sent them: PGlite's in-process listen (one
 * process, no connection to lose), or a LISTEN connection of its own to PostgreSQL, outside the
 * pool, that is opened again with growing pauses when lost.
 */
export class PgListener {
  private current: { client: pg.Client; drop: (err?: unknown) => void } | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private retryMs = RETRY_MIN_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  private pinger: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly database: Database,
    private readonly options: PgListenerOptions,
  ) {}

  /** Resolves once listening, or once the first attempt failed (retries go on behind). */
  async start() {
    const { channel, receive } = this.options;
    if (this.database.listen) {
      this.unlisten = await this.database.listen(channel, receive);
      return;
    }
    this.pinger = setInterval(() => void this.ping(), PING_EVERY_MS);
    this.pinger.unref();
    await this.connect(false);
  }

  async close() {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.pinger);
    await this.unlisten?.();
    const client = this.current?.client;
    this.current = undefined;
    await client?.end().catch(() => {});
  }

  private async connect(again: boolean) {
    const newClient = this.database.newClient;
    if (this.closed || !newClient) return;
    const { channel, label, log } = this.options;
    const client = newClient(this.options.applicationName);
    let dropped = false;
    const drop = (err?: unknown) => {
      if (dropped) return;
      dropped = true;
      if (this.current?.client === client) this.current = undefined;
      void client.end().catch(() => {});
      if (this.closed) return;
      log.warn({ err }, `${label}: LISTEN connection lost; reconnecting`);
      this.retryTimer = setTimeout(() => void this.connect(true), this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
    };
    // Kept for the client's whole life: an unheard 'error' would end the process.
    client.on('error', drop);
    client.on('end', () => drop());
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) this.options.receive(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (err) {
      drop(err);
      return;
    }
    if (dropped) return;
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.current = { client, drop };
    this.retryMs = RETRY_MIN_MS;
    if (again) {
      log.info(`${label}: listening again`);
      this.options.resumed();
    }
  }

  private async ping() {
    const current = this.current;
    if (!current) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer to a ping')), PING_TIMEOUT_MS);
    });
    try {
      await Promise.race([current.client.query('select 1'), timeout]);
    } catch (err) {
      current.drop(err);
    } finally {
      clearTimeout(timer);
    }
  }
}
