import { messages } from '@depot/contract';
import { notifications } from '@mantine/notifications';
import { ApiError } from './api';
import { sessionStore } from './session';

/** How a call's refusal is read; set as `meta` on a query or mutation. */
export type CallMeta = {
  /**
   * The statuses that mean the session is over: 401 for every call (the default); 403 too on
   * super-admin calls, where it means the stored role was not the server's (spec).
   */
  endsSessionOn?: readonly number[];
  /** Shown instead of the server's message and the redirect notice (the sensor detail's text). */
  sessionEndedMessage?: string;
};

export const SUPER_ADMIN_CALL: CallMeta = { endsSessionOn: [401, 403] };

let goToLogin = waitForRouter;
const ended = new WeakSet<ApiError>();

/**
 * Lets the signed-in layout send the browser to /login through its router, without a reload
 * (which would lose the message). A call refused before the layout has mounted (the home's
 * prefetch) waits for it a moment rather than reloading at once.
 */
export function setLoginRedirect(go: () => void) {
  if (waiting !== undefined) {
    clearTimeout(waiting);
    waiting = undefined;
    go();
  }
  goToLogin = go;
  return () => {
    if (goToLogin === go) goToLogin = waitForRouter;
  };
}

/** How long a refusal waits for the layout's router before reloading to /login (ms). */
const ROUTER_WAIT_MS = 1_000;
let waiting: ReturnType<typeof setTimeout> | undefined;
function waitForRouter() {
  waiting ??= setTimeout(() => {
    waiting = undefined;
    // The app may have gone to /login on its own, the session being gone.
    if (window.location.pathname !== '/login') window.location.assign('/login');
  }, ROUTER_WAIT_MS);
}

/**
 * The one place a refused token ends the session: the message is shown, storage cleared and
 * the browser sent to /login. Once: the calls refused together all carried the same token, and
 * only the first still finds it stored.
 */
export function endSessionIfRefused(error: unknown, meta: CallMeta | undefined) {
  if (!(error instanceof ApiError) || error.token === null) return;
  if (!(meta?.endsSessionOn ?? [401]).includes(error.status)) return;
  if (sessionStore.get().token !== error.token) return;
  ended.add(error);
  notifications.show({
    id: 'session-ended',
    color: 'red',
    autoClose: 8000,
    message: meta?.sessionEndedMessage ?? `${error.message} ${messages.admin.redirectToLogin}`,
  });
  sessionStore.clear();
  goToLogin();
}

/** Whether this failure ended the session: its message was shown already. */
export const endedSession = (error: unknown) => error instanceof ApiError && ended.has(error);
