import { eq, inArray, sql } from 'drizzle-orm';
import type { PendingSensor } from '@depot/contract';
import { queryRows, type Db } from '../../db/client';
import { accounts, pendingRegistrations, sensors, tanks } from '../../db/schema';

/** Whether an account, or (with includePending) a pending request, already has this username. */
export async function usernameTaken(
  db: Db,
  username: string,
  { includePending }: { includePending: boolean },
): Promise<boolean> {
  const lower = username.toLowerCase();
  const pending = includePending
    ? sql`or exists (select 1 from ${pendingRegistrations}
                     where lower(${pendingRegistrations.username}) = ${lower})`
    : sql``;
  const [row] = await queryRows<{ taken: boolean }>(
    db,
    sql`select exists (select 1 from ${accounts} where lower(${accounts.username}) = ${lower})
        ${pending} as taken`,
  );
  return Boolean(row?.taken);
}

/** The first of `ids` already used by a sensor or claimed by a pending request, if any. */
export async function firstSensorIdTaken(
  db: Db,
  ids: string[],
  { includePending }: { includePending: boolean },
): Promise<string | undefined> {
  const registered = await db
    .select({ id: sensors.sensorId })
    .from(sensors)
    .where(inArray(sensors.sensorId, ids));
  const taken = new Set(registered.map((r) => r.id));
  if (includePending) {
    const pending = await queryRows<{ id: string }>(
      db,
      sql`
      select s->>'sensor_id' as id
      from ${pendingRegistrations}, jsonb_array_elements(${pendingRegistrations.sensors}) s
      where s->>'sensor_id' in ${ids}`,
    );
    for (const row of pending) taken.add(row.id);
  }
  return ids.find((id) => taken.has(id));
}

export type NewPending = typeof pendingRegistrations.$inferInsert;

export async function insertPending(db: Db, row: NewPending) {
  await db.insert(pendingRegistrations).values(row);
}

export function listPending(db: Db) {
  return db.select().from(pendingRegistrations).orderBy(pendingRegistrations.requestedAt);
}

export function lockPending(db: Db, id: number) {
  return db
    .select()
    .from(pendingRegistrations)
    .where(eq(pendingRegistrations.id, id))
    .for('update')
    .then((rows) => rows[0]);
}

export function deletePending(db: Db, id: number) {
  return db
    .delete(pendingRegistrations)
    .where(eq(pendingRegistrations.id, id))
    .returning({ id: pendingRegistrations.id })
    .then((rows) => rows.length > 0);
}

export interface NewDepot {
  username: string;
  passwordHash: string;
  depotName: string;
  address: string;
  tank: { name: string; capacity: number; heightCm: number };
  sensors: (PendingSensor & { keyHash: string })[];
}

/** Creates an owner account with its tank and sensors; run it inside a transaction. */
export async function insertDepot(db: Db, depot: NewDepot): Promise<number> {
  const [account] = await db
    .insert(accounts)
    .values({
      username: depot.username,
      passwordHash: depot.passwordHash,
      depotName: depot.depotName,
      address: depot.address,
    })
    .returning({ id: accounts.id });
  if (!account) throw new Error('account insert returned no row');
  const [tank] = await db
    .insert(tanks)
    .values({ accountId: account.id, ...depot.tank })
    .returning({ id: tanks.id });
  await db.insert(sensors).values(
    depot.sensors.map((s) => ({
      sensorId: s.sensor_id,
      accountId: account.id,
      // The level sensor measures the tank; flow and quality sensors sit on its outlet.
      tankId: tank?.id,
      name: s.nama_sensor,
      kind: s.kind,
      tap: s.tap,
      isMain: s.is_main,
      keyHash: s.keyHash,
    })),
  );
  return account.id;
}
