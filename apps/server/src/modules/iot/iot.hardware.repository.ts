import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/** A depot owner's account id: not an employee, not a super admin. */
export async function ownerAccountId(db: Db, username: string) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from accounts
        where lower(username) = ${username.toLowerCase()}
          and not is_super_admin and employer_id is null`,
  );
  return row?.id;
}

export async function deviceOwner(db: Db, deviceId: number) {
  const [row] = await queryRows<{ account_id: number; device_name: string }>(
    db,
    sql`select account_id, device_name from smart_iot_devices where id = ${deviceId} for update`,
  );
  return row;
}

export async function sensorIdTaken(db: Db, id: string) {
  const rows = await queryRows(db, sql`select 1 from sensors where sensor_id = ${id}`);
  return rows.length > 0;
}

/** The ids of a device's sensors and actuators: their `sensors` rows hold their keys. */
export async function deviceChannels(db: Db, deviceId: number) {
  const rows = await queryRows<{ id: string; kind: 'iot' | 'actuator' }>(
    db,
    sql`select sensor_id as id, 'iot' as kind from smart_iot_sensors where device_id = ${deviceId}
        union all
        select actuator_id, 'actuator' from smart_iot_actuators where device_id = ${deviceId}`,
  );
  const of = (kind: 'iot' | 'actuator') => rows.filter((r) => r.kind === kind).map((r) => r.id);
  return { iot: of('iot'), actuator: of('actuator') };
}

/** Removes a device's own row, once its sensors and actuators are gone; the row removed. */
export async function deleteDevice(db: Db, deviceId: number) {
  const [row] = await queryRows<{ device_name: string; account_id: number }>(
    db,
    sql`delete from smart_iot_devices where id = ${deviceId} returning device_name, account_id`,
  );
  return row;
}
