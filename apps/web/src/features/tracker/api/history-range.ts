import type { HistoryPoint, TrackerSummary } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchHistory, type Range } from './history';
import { fetchSummary } from './summary';
import { trackerKeys } from './keys';

export interface HistoryView {
  points: HistoryPoint[];
  /** Stored positions in the range; more than `points` when the server thinned them. */
  totalPoints: number;
  summary: TrackerSummary | null;
}

export const historyRangeQuery = (username: string, tracker: string, range: Range) =>
  queryOptions({
    queryKey: trackerKeys.history(username, tracker, range),
    // The two calls go out together (spec §7); either failing fails the view.
    queryFn: async ({ signal }): Promise<HistoryView> => {
      const [history, summary] = await Promise.all([
        fetchHistory(username, tracker, range, signal),
        fetchSummary(username, tracker, range, signal),
      ]);
      return { points: history.data, totalPoints: history.total_points, summary };
    },
    // Long enough that the view mounting after the button's own fetch does not ask again;
    // short enough that 'Tampilkan Riwayat' a little later brings today's newest points.
    staleTime: 15_000,
  });

export const useHistoryRange = (
  username: string,
  tracker: string | undefined,
  range: Range | null,
) =>
  useQuery({
    ...historyRangeQuery(username, tracker ?? '', range ?? { start_date: '', end_date: '' }),
    enabled: Boolean(tracker && range),
  });
