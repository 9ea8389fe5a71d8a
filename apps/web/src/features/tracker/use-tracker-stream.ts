import type { ServerEvent } from '@depot/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { runEventStream } from '../../lib/event-stream';
import { applyTrackerEvent } from './live-updates';

/**
 * The live stream of the depot a super admin is looking at (an owner's screens share the
 * dashboard's stream instead). Polling stays as the fallback while it is down.
 */
export function useTrackerStream(username: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!username) return;
    const stop = new AbortController();
    const apply = (event: ServerEvent) => applyTrackerEvent(queryClient, username, event);
    void runEventStream(
      { onEvent: apply, onOpen: (again) => again && apply({ type: 'resync' }) },
      stop.signal,
      username,
    );
    return () => stop.abort();
  }, [queryClient, username]);
}
