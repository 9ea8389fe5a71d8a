import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { PgListener } from '../db/pg-listener';

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

/** Hears every change to devices and depots, whichever process (and whichever code) made it. */
export function watchDevices(
  database: Database,
  handlers: DeviceWatchHandlers,
  log: FastifyBaseLogger,
) {
  return new PgListener(database, {
    channel: DEVICE_CHANGES,
    applicationName: DEVICE_LISTENER_NAME,
    label: 'device changes',
    receive: (payload) => {
      const change = parseDeviceChange(payload);
      if (change) handlers.changed(change);
    },
    resumed: () => handlers.missed(),
    log,
  });
}
