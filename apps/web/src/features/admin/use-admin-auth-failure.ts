import { messages } from '@depot/contract';
import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { clearSession } from '../../lib/session';

/**
 * A 401 or 403 on an admin call ends the session: the message is shown, storage is cleared
 * and the browser goes to /login. Returns true when it handled the error.
 */
export function useAdminAuthFailure() {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError) || !error.isAuthFailure) return false;
      notifications.show({
        id: 'admin-session-ended',
        color: 'red',
        autoClose: 8000,
        message: `${error.message} ${messages.admin.redirectToLogin}`,
      });
      clearSession();
      navigate('/login', { replace: true });
      return true;
    },
    [navigate],
  );
}
