import { randomUUID } from 'node:crypto';
import type { ServerEvent } from '@depot/contract';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { packPayloads, unpackPayload, type Addressed } from './notify-payload';

export const CHANNEL = 'depot_events';
const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 30_000;
/** A LISTEN connection is otherwise silent: a dead one is found by asking it something. */
const PING_EVERY_MS = 30_000;
const PING_TIMEOUT_MS = 10_000;

export interface RelayOptions {
  /** A new connection outside the pool: LISTEN keeps it for the life of the process. */
  connect: () => pg.Client;
  /** Sends one NOTIFY (through the pool). */
  notify: (channel: string, payload: string) => Promise<unknown>;
  /** An event published by another server process. */
  receive: (accountId: number, event: ServerEvent) => void;
  /** The connection was lost and is back: events of other processes may have been missed. */
  resumed: () => void;
  log: FastifyBaseLogger;
}

/**
 * Carries events between server processes on one PostgreSQL through LISTEN/NOTIFY. Each process
 * delivers its own events itself and sends them on; a lost LISTEN connection is opened again with
 * growing pauses, and the streams are then told to fetch again what they show.
 */
export class PgRelay {
  private readonly origin = randomUUID();
  private current: { client: pg.Client; drop: (err?: unknown) => void } | undefined;
  private outbox: Addressed[] = [];
  private sending: Promise<void> = Promise.resolve();
  private retryMs = RETRY_MIN_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  private readonly pinger: NodeJS.Timeout;
  private listenedBefore = false;
  private closed = false;

  constructor(private readonly options: RelayOptions) {
    this.pinger = setInterval(() => void this.ping(), PING_EVERY_MS);
    this.pinger.unref();
  }

  /** Resolves once listening, or once the first attempt failed (retries go on behind). */
  start() {
    return this.listen();
  }

  send(accountId: number, event: ServerEvent) {
    if (this.closed) return;
    // Everything published in one turn of the event loop (a batch of readings) is one NOTIFY.
    if (this.outbox.push([accountId, event]) === 1) setImmediate(() => this.flush());
  }

  async close() {
    this.closed = true;
    clearInterval(this.pinger);
    clearTimeout(this.retryTimer);
    this.flush();
    await this.sending;
    const client = this.current?.client;
    this.current = undefined;
    await client?.end().catch(() => {});
  }

  private flush() {
    const items = this.outbox;
    this.outbox = [];
    if (!items.length) return;
    const payloads = packPayloads(this.origin, items);
    this.sending = this.sending.then(async () => {
      for (const payload of payloads) {
        // Never rejects: a rejected chain would skip every later send.
        try {
          await this.options.notify(CHANNEL, payload);
        } catch (err) {
          this.options.log.warn({ err }, 'live events: NOTIFY failed; other processes miss them');
        }
      }
    });
  }

  private async listen() {
    if (this.closed) return;
    const client = this.options.connect();
    let dropped = false;
    const drop = (err?: unknown) => {
      if (dropped) return;
      dropped = true;
      if (this.current?.client === client) this.current = undefined;
      void client.end().catch(() => {});
      if (this.closed) return;
      this.options.log.warn({ err }, 'live events: LISTEN connection lost; reconnecting');
      this.retryTimer = setTimeout(() => void this.listen(), this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
    };
    // Kept for the client's whole life: an unheard 'error' would end the process.
    client.on('error', drop);
    client.on('end', () => drop());
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      for (const [accountId, event] of unpackPayload(this.origin, message.payload)) {
        this.options.receive(accountId, event);
      }
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
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
    if (this.listenedBefore) {
      this.options.log.info('live events: listening again');
      this.options.resumed();
    }
    this.listenedBefore = true;
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
