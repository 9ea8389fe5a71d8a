import type { PendingSensor } from '@depot/contract';
import type { Db } from '../../db/client';
import { accounts, sensors } from '../../db/schema';
import { insertTank } from '../depots';

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
  const tankId = await insertTank(db, account.id, depot.tank);
  await db.insert(sensors).values(
    depot.sensors.map((s) => ({
      sensorId: s.sensor_id,
      accountId: account.id,
      // The level sensor measures the tank; flow and quality sensors sit on its outlet.
      tankId,
      name: s.nama_sensor,
      kind: s.kind,
      tap: s.tap,
      isMain: s.is_main,
      keyHash: s.keyHash,
    })),
  );
  return account.id;
}
