/**
 * Calls dashboard.html starts before the app has loaded (boot/dashboard-early.ts), so that the
 * owner's home gets its first figures while its script is still on the way. Each is used once,
 * by the app's own call of the same path with the same token (lib/api.ts).
 */
export interface EarlyCall {
  token: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    depotEarlyCalls?: Map<string, EarlyCall>;
  }
}

/** The answer of an early call of `path`, taken once; none for another token. */
export function takeEarlyCall(path: string, token: string | null): Promise<Response> | undefined {
  const calls = typeof window === 'undefined' ? undefined : window.depotEarlyCalls;
  const call = calls?.get(path);
  if (!call) return undefined;
  calls?.delete(path);
  return call.token === token ? call.response : undefined;
}
