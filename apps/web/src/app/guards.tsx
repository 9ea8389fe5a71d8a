import { messages } from '@depot/contract';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { isLoggedIn } from '../lib/session';
import { useSession } from '../lib/use-session';

/** /dashboard: a regular user with a stored username and token; others are sent away. */
export function RequireUser() {
  const session = useSession();
  if (!isLoggedIn(session)) return <Navigate to="/login" replace />;
  if (session.isSuperAdmin) return <Navigate to="/admin/register" replace />;
  return <Outlet />;
}

/**
 * /admin: super admins only; anyone else to /dashboard if logged in, otherwise /login. The
 * refusal is announced to whoever arrives without the right; a session that ends inside the
 * panel (logout, a refused token) was announced by what ended it.
 */
export function RequireSuperAdmin() {
  const session = useSession();
  const allowed = Boolean(session.token) && session.isSuperAdmin;
  const loggedIn = isLoggedIn(session);
  const [deniedOnArrival] = useState(!allowed);
  useEffect(() => {
    if (!deniedOnArrival) return;
    notifications.show({
      id: 'admin-denied',
      color: 'red',
      message: loggedIn ? 'Akses ditolak. Anda bukan Super Admin.' : messages.admin.accessDenied,
    });
  }, [deniedOnArrival, loggedIn]);
  if (allowed) return <Outlet />;
  return <Navigate to={loggedIn ? '/dashboard' : '/login'} replace />;
}

/** An unknown path: a logged-in user goes home to their area, a visitor sees a 404 page. */
export function UnknownRoute() {
  const session = useSession();
  if (session.token && session.isSuperAdmin) return <Navigate to="/admin/register" replace />;
  if (isLoggedIn(session)) return <Navigate to="/dashboard" replace />;
  return <NotFoundPage />;
}
