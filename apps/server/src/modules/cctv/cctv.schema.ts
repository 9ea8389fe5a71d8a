import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accountRef } from '../auth/auth.schema';

/** The stream each of a depot's CCTV cameras plays (HLS or MP4); a slot without a row has none. */
export const cctvCameras = pgTable(
  'cctv_cameras',
  {
    accountId: accountRef(),
    slot: integer('slot').notNull(),
    url: text('url').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.slot] }),
    check('cctv_cameras_slot', sql`${t.slot} between 1 and 3`),
  ],
);
