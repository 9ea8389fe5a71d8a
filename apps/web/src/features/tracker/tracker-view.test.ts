import type { Segment } from '@depot/contract';
import { describe, expect, it } from 'vitest';
import { initialView, trackerReducer, type TrackerView } from './tracker-view';

const range = { start_date: '2026-03-01', end_date: '2026-03-02' };
const trip = { start_time: '2026-03-02T02:00:00Z' } as Segment;

describe('tracker modes (spec §4)', () => {
  const start = initialView('depot1');

  it('starts live; the history button turns live off, live tracking clears the history', () => {
    expect(start.mode).toBe('live');
    const history = trackerReducer(start, { type: 'history', range });
    expect(history).toMatchObject({ mode: 'history', range });
    expect(trackerReducer(history, { type: 'live' })).toMatchObject({ mode: 'live', range: null });
  });

  it('a failed history leaves history mode empty', () => {
    const history = trackerReducer(start, { type: 'history', range });
    expect(trackerReducer(history, { type: 'historyFailed' })).toMatchObject({
      mode: 'history',
      range: null,
    });
  });

  it('another bike starts afresh, live, with no history or replay', () => {
    let view: TrackerView = trackerReducer(start, { type: 'history', range });
    view = trackerReducer(view, { type: 'replay', trip });
    expect(trackerReducer(view, { type: 'pick', tracker: 'depot1-motor-2' })).toEqual({
      ...initialView('depot1'),
      tracker: 'depot1-motor-2',
    });
    expect(
      trackerReducer(view, { type: 'pick', tracker: 'depot2-motor-1', username: 'depot2' }),
    ).toEqual({ ...initialView('depot2'), tracker: 'depot2-motor-1' });
  });

  it('replays trips of a history only, each replay a new run', () => {
    expect(trackerReducer(start, { type: 'replay', trip })).toBe(start);
    let view = trackerReducer(start, { type: 'history', range });
    view = trackerReducer(view, { type: 'replay', trip });
    view = trackerReducer(view, { type: 'replay', trip });
    expect(view.replay).toEqual({ trip, run: 2 });
    expect(trackerReducer(view, { type: 'stopReplay' }).replay).toBeNull();
  });
});
