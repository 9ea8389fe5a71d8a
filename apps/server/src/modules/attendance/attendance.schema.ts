import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { accountRef, accounts } from '../auth/auth.schema';

/** Someone of the depot: its owner or one of its employees. */
const personRef = () =>
  integer('person_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

/** A depot's daily shift in WIB, as minutes since midnight; ending at or before its start, it ends the next day. */
export const shifts = pgTable(
  'shifts',
  {
    id: serial('id').primaryKey(),
    accountId: accountRef(),
    name: text('name').notNull(),
    startMin: integer('start_min').notNull(),
    endMin: integer('end_min').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('shifts_account_idx').on(t.accountId),
    check(
      'shifts_times_valid',
      sql`${t.startMin} between 0 and 1439 and ${t.endMin} between 0 and 1439
        and ${t.startMin} <> ${t.endMin}`,
    ),
  ],
);

/** Who works which shift: one shift per person. */
export const shiftMembers = pgTable(
  'shift_members',
  {
    personId: personRef().primaryKey(),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
  },
  (t) => [index('shift_members_shift_idx').on(t.shiftId)],
);

/** A clock-in and its clock-out; a person has at most one open at a time. */
export const attendance = pgTable(
  'attendance',
  {
    id: serial('id').primaryKey(),
    accountId: accountRef(),
    personId: personRef(),
    clockIn: timestamp('clock_in', { withTimezone: true }).notNull(),
    clockOut: timestamp('clock_out', { withTimezone: true }),
  },
  (t) => [
    index('attendance_account_clock_in_idx').on(t.accountId, t.clockIn),
    uniqueIndex('attendance_one_open_key')
      .on(t.personId)
      .where(sql`${t.clockOut} is null`),
    check('attendance_out_after_in', sql`${t.clockOut} is null or ${t.clockOut} >= ${t.clockIn}`),
  ],
);

/** The one-time PIN the owner's screen shows, for a phone without a location fix. */
export const attendancePins = pgTable('attendance_pins', {
  accountId: accountRef().primaryKey(),
  pin: text('pin').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Wrong PINs tried against it; a few void it, so it cannot be guessed in its minutes. */
  failures: integer('failures').notNull().default(0),
});
