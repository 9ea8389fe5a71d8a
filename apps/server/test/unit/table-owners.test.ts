import { describe, expect, it } from 'vitest';
import {
  areaOf,
  serverSources as sources,
  tableIdentifiers,
  tableWrites,
  writesIn,
} from '../table-writes';

/**
 * One writer per table (DESIGN §3): each table is written by the module that owns it, others
 * call that module's service. The check reads the server's sources as text.
 */
const OWNERS: Record<string, string> = {
  accounts: 'auth',
  revoked_tokens: 'auth',
  login_failures: 'auth',
  pending_registrations: 'auth',
  rejected_registrations: 'auth',
  tanks: 'depots',
  // The device directory: ingestion authenticates every device by its row.
  sensors: 'ingest',
  tank_level: 'ingest',
  water_usage: 'ingest',
  water_quality: 'ingest',
  usage_daily: 'ingest',
  notifications: 'notifications',
  alert_state: 'jobs',
  sales: 'pos',
  sale_lines: 'pos',
  products: 'pos',
  depot_qris: 'pos',
  customers: 'customers',
  customer_payments: 'customers',
  cash_closes: 'cash-close',
  depot_map_points: 'webgis',
  testimonials: 'testimonials',
  tracker_positions: 'tracker',
  tracker_segments: 'tracker',
  tracker_daily: 'tracker',
  tracker_state: 'tracker',
  geofences: 'tracker',
  audit_log: 'audit',
  pdam_utilities: 'pdam',
  pdam_golongan: 'pdam',
  pdam_tariff_blocks: 'pdam',
  cctv_cameras: 'cctv',
  smart_iot_devices: 'iot',
  smart_iot_sensors: 'iot',
  smart_iot_readings: 'iot',
  smart_iot_hourly: 'iot',
  smart_iot_actuators: 'farming',
  smart_iot_commands: 'farming',
  shifts: 'attendance',
  shift_members: 'attendance',
  attendance: 'attendance',
  attendance_pins: 'attendance',
  reconciliation_settings: 'reconciliation',
  reconciliation_closed_days: 'reconciliation',
};

/**
 * The demo's bulk seeding, the only writes left outside a table's owner; everything else the demo
 * makes goes through the owners' functions. (The master-data editor of modules/admin updates
 * whitelisted columns of any master table by name, which this text scan does not see.)
 */
const SEED_EXCEPTIONS: Record<string, string> = {
  'demo/iot-history.ts: update smart_iot_sensors':
    "a back-filled year sets each sensor's latest value once, which live ingest keeps per reading",
  'demo/public-map.ts: insert depot_map_points':
    "50 surveyed depots in the table's own shape, in one statement; webgis imports the CSV's",
};

describe('table ownership', () => {
  it('finds Drizzle and raw SQL writes, through a local alias too', () => {
    const ids = tableIdentifiers(
      new Map([
        [
          's.ts',
          "export const tanks = pgTable('tanks', {});\nexport const x = pgTable(\n  'notifications', {});",
        ],
      ]),
    );
    const code = `
      const t = tanks;
      await db.insert(t).values({});
      await tx.update(x).set({});
      await query(\`insert into notifications (a) select 1\`);
      await query('delete from tanks where id = $1');
      await query(\`update tanks set name = 'a'\`);
      await db.select().from(x).for('update');
      await query('select 1 from tanks for update of tanks');`;
    expect(writesIn(code, ids)).toEqual([
      ['insert', 'tanks'],
      ['update', 'notifications'],
      ['insert', 'notifications'],
      ['delete', 'tanks'],
      ['update', 'tanks'],
    ]);
  });

  it('names an owner for every table', () => {
    const tables = [...tableIdentifiers(sources()).values()].sort();
    expect(tables).toEqual(Object.keys(OWNERS).sort());
  });

  it("declares each table in its owner's folder, beside the repository that writes it", () => {
    const misplaced = [...sources()].flatMap(([file, text]) =>
      [...tableIdentifiers(new Map([[file, text]])).values()]
        .filter((table) => OWNERS[table] !== areaOf(file))
        .map((table) => `${file}: ${table}`),
    );
    expect(misplaced).toEqual([]);
  });

  it("has each table written by its owner alone, but for the demo's bulk seeding", () => {
    const strays = tableWrites()
      .filter((w) => w.area !== OWNERS[w.table])
      .map((w) => `${w.file}: ${w.op} ${w.table}`);
    expect([...new Set(strays)].sort()).toEqual(Object.keys(SEED_EXCEPTIONS).sort());
  });
});
