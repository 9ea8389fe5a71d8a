import type { ServerEvent } from '@depot/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyDashboardEvent } from '../features/dashboard/live-updates';
import { applyIncomeEvent } from '../features/income/live-updates';
import { applyPosEvent } from '../features/pos/live-updates';
import { applyTrackerEvent } from '../features/tracker/live-updates';
import { runEventStream } from '../lib/event-stream';

/**
 * The signed-in browser's live stream, mounted once in the dashboard shell. Each feature updates
 * its own caches from the events; the spec's polling stays as the fallback while it is down.
 */
export function useLiveUpdates(username: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!username) return;
    const stop = new AbortController();
    const apply = (event: ServerEvent) => {
      applyDashboardEvent(queryClient, username, event);
      applyPosEvent(queryClient, username, event);
      applyIncomeEvent(queryClient, username, event);
      applyTrackerEvent(queryClient, username, event);
    };
    void runEventStream(
      {
        onEvent: apply,
        // Events sent while the stream was down are lost: what they would have changed is fetched.
        onOpen: (again) => again && apply({ type: 'resync' }),
      },
      stop.signal,
    );
    return () => stop.abort();
  }, [queryClient, username]);
}
