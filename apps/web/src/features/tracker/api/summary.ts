import { messages, type TrackerSummary } from '@depot/contract';
import type { Range } from './history';
import { depotPath, trackerRead } from './read';

/** Distance, riding time, speeds, trips and stops of a range, from every stored point. */
export const fetchSummary = (
  username: string,
  tracker: string,
  range: Range,
  signal?: AbortSignal,
) =>
  trackerRead<TrackerSummary | null>(depotPath('summary', username, { ...range, tracker }), null, {
    signal,
    fallbackMessage: messages.tracker.historyFailed,
  });
