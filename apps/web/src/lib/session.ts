import type { AccountRole } from '@depot/contract';

/**
 * The session as the spec keeps it in browser storage: token, username and is_super_admin
 * ('true' or 'false'), plus `role` and `name` (not in the spec: 'employee' marks a depot's
 * employee, `name` is who they are). For an employee `username` is the depot's, which every depot
 * call names. The server checks every call; these only steer the screens.
 *
 * Every reader goes through this store (React through `useSession`), so a login, a logout or a
 * refused token re-renders the screens at once, also when it happened in another tab.
 */
export interface Session {
  token: string | null;
  username: string | null;
  isSuperAdmin: boolean;
  /** A depot's employee: no income, PDAM or employee screens (docs/roles.md). */
  isEmployee: boolean;
  /** Who is signed in, for the header: an employee's own name, else `username`. */
  displayName: string | null;
}

const KEYS = {
  token: 'token',
  username: 'username',
  isSuperAdmin: 'is_super_admin',
  role: 'role',
  name: 'name',
} as const;
const STORED_KEYS: readonly string[] = Object.values(KEYS);

const listeners = new Set<() => void>();
let snapshot: Session = {
  token: null,
  username: null,
  isSuperAdmin: false,
  isEmployee: false,
  displayName: null,
};

/** Storage as it is now; the previous object while nothing changed (React compares identity). */
function read(): Session {
  const token = localStorage.getItem(KEYS.token);
  const username = localStorage.getItem(KEYS.username);
  const isSuperAdmin = localStorage.getItem(KEYS.isSuperAdmin) === 'true';
  const isEmployee = localStorage.getItem(KEYS.role) === 'employee';
  const displayName = localStorage.getItem(KEYS.name) ?? username;
  if (
    token !== snapshot.token ||
    username !== snapshot.username ||
    isSuperAdmin !== snapshot.isSuperAdmin ||
    isEmployee !== snapshot.isEmployee ||
    displayName !== snapshot.displayName
  ) {
    snapshot = { token, username, isSuperAdmin, isEmployee, displayName };
  }
  return snapshot;
}

const keep = (key: string, value: string | undefined) =>
  value ? localStorage.setItem(key, value) : localStorage.removeItem(key);

const emit = () => listeners.forEach((listener) => listener());

// Fired in every other tab of this origin when one changes storage; `key` is null on clear().
const onStorage = (event: StorageEvent) => {
  if (event.key === null || STORED_KEYS.includes(event.key)) emit();
};

export const sessionStore = {
  get: read,

  subscribe(listener: () => void) {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  },

  /** A login; `name` is kept only when it differs from `username` (an employee's). */
  save(token: string, username: string, isSuperAdmin: boolean, role?: AccountRole, name?: string) {
    localStorage.setItem(KEYS.token, token);
    localStorage.setItem(KEYS.username, username);
    localStorage.setItem(KEYS.isSuperAdmin, String(isSuperAdmin));
    keep(KEYS.role, role);
    keep(KEYS.name, name === username ? undefined : name);
    emit();
  },

  /** The same session with a fresh token (after one's own password change). */
  renew(token: string) {
    localStorage.setItem(KEYS.token, token);
    emit();
  },

  /** Logout, or a token the server refused: everything goes. */
  clear() {
    for (const key of STORED_KEYS) localStorage.removeItem(key);
    emit();
  },
};

export const isLoggedIn = (s: Session) => Boolean(s.token && s.username);
