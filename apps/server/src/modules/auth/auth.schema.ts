import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { PendingSensor } from '@depot/contract';
import { bigserialId, createdAt, serialId } from '../../db/columns';

export const accounts = pgTable(
  'accounts',
  {
    id: serialId(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    depotName: text('depot_name'),
    address: text('address'),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    /** Set for an employee: the owner account whose depot they work for. */
    employerId: integer('employer_id').references((): AnyPgColumn => accounts.id, {
      onDelete: 'cascade',
    }),
    /** An employee's name as the owner typed it ('Karyawan' screen); unused for other accounts. */
    name: text('name'),
    /** When any of the depot's sensors last sent data. */
    lastOnline: timestamp('last_online', { withTimezone: true }),
    /** Every token carries the version it was issued under; raising it ends them all at once. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Set when a super admin switches the account off: no login, no token accepted. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * Failed logins on this account since its last successful one (wrong passwords and attempts
     * the lockout refused), and when the first of them came: the next login tells the owner.
     */
    failedLogins: integer('failed_logins').notNull().default(0),
    failedLoginsSince: timestamp('failed_logins_since', { withTimezone: true }),
    /** Where the depot stands ('Lokasi Depot' on the tracker map), when known. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    phone: text('phone'),
    openingHours: text('opening_hours'),
    /** The owner agreed to show the depot on the public map (`/sebaran-depot`). */
    showOnPublicMap: boolean('show_on_public_map').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('accounts_username_lower_key').on(sql`lower(${t.username})`),
    check(
      'accounts_location_valid',
      sql`(${t.latitude} is null) = (${t.longitude} is null)
        and ${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`,
    ),
  ],
);

export const accountRef = () =>
  integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

/** Tokens ended by a logout, kept until they would have expired anyway. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    /** The token's `jti` claim. */
    jti: text('jti').primaryKey(),
    accountId: accountRef(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_at_idx').on(t.expiresAt)],
);

export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: serialId(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    depotName: text('depot_name').notNull(),
    address: text('address').notNull(),
    tankName: text('tank_name').notNull(),
    capacity: doublePrecision('capacity').notNull(),
    heightCm: doublePrecision('height_cm').notNull(),
    sensors: jsonb('sensors').$type<PendingSensor[]>().notNull(),
    /** The requester's WhatsApp number (+628…), if given; the account's phone once approved. */
    whatsapp: text('whatsapp'),
    /** The id of the package chosen on the pricing section (contract PACKAGES), if any. */
    package: text('package'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pending_registrations_username_lower_key').on(sql`lower(${t.username})`)],
);

/**
 * What is kept of a rejected request: its username and password hash only (the rest is deleted,
 * as the reject confirmation says), so that its login is told it was rejected. Kept for
 * REJECTION_NOTICE_DAYS; a new request for the username removes it.
 */
export const rejectedRegistrations = pgTable(
  'rejected_registrations',
  {
    id: serialId(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rejected_registrations_username_lower_key').on(sql`lower(${t.username})`),
    index('rejected_registrations_rejected_at_idx').on(t.rejectedAt),
  ],
);

/**
 * Failed logins per (lower-cased username, address), kept for the 15-minute throttle window. An
 * attempt is recorded before its password is checked, and removed again when it succeeds.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserialId(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_key_idx').on(t.username, t.ip, t.at),
    // The per-address count, across usernames.
    index('login_failures_ip_at_idx').on(t.ip, t.at),
    index('login_failures_at_idx').on(t.at),
  ],
);
