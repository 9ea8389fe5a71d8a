import { eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { accounts, pendingRegistrations, sensors } from '../../db/schema';

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
