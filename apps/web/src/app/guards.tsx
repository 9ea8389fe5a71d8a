import { messages } from '@depot/contract';
import { Alert, Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { Link, Navigate, Outlet } from 'react-router';
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
 * The owner's screens (income, PDAM, employees): an employee is told why instead; the server
 * refuses their calls anyway (docs/roles.md).
 */
export function RequireOwner() {
  const session = useSession();
  if (!session.isEmployee) return <Outlet />;
  return (
    <Stack maw={560} gap="sm">
      <Alert color="red" title="Akses ditolak" role="alert">
        {messages.employees.ownerOnlyPage}
      </Alert>
      <div>
        <Button component={Link} to="/dashboard" replace>
          Kembali ke Dashboard
        </Button>
      </div>
    </Stack>
  );
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
