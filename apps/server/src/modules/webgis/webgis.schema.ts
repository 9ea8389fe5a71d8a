import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { DEFAULT_SUBSCRIPTION, SUBSCRIPTION_STATUSES } from '@depot/contract';
import { createdAt, serialId } from '../../db/columns';
import { accounts } from '../auth/auth.schema';

/**
 * A refill depot on the WebGIS map (the spec's sebara_depot_air_minum): any depot in the area,
 * customer or not, with its place in the sales pipeline (`subscription` colours its marker). Only
 * a customer's point whose owner agreed (`accountId`) is on the public distribution map too.
 */
export const depotMapPoints = pgTable(
  'depot_map_points',
  {
    id: serialId(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    phone: text('phone'),
    openingHours: text('opening_hours'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    kelurahan: text('kelurahan'),
    kecamatan: text('kecamatan'),
    city: text('city'),
    /** Who surveyed it; internal, never on the public map. */
    surveyedBy: text('surveyed_by'),
    subscription: text('subscription', { enum: SUBSCRIPTION_STATUSES })
      .notNull()
      .default(DEFAULT_SUBSCRIPTION),
    rating: doublePrecision('rating'),
    reviewCount: integer('review_count').notNull().default(0),
    /** Set for a customer depot whose owner agreed to the public map: kept in step with its profile. */
    accountId: integer('account_id')
      .unique('depot_map_points_account_id_key')
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('depot_map_points_latitude', sql`${t.latitude} between -90 and 90`),
    check('depot_map_points_longitude', sql`${t.longitude} between -180 and 180`),
    check('depot_map_points_rating', sql`${t.rating} between 0 and 5`),
    check('depot_map_points_review_count', sql`${t.reviewCount} >= 0`),
    // WebGIS's answer is checked against the statuses: one stray value would fail it all.
    check(
      'depot_map_points_subscription',
      sql`${t.subscription} in (${sql.raw(SUBSCRIPTION_STATUSES.map((v) => `'${v}'`).join(', '))})`,
    ),
  ],
);
