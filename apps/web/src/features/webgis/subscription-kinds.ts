import {
  STATUS_COLORS,
  SUBSCRIPTION_LABELS,
  type SubscriptionStatus,
  type WebgisDepot,
} from '@depot/contract';
import type { MarkerKinds } from '../../lib/depot-cluster';

/** WebGIS colours and names its markers and legend by the depot's subscription status. */
export const SUBSCRIPTION_KINDS: Required<MarkerKinds<WebgisDepot, SubscriptionStatus>> = {
  of: (depot) => depot.is_subscribed,
  colors: STATUS_COLORS,
  labels: SUBSCRIPTION_LABELS,
};
