import { messages, type HistoryResponse } from '@depot/contract';
import { depotPath, trackerAnswer } from './read';

/** Whole Asia/Jakarta days, both included, as the date inputs give them. */
export interface Range {
  start_date: string;
  end_date: string;
}

export type History = Pick<HistoryResponse, 'data' | 'total_points'>;

/** A bike's positions over a range, thinned by the server for drawing. */
export const fetchHistory = (
  username: string,
  tracker: string,
  range: Range,
  signal?: AbortSignal,
) =>
  trackerAnswer<History>(
    depotPath('history', username, { ...range, tracker }),
    { data: [], total_points: 0 },
    { signal, fallbackMessage: messages.tracker.historyFailed },
  );
