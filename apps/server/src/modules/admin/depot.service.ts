import type { PendingSensor } from '@depot/contract';
import type { Db } from '../../db/client';
import { insertDevices } from '../../ingest/devices.repository';
import { insertAccount } from '../auth';
import { insertTank } from '../depots';

export interface NewDepot {
  username: string;
  passwordHash: string;
  depotName: string;
  address: string;
  /** The requester's WhatsApp number, when one was given. */
  phone?: string | null;
  tank: { name: string; capacity: number; heightCm: number };
  sensors: (PendingSensor & { keyHash: string })[];
}

/** Creates an owner account with its tank and sensors; run it inside a transaction. */
export async function insertDepot(db: Db, depot: NewDepot): Promise<number> {
  const accountId = await insertAccount(db, {
    username: depot.username,
    passwordHash: depot.passwordHash,
    depotName: depot.depotName,
    address: depot.address,
    phone: depot.phone,
  });
  const tankId = await insertTank(db, accountId, depot.tank);
  await insertDevices(
    db,
    depot.sensors.map((s) => ({
      sensorId: s.sensor_id,
      accountId,
      // The level sensor measures the tank; flow and quality sensors sit on its outlet.
      tankId,
      name: s.nama_sensor,
      kind: s.kind,
      tap: s.tap,
      isMain: s.is_main,
      keyHash: s.keyHash,
    })),
  );
  return accountId;
}
