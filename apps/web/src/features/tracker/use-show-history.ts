import { messages } from '@depot/contract';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type { ActionDispatch } from 'react';
import { errorMessage } from '../../lib/api';
import { endedSession } from '../../lib/session-end';
import type { Range } from './api/history';
import { historyRangeQuery } from './api/history-range';
import type { TrackerAction } from './tracker-view';

/**
 * 'Tampilkan Riwayat' (spec §4, §8): history mode, both calls at once, and the spec's alerts
 * when they fail ('Terjadi kesalahan: …', history cleared) or find nothing.
 */
export function useShowHistory(
  username: string,
  tracker: string | undefined,
  dispatch: ActionDispatch<[TrackerAction]>,
) {
  const queryClient = useQueryClient();
  return async (range: Range) => {
    if (!tracker) return;
    dispatch({ type: 'history', range });
    try {
      const result = await queryClient.fetchQuery(historyRangeQuery(username, tracker, range));
      if (result.points.length === 0 && !result.summary?.trip_count) {
        notifications.show({ color: 'yellow', message: messages.tracker.noHistory });
      }
    } catch (error) {
      dispatch({ type: 'historyFailed' });
      if (endedSession(error)) return;
      const message = errorMessage(error, messages.tracker.historyFailed);
      notifications.show({ color: 'red', message: messages.tracker.historyError(message) });
    }
  };
}
