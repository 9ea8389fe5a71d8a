import { randomUUID } from 'node:crypto';
import type { ServerEvent } from '@depot/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { PgListener } from '../../db/pg-listener';
import { packPayloads, unpackPayload, type Addressed } from './notify-payload';

export const CHANNEL = 'depot_events';

export interface RelayOptions {
  /** The LISTEN connection's application_name. */
  applicationName: string;
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
 * delivers its own events itself and sends them on; after a lost LISTEN connection the streams
 * are told to fetch again what they show.
 */
export class PgRelay {
  private readonly origin = randomUUID();
  private readonly listener: PgListener;
  private outbox: Addressed[] = [];
  private sending: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    database: Database,
    private readonly options: RelayOptions,
  ) {
    this.listener = new PgListener(database, {
      channel: CHANNEL,
      applicationName: options.applicationName,
      label: 'live events',
      receive: (payload) => {
        for (const [accountId, event] of unpackPayload(this.origin, payload)) {
          options.receive(accountId, event);
        }
      },
      resumed: options.resumed,
      log: options.log,
    });
  }

  /** Resolves once listening, or once the first attempt failed (retries go on behind). */
  start() {
    return this.listener.start();
  }

  send(accountId: number, event: ServerEvent) {
    if (this.closed) return;
    // Everything published in one turn of the event loop (a batch of readings) is one NOTIFY.
    if (this.outbox.push([accountId, event]) === 1) setImmediate(() => this.flush());
  }

  async close() {
    this.closed = true;
    this.flush();
    await this.sending;
    await this.listener.close();
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
}
