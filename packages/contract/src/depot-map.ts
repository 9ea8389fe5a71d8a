// No zod here: the public map imports these without pulling the schema library into its chunk.

/** Spec admin-tracker-map §3: a depot's subscription status, as stored and sent. */
export const SUBSCRIPTION_STATUSES = ['Ya', 'Tidak', 'Under Prospect'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** New surveyed depots are prospects until someone decides (spec admin-tracker-map §4). */
export const DEFAULT_SUBSCRIPTION: SubscriptionStatus = 'Under Prospect';

/** OpenStreetMap's standard tiles; `TILE_URL` on the server points maps elsewhere. */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The placeholders Leaflet fills in a tile URL; a template with any other one fails in the browser. */
export const TILE_URL_PLACEHOLDERS = ['s', 'z', 'x', 'y', '-y', 'r'] as const;

/** How WebGIS names each status on its legend and marker titles (never on the public map). */
export const SUBSCRIPTION_LABELS: Record<SubscriptionStatus, string> = {
  Ya: 'Berlangganan',
  Tidak: 'Belum berlangganan',
  'Under Prospect': 'Prospek',
};

/** The stored values with the words shown for them, for a select. */
export const SUBSCRIPTION_CHOICES = SUBSCRIPTION_STATUSES.map((value) => ({
  value,
  label: SUBSCRIPTION_LABELS[value],
}));

/** Marker, cluster and legend colour of each status, as the spec names them (Mantine green 8, red 8, orange 7). */
export const STATUS_COLORS: Record<SubscriptionStatus, string> = {
  Ya: '#2f9e44',
  Tidak: '#e03131',
  'Under Prospect': '#f76707',
};
