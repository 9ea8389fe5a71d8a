// No zod here: the public map imports these without pulling the schema library into its chunk.

/** Spec admin-tracker-map §3: a depot's subscription status, as stored and sent. */
export const SUBSCRIPTION_STATUSES = ['Ya', 'Tidak', 'Under Prospect'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** How visitors read each status on the map's legend, popups and list. */
export const SUBSCRIPTION_LABELS: Record<SubscriptionStatus, string> = {
  Ya: 'Berlangganan',
  Tidak: 'Belum berlangganan',
  'Under Prospect': 'Prospek',
};
