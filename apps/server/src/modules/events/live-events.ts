import type { ServerEvent } from '@depot/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { EventHub } from './event-hub';
import { PgRelay } from './pg-relay';
import { ReadingEvents, type CommittedReading } from './reading-events';

/** The LISTEN connection's application_name, as pg_stat_activity shows it. */
export const LISTENER_NAME = 'depot-live-events';

/** How other code sends live events: to every stream watching a depot, in any process. */
export interface LiveEvents {
  /** Call after the change is committed; returns at once and never throws. */
  publish(depotAccountId: number, event: ServerEvent): void;
}

/**
 * The live events of one server process: its open streams, the link to the other processes
 * (PostgreSQL LISTEN/NOTIFY; none on PGlite, which serves a single process) and the events that
 * stored readings give.
 */
export class EventService implements LiveEvents {
  readonly hub = new EventHub();
  private readonly relay: PgRelay | undefined;
  private readonly readings: ReadingEvents;

  constructor(
    database: Database,
    private readonly log: FastifyBaseLogger,
  ) {
    this.relay = database.newClient
      ? new PgRelay(database, {
          applicationName: LISTENER_NAME,
          notify: (channel, payload) =>
            database.db.execute(sql`select pg_notify(${channel}, ${payload})`),
          receive: (accountId, event) => this.hub.deliver(accountId, event),
          resumed: () => this.hub.deliverAll({ type: 'resync' }),
          log,
        })
      : undefined;
    this.readings = new ReadingEvents(database.db, (id, event) => this.publish(id, event), log);
  }

  start() {
    return this.relay?.start();
  }

  publish(depotAccountId: number, event: ServerEvent) {
    this.hub.deliver(depotAccountId, event);
    this.relay?.send(depotAccountId, event);
  }

  /** Ingestion's hook: a batch of readings was committed. Returns at once and never throws. */
  readingsCommitted(readings: readonly CommittedReading[]) {
    try {
      this.readings.committed(readings);
    } catch (err) {
      this.log.error({ err }, 'live events: a stored batch gave no events');
    }
  }

  async close() {
    await this.readings.idle();
    await this.relay?.close();
  }
}
