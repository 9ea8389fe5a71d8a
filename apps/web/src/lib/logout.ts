import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiFetch } from './api';
import { sessionStore } from './session';

/** Logout does not hang on a server that does not answer: the session ends here regardless. */
const LOGOUT_WAIT_MS = 5_000;

/** The server stops accepting the stored token (no body; 401 when it was refused already). */
export const logout = () =>
  apiFetch<{ success: true; message: string }>('/auth/logout', {
    method: 'POST',
    signal: AbortSignal.timeout(LOGOUT_WAIT_MS),
  });

/**
 * Every Logout button: the server revokes the token, then storage is cleared whatever it
 * answered (also when it is unreachable) and the browser goes to /login.
 */
export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    // A refused token is what this call ends anyway; no "session ended" message for it.
    meta: { endsSessionOn: [] },
    onSettled: () => {
      sessionStore.clear();
      navigate('/login');
    },
  });
}
