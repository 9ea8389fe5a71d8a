/**
 * Keys of the queries kept in lib, and of data two areas share (a feature never imports
 * another one). Each area's own keys are in its `api/keys.ts`.
 */
export const sharedKeys = {
  mapConfig: ['public', 'map-config'] as const,
  profiles: ['profile'] as const,
  profile: (username: string) => [...sharedKeys.profiles, username] as const,
  /** A depot's sales: the POS writes them; its list and the income page's total read them. */
  sales: (username: string) => ['sales', username] as const,
  /** A depot's own catalogue: the owner edits it; the cashier sells from it. */
  catalogue: (username: string) => ['catalogue', username] as const,
  /** A depot's customers: the cashier adds them; the customers' screen lists them. */
  customers: (username: string) => ['customers', username] as const,
};
