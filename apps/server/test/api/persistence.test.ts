import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { normaliseRegistration, registerRequest } from '@depot/contract';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from '../../src/config/jwt-secret';
import { openDatabase } from '../../src/db/client';
import { accounts, pendingRegistrations } from '../../src/db/schema';
import { seedDemo } from '../../src/demo';
import { demoMapPoints } from '../../src/demo/map-points';
import { isDemoCustomer } from '../../src/demo/public-map';
import { requestRegistration } from '../../src/modules/auth/registration.service';

// Runs on PGlite's on-disk store, which is what `npm start` uses without DATABASE_URL.
const dataDir = mkdtempSync(join(tmpdir(), 'depot-persist-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = async () => {
  const database = await openDatabase({ dataDir });
  await database.migrate();
  return { database, seeded: await seedDemo(database.db) };
};

describe('stopping and starting again', () => {
  it(
    'keeps every account and pending request, and seeds only once',
    { timeout: 60_000 },
    async () => {
      const first = await start();
      expect(first.seeded).toBe(true);
      await requestRegistration(
        first.database.db,
        normaliseRegistration(
          registerRequest.parse({
            username: 'depot-baru',
            password: 'rahasia1',
            depot_name: 'Depot Baru',
            address: 'Jl. Melati 3',
            tank_name: 'Tangki',
            capacity: 500,
            height_cm: 100,
            sensor_id_main: 'baru-level',
            sensor_name_main: 'Level',
          }),
        ),
      );
      await first.database.close();

      const second = await start();
      expect(second.seeded).toBe(false);
      const [a] = await second.database.db.select({ n: count() }).from(accounts);
      const pending = await second.database.db.select().from(pendingRegistrations);
      // The super admin, the demo owner and the demo's customers on the public map.
      expect(a?.n).toBe(2 + demoMapPoints().filter(isDemoCustomer).length);
      expect(pending.map((p) => p.username)).toEqual(['depot-baru']);
      await second.database.close();
    },
  );

  it('keeps the generated JWT secret, so tokens survive a restart', () => {
    const generated = resolveJwtSecret(undefined, dataDir);
    expect(generated.length).toBeGreaterThanOrEqual(43);
    expect(resolveJwtSecret(undefined, dataDir)).toBe(generated);
    expect(resolveJwtSecret('x'.repeat(40), dataDir)).toBe('x'.repeat(40));
  });
});
