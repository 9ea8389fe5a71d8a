import { eq, inArray, lt, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { accounts, pendingRegistrations, rejectedRegistrations, sensors } from '../../db/schema';

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

/**
 * The password hash of a request under this username (any letter case) and whether it was
 * rejected: a waiting request first, else a rejection made after `rejectedSince`.
 */
export async function findRequestLogin(db: Db, username: string, rejectedSince: Date) {
  const lower = username.toLowerCase();
  const [row] = await queryRows<{ password_hash: string; rejected: boolean }>(
    db,
    sql`select ${pendingRegistrations.passwordHash} as password_hash, false as rejected
        from ${pendingRegistrations} where lower(${pendingRegistrations.username}) = ${lower}
        union all
        select ${rejectedRegistrations.passwordHash}, true
        from ${rejectedRegistrations}
        where lower(${rejectedRegistrations.username}) = ${lower}
          and ${rejectedRegistrations.rejectedAt} >= ${rejectedSince.toISOString()}
        order by rejected
        limit 1`,
  );
  return row && { passwordHash: row.password_hash, rejected: row.rejected };
}

/** Keeps a rejected request's username and hash; rejections before `expiredBefore` go. */
export async function insertRejected(
  db: Db,
  row: { username: string; passwordHash: string },
  expiredBefore: Date,
) {
  await db.delete(rejectedRegistrations).where(lt(rejectedRegistrations.rejectedAt, expiredBefore));
  await deleteRejected(db, row.username);
  await db.insert(rejectedRegistrations).values(row);
}

/** Forgets the rejection of this username (any letter case), as a new request for it is made. */
export async function deleteRejected(db: Db, username: string) {
  await db
    .delete(rejectedRegistrations)
    .where(eq(sql`lower(${rejectedRegistrations.username})`, username.toLowerCase()));
}
