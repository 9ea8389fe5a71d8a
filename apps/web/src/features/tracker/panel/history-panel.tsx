import { formatInteger, messages, type Segment } from '@depot/contract';
import { Loader, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { HistoryView } from '../api/history-range';
import classes from '../tracker.module.css';
import { StatsCard } from './stats-card';
import { TripList } from './trip-list';

// ECharts comes only with a history: live tracking never downloads it.
const SpeedChart = lazy(async () => ({ default: (await import('./speed-chart')).SpeedChart }));

/** With a history loaded: its stats and fuel, the speed chart and the trips. */
export function HistoryPanel({
  history,
  loading,
  kmPerLitre,
  onKmPerLitre,
  replaying,
  onReplay,
}: {
  history: HistoryView | undefined;
  loading: boolean;
  kmPerLitre: number;
  onKmPerLitre: (value: number) => void;
  replaying: Segment | null;
  onReplay: (trip: Segment) => void;
}) {
  const figures = useRef<HTMLDivElement>(null);
  // A new history brings its figures into view: on a phone they start below the controls.
  useEffect(() => {
    figures.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [history]);

  if (!history) return loading ? <Loader size="sm" aria-label={messages.tracker.loading} /> : null;
  const { points, totalPoints, summary } = history;
  if (points.length === 0 && !summary?.trip_count) {
    return <Text size="sm">{messages.tracker.noHistoryInRange}</Text>;
  }
  return (
    <>
      <div className={classes.historyGrid} ref={figures}>
        {summary && (
          <StatsCard summary={summary} kmPerLitre={kmPerLitre} onKmPerLitre={onKmPerLitre} />
        )}
        <Suspense fallback={<Loader size="sm" aria-label={messages.tracker.speedChart} />}>
          <SpeedChart points={points} />
        </Suspense>
      </div>
      {totalPoints > points.length && (
        <Text size="xs" c="dimmed">
          {messages.tracker.thinned(formatInteger(points.length), formatInteger(totalPoints))}
        </Text>
      )}
      {summary && (
        <TripList
          trips={summary.trips}
          total={summary.trip_count}
          replaying={replaying}
          onReplay={onReplay}
        />
      )}
    </>
  );
}
