import { formatInteger, messages, type Segment } from '@depot/contract';
import { Button, Group, Loader, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { HistoryView } from '../api/history-range';
import { formatClock } from '../time';
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
  onStopReplay,
}: {
  history: HistoryView | undefined;
  loading: boolean;
  kmPerLitre: number;
  onKmPerLitre: (value: number) => void;
  replaying: Segment | null;
  onReplay: (trip: Segment) => void;
  onStopReplay: () => void;
}) {
  if (!history) return loading ? <Loader size="sm" aria-label={messages.tracker.loading} /> : null;
  const { points, totalPoints, summary } = history;
  if (points.length === 0 && !summary?.trip_count) {
    return <Text size="sm">{messages.tracker.noHistoryInRange}</Text>;
  }
  return (
    <>
      {replaying && (
        <Group justify="space-between" gap="xs" role="status">
          <Text size="sm" fw={600}>
            {messages.tracker.replaying(formatClock(replaying.start_time))}
          </Text>
          <Button size="compact-sm" variant="light" color="gray" onClick={onStopReplay}>
            {messages.tracker.stopReplay}
          </Button>
        </Group>
      )}
      <div className={classes.historyGrid}>
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
