/**
 * The first script of /dashboard (dashboard.html, vite.config.ts): starts the home's first calls
 * with the stored session as soon as the page arrives, in parallel with the app's script, instead
 * of after the app has loaded, rendered its frame and mounted the home. The app takes each answer
 * once (lib/early-calls.ts); one it has not taken within EARLY_MS is dropped, so a home opened
 * later asks again. Meanwhile a worker readies the formats of the figures (intl-warmup.ts). No
 * imports: a chunk it imported would cost another round trip first.
 */
import type { EarlyCall } from '../lib/early-calls';
import { homeCallPaths } from './home-calls';

const EARLY_MS = 15_000;
const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';

const token = localStorage.getItem('token');
const username = localStorage.getItem('username');
// A super admin's /dashboard leads to the admin area, which makes none of these calls.
if (token && username && localStorage.getItem('is_super_admin') !== 'true') {
  const calls = new Map<string, EarlyCall>();
  for (const path of homeCallPaths(username)) {
    const response = fetch(`${API_BASE}${path}`, { headers: { authorization: `Bearer ${token}` } });
    // A failure reaches the app's call that takes it; one never taken is not an unhandled error.
    response.catch(() => undefined);
    calls.set(path, { token, response });
  }
  window.depotEarlyCalls = calls;
  window.setTimeout(() => calls.clear(), EARLY_MS);
  // The figures' number and date formats are readied meanwhile on another thread.
  new Worker(new URL('./intl-warmup.ts', import.meta.url), { type: 'module' });
}
