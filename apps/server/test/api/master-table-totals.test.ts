import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { asAdmin } from '../fixtures';
import { useTestApp } from '../use-test-app';
import { newDepot, type TestDepot } from '../telemetry';

// Beyond the exact count (20,000 rows) a master table's total is the planner's estimate. The
// estimate must stand on current statistics: PGlite has no autovacuum, and a table never
// analyzed was estimated from its size alone (70,759 water_usage rows showed '± 44.530').

const t = useTestApp();
let depot: TestDepot;
let admin: Record<string, string>;
beforeAll(async () => {
  depot = await newDepot(t);
  admin = await asAdmin(t);
});

async function total(table: string) {
  const res = await t.app.inject({
    url: `/api/superadmin/tables/${table}?_limit=1`,
    headers: admin,
  });
  expect(res.statusCode).toBe(200);
  return [res.headers['x-total-count'], res.headers['x-total-count-estimated']];
}

/** `n` gallons from tap A, a minute apart, the newest `from` minutes ago. */
const pour = (n: number, from = 0) =>
  t.db.execute(sql`
    insert into water_usage (account_id, sensor_id, tap, ts, volume_l)
    select ${depot.accountId}, ${depot.tapA}, 'A', now() - (g + ${from}) * interval '1 minute', 18.9
    from generate_series(1, ${n}) g`);

/** `n` level readings, a minute apart, the newest `from` minutes ago. */
const levels = (n: number, from = 0) =>
  t.db.execute(sql`
    insert into tank_level (account_id, tank_id, sensor_id, ts, water_level_cm, volume)
    select ${depot.accountId}, ${depot.tankId}, ${depot.level},
           now() - (g + ${from}) * interval '1 minute', 81.8, 681.67
    from generate_series(1, ${n}) g`);

describe('a master table total past the exact count', () => {
  it('is the row count for a table never analyzed, and follows its growth', async () => {
    await pour(30_000);
    expect(await total('water_usage')).toEqual(['30000', '1']);
    await pour(10_000, 30_000);
    expect(await total('water_usage')).toEqual(['40000', '1']);
  }, 120_000);

  it('is the row count for a table analyzed while it was small', async () => {
    await levels(100);
    expect(await total('tank_level')).toEqual(['100', undefined]);
    // What autovacuum (PostgreSQL) or an earlier estimate left: statistics of 100 rows.
    await t.db.execute(sql`analyze tank_level`);
    await levels(29_900, 100);
    expect(await total('tank_level')).toEqual(['30000', '1']);
  }, 120_000);
});
