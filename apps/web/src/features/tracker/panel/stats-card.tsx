import {
  formatNumber,
  formatSpeed,
  fuelLitres,
  MIN_FUEL_KM_PER_L,
  messages,
  type TrackerSummary,
} from '@depot/contract';
import { Card, NumberInput } from '@mantine/core';
import { formatDuration } from '../time';
import classes from '../tracker.module.css';
import { CardTitle } from './card-title';

/** The range's distance, riding time, speeds and fuel estimate. */
export function StatsCard({
  summary,
  kmPerLitre,
  onKmPerLitre,
}: {
  summary: TrackerSummary;
  kmPerLitre: number;
  onKmPerLitre: (value: number) => void;
}) {
  const figures: [string, string][] = [
    [messages.tracker.totalDistance, `${formatNumber(summary.total_distance_km)} km`],
    [messages.tracker.duration, formatDuration(summary.total_duration_sec)],
    [messages.tracker.averageSpeed, formatSpeed(summary.average_speed_kmh)],
    [messages.tracker.maxSpeed, formatSpeed(summary.max_speed_kmh)],
    [messages.tracker.tripCountLabel, messages.tracker.tripCount(summary.trip_count)],
    [messages.tracker.fuel, `${formatNumber(fuelLitres(summary.total_distance_km, kmPerLitre))} L`],
  ];
  return (
    <Card withBorder padding="sm" component="section" aria-label={messages.tracker.stats}>
      <CardTitle>{messages.tracker.stats}</CardTitle>
      <dl className={classes.figures}>
        {figures.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <NumberInput
        mt="sm"
        label={messages.tracker.fuelEfficiency}
        value={kmPerLitre}
        min={MIN_FUEL_KM_PER_L}
        step={0.5}
        decimalScale={1}
        decimalSeparator=","
        clampBehavior="blur"
        onChange={(value) => {
          const n = typeof value === 'number' ? value : Number.parseFloat(value.replace(',', '.'));
          if (Number.isFinite(n) && n >= MIN_FUEL_KM_PER_L) onKmPerLitre(n);
        }}
      />
    </Card>
  );
}
