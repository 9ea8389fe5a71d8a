import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database } from '../db/client';

/** The channel the `sensors` and `accounts` triggers announce changes on (migration 0017). */
export const DEVICE_CHANGES = 'device_changes';
/** Shown in pg_stat_activity for the LISTEN connection. */
export const DEVICE_LISTENER_NAME = 'depot-devices';

/**
 * A sensor added, deleted or given a new key or depot; or a depot switched off (`disabled`) or
 * on again.
 */
export type DeviceChange = { sensorId: string } | { accountId: number; disabled: boolean };

/** The trigger's payload: `s:{sensorId}`, `d:{accountId}` (switched off), `e:{accountId}` (on). */
export function parseDeviceChange(payload: string): DeviceChange | undefined {
  const rest = payload.slice(2);
  if (payload.startsWith('s:') && rest) return { sensorId: rest };
  const accountId = Number(rest);
  if (!Number.isInteger(accountId)) return undefined;
  if (payload.startsWith('d:')) return { accountId, disabled: true };
  if (payload.startsWith('e:')) return { accountId, disabled: false };
  return undefined;
}

export interface DeviceWatchHandlers {
  changed(change: DeviceChange): void;
  /** Listening stopped for a while: changes may have been missed, forget everything cached. */
  missed(): void;
}

const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 30_000;
/** A LISTEN connection is otherwise silent: a dead one is found by asking it something. */
const PING_EVERY_MS = 30_000;

/**
 * Hears every change to devices and depots, whichever process (and whichever code) made it:
 * PGlite in this process, or a LISTEN connection of its own to PostgreSQL that is opened again,
 * with growing pauses, when lost.
 */
export class DeviceWatch {
  private client: pg.Client | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private retryMs = RETRY_MIN_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  private pinger: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly database: Database,
    private readonly handlers: DeviceWatchHandlers,
    private readonly log: FastifyBaseLogger,
  ) {}

  private readonly receive = (payload: string | undefined) => {
    const change = payload ? parseDeviceChange(payload) : undefined;
    if (change) this.handlers.changed(change);
  };

  /** Resolves once listening, or once the first attempt failed (retries go on behind). */
  async start() {
    if (this.database.listen) {
      this.unlisten = await this.database.listen(DEVICE_CHANGES, this.receive);
      return;
    }
    this.pinger = setInterval(() => {
      this.client?.query('select 1').catch(() => this.client?.end().catch(() => {}));
    }, PING_EVERY_MS);
    this.pinger.unref();
    await this.connect(false);
  }

  async close() {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.pinger);
    await this.unlisten?.();
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private async connect(again: boolean) {
    const newClient = this.database.newClient;
    if (this.closed || !newClient) return;
    const client = newClient(DEVICE_LISTENER_NAME);
    let dropped = false;
    const drop = (err?: unknown) => {
      if (dropped) return;
      dropped = true;
      if (this.client === client) this.client = undefined;
      void client.end().catch(() => {});
      if (this.closed) return;
      this.log.warn({ err }, 'device changes: LISTEN connection lost; reconnecting');
      this.retryTimer = setTimeout(() => void this.connect(true), this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
    };
    // Kept for the client's whole life: an unheard 'error' would end the process.
    client.on('error', drop);
    client.on('end', () => drop());
    client.on('notification', (message) => {
      if (message.channel === DEVICE_CHANGES) this.receive(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${DEVICE_CHANGES}`);
    } catch (err) {
      drop(err);
      return;
    }
    if (dropped) return;
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.retryMs = RETRY_MIN_MS;
    if (again) {
      this.log.info('device changes: listening again');
      this.handlers.missed();
    }
  }
}
