import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { readSession } from './session';

/** The stored session, read again on every route change (as the spec's shells do). */
export function useSession() {
  const location = useLocation();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- re-read storage when the route changes
  return useMemo(() => readSession(), [location.key]);
}
