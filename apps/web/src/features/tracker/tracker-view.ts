import type { Segment } from '@depot/contract';
import type { Range } from './api/history';

/** What the tracker screen shows (spec §4 "Tracker modes"). */
export interface TrackerView {
  /** The depot on screen; a super admin's is null until one is picked (the first is shown). */
  username: string | null;
  /** The bike on the panel; null shows the depot's first. */
  tracker: string | null;
  mode: 'live' | 'history';
  /** The range of the history shown; null in live mode, or after a failed load. */
  range: Range | null;
  /** The trip replayed on the map; `run` grows with each replay, restarting it. */
  replay: { trip: Segment; run: number } | null;
}

export type TrackerAction =
  | { type: 'pick'; tracker: string; username?: string }
  | { type: 'history'; range: Range }
  | { type: 'historyFailed' }
  | { type: 'live' }
  | { type: 'replay'; trip: Segment }
  | { type: 'stopReplay' };

/** Live mode is on by default. */
export const initialView = (username: string | null): TrackerView => ({
  username,
  tracker: null,
  mode: 'live',
  range: null,
  replay: null,
});

export function trackerReducer(view: TrackerView, action: TrackerAction): TrackerView {
  switch (action.type) {
    case 'pick':
      // Another bike starts afresh: live, its own trail, no history.
      return {
        ...initialView(action.username ?? view.username),
        tracker: action.tracker,
      };
    case 'history':
      // 'Tampilkan Riwayat' turns live off.
      return { ...view, mode: 'history', range: action.range, replay: null };
    case 'historyFailed':
      return { ...view, range: null, replay: null };
    case 'live':
      // 'Pelacakan Langsung' turns live on and clears the history.
      return { ...view, mode: 'live', range: null, replay: null };
    case 'replay':
      return view.mode === 'history'
        ? { ...view, replay: { trip: action.trip, run: (view.replay?.run ?? 0) + 1 } }
        : view;
    case 'stopReplay':
      return { ...view, replay: null };
  }
}
