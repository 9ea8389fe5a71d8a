// What both parts of `npm run bench:tracker` set up: a depot owner who can log in, its motorbike
// trackers (`gps` sensors) with their keys, and one geofence around the depot.
import { createHash, randomBytes, scrypt } from 'node:crypto';
import { promisify } from 'node:util';

/** The demo depot's place (the map's centre): every bench bike starts and ends its rounds here. */
export const DEPOT = { lat: -6.366, lon: 106.88 };
/** Metres per degree of latitude, and of longitude at the depot. */
export const M_PER_DEG_LAT = 111_320;
export const M_PER_DEG_LON = M_PER_DEG_LAT * Math.cos((DEPOT.lat * Math.PI) / 180);

/** A password hash in the server's format (apps/server/src/lib/secrets.ts `hashPassword`). */
export async function hashPassword(password) {
  const salt = randomBytes(16);
  const key = await promisify(scrypt)(password, salt, 32, { N: 16384, r: 8, p: 1 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

/** `bench-motor-007`: the id of bike `n` (from 1). The data generator builds the same ids in SQL. */
export const BIKE_PREFIX = 'bench-motor-';
export const bikeId = (n) => `${BIKE_PREFIX}${String(n).padStart(3, '0')}`;

/**
 * Inserts the depot owner `username` (password `password`, depot location set) with `bikes`
 * trackers 'Motor 1'… each with its own random key (stored as SHA-256 hex, as the server's
 * hashDeviceKey does), and a geofence of about 6 × 6 km around the depot, so ingestion also
 * tests every fix against a polygon, as it does for a depot with a delivery area.
 */
export async function createDepot(client, { username, password, bikes }) {
  const {
    rows: [account],
  } = await client.query(
    `insert into accounts (username, password_hash, depot_name, address, latitude, longitude)
     values ($1, $2, 'Depot Bench Motor', 'Jl. Bench No. 1', $3, $4) returning id`,
    [username, await hashPassword(password), DEPOT.lat, DEPOT.lon],
  );
  const trackers = Array.from({ length: bikes }, (_, i) => ({
    id: bikeId(i + 1),
    name: `Motor ${i + 1}`,
    key: randomBytes(32).toString('base64url'),
  }));
  await client.query(
    `insert into sensors (sensor_id, account_id, name, kind, key_hash)
     select id, $1, name, 'gps', key_hash
     from unnest($2::text[], $3::text[], $4::text[]) as t(id, name, key_hash)`,
    [
      account.id,
      trackers.map((t) => t.id),
      trackers.map((t) => t.name),
      trackers.map((t) => createHash('sha256').update(t.key).digest('hex')),
    ],
  );
  const d = 0.027; // ≈ 3 km
  const ring = [
    [DEPOT.lat - d, DEPOT.lon - d],
    [DEPOT.lat - d, DEPOT.lon + d],
    [DEPOT.lat + d, DEPOT.lon + d],
    [DEPOT.lat + d, DEPOT.lon - d],
  ];
  await client.query(
    `insert into geofences (account_id, name, coordinates) values ($1, 'Area Bench', $2::jsonb)`,
    [account.id, JSON.stringify(ring)],
  );
  return { accountId: account.id, trackers };
}
