import {
  messages,
  type OptionalSensorKind,
  type PendingSensor,
  type RegistrationData,
} from '@depot/contract';
import type { Db } from '../../db/client';
import { HttpError, isUniqueViolation } from '../../lib/http-error';
import { hashPassword } from '../../lib/secrets';
import * as repo from './registration.repository';

const SENSOR_OF_KIND: Record<OptionalSensorKind, Pick<PendingSensor, 'kind' | 'tap'>> = {
  flow_a: { kind: 'flow', tap: 'A' },
  flow_b: { kind: 'flow', tap: 'B' },
  flow_c: { kind: 'flow', tap: 'C' },
  quality: { kind: 'quality', tap: null },
  other: { kind: 'other', tap: null },
};

export function sensorsOf(r: RegistrationData): PendingSensor[] {
  return [
    {
      sensor_id: r.sensor_id_main,
      nama_sensor: r.sensor_name_main,
      is_main: true,
      kind: 'level',
      tap: null,
    },
    ...r.optional_sensors.map((s) => ({
      sensor_id: s.id,
      nama_sensor: s.name,
      is_main: false,
      ...SENSOR_OF_KIND[s.kind],
    })),
  ];
}

/**
 * Refuses (409) a username or sensor id already taken by an account or sensor, and with
 * `includePending` by a request waiting for approval too.
 */
export async function assertAvailable(
  db: Db,
  username: string,
  sensorIds: string[],
  includePending: boolean,
) {
  if (await repo.usernameTaken(db, username, { includePending })) {
    throw new HttpError(409, messages.register.usernameTaken(username));
  }
  const takenId = await repo.firstSensorIdTaken(db, sensorIds, { includePending });
  if (takenId) throw new HttpError(409, messages.register.sensorTaken(takenId));
}

export async function requestRegistration(db: Db, r: RegistrationData): Promise<void> {
  const sensors = sensorsOf(r);
  await assertAvailable(
    db,
    r.username,
    sensors.map((s) => s.sensor_id),
    true,
  );
  const passwordHash = await hashPassword(r.password);
  try {
    await db.transaction(async (tx) => {
      await repo.insertPending(tx, {
        username: r.username,
        passwordHash,
        depotName: r.depot_name,
        address: r.address,
        tankName: r.tank_name,
        capacity: r.capacity,
        heightCm: r.height_cm,
        sensors,
        whatsapp: r.whatsapp,
        package: r.package,
      });
      // Asking again after a rejection: the login tells of this request now.
      await repo.deleteRejected(tx, r.username);
    });
  } catch (error) {
    // Two requests for one username at once: the unique index lets one through.
    if (isUniqueViolation(error))
      throw new HttpError(409, messages.register.usernameTaken(r.username));
    throw error;
  }
}

/** How long a rejected requester's login is told of the rejection. */
export const REJECTION_NOTICE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const noticeSince = () => new Date(Date.now() - REJECTION_NOTICE_DAYS * DAY_MS);

/** Keeps what the login needs to tell a rejected requester so: the username and hash only. */
export const rememberRejection = (db: Db, p: PendingRow) =>
  repo.insertRejected(db, { username: p.username, passwordHash: p.passwordHash }, noticeSince());

/** A waiting or (recently) rejected request under this username, for the login. */
export const findRequestLogin = (db: Db, username: string) =>
  repo.findRequestLogin(db, username, noticeSince());

/** The requests waiting for a super admin, oldest first; and one of them, locked. */
export const listPending = repo.listPending;
export const lockPending = repo.lockPending;
export const deletePending = repo.deletePending;
export const usernameTaken = repo.usernameTaken;
export type PendingRow = NonNullable<Awaited<ReturnType<typeof repo.lockPending>>>;
