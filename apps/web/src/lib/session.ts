/**
 * The session as the spec keeps it in browser storage: token, username and is_super_admin
 * ('true' or 'false'). The server checks every call; these only steer the screens.
 */
export interface Session {
  token: string | null;
  username: string | null;
  isSuperAdmin: boolean;
}

const KEYS = { token: 'token', username: 'username', isSuperAdmin: 'is_super_admin' } as const;

export function readSession(): Session {
  return {
    token: localStorage.getItem(KEYS.token),
    username: localStorage.getItem(KEYS.username),
    isSuperAdmin: localStorage.getItem(KEYS.isSuperAdmin) === 'true',
  };
}

export function saveSession(token: string, username: string, isSuperAdmin: boolean) {
  localStorage.setItem(KEYS.token, token);
  localStorage.setItem(KEYS.username, username);
  localStorage.setItem(KEYS.isSuperAdmin, String(isSuperAdmin));
}

/** Logout from the dashboard menu: only the username goes (spec owner-app §4). */
export function forgetUsername() {
  localStorage.removeItem(KEYS.username);
}

/** Logout from the profile page: username and token go. */
export function clearCredentials() {
  localStorage.removeItem(KEYS.username);
  localStorage.removeItem(KEYS.token);
}

/** A rejected admin session: everything goes. */
export function clearSession() {
  clearCredentials();
  localStorage.removeItem(KEYS.isSuperAdmin);
}

export const isLoggedIn = (s: Session) => Boolean(s.token && s.username);
