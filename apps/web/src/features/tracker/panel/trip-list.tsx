import { messages, type Segment } from '@depot/contract';
import { Button, Card, Text } from '@mantine/core';
import { DataList, type DataColumn } from '../../../components/data-list';
import { formatShortDuration, jakartaDay, timeLabel } from '../time';
import { CardTitle } from './card-title';

/** Two decimals always, so the column's figures line up: '1,00 km', '0,45 km'. */
const kilometres = new Intl.NumberFormat('id-ID', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const tripTime = (trip: Segment, withDay: boolean) =>
  `${timeLabel(trip.start_time, withDay)} – ${trip.end_time ? timeLabel(trip.end_time, withDay) : messages.tracker.ongoing}`;

const Play = () => (
  <svg viewBox="0 0 24 24" width="12" height="12" fill="currentColor" aria-hidden="true">
    <path d="M7 4l13 8-13 8z" />
  </svg>
);

/** The range's trips, each replayable on the map. */
export function TripList({
  trips,
  total,
  replaying,
  onReplay,
}: {
  trips: readonly Segment[];
  /** Every trip of the range; the list holds the newest only. */
  total: number;
  replaying: Segment | null;
  onReplay: (trip: Segment) => void;
}) {
  const first = trips[0];
  const last = trips[trips.length - 1];
  const withDay = Boolean(
    first && last && jakartaDay(first.start_time) !== jakartaDay(last.start_time),
  );
  const columns: DataColumn<Segment>[] = [
    {
      header: messages.tracker.tripTime,
      // The row's name is its replay button: the first column, and a phone card's title.
      cell: (t) => (
        <Button
          size="compact-sm"
          px={4}
          // Room for the three columns on a 390 px phone.
          styles={{ section: { marginInlineEnd: 4 } }}
          variant={t === replaying ? 'filled' : 'subtle'}
          color="orange"
          leftSection={<Play />}
          title={messages.tracker.replay}
          aria-label={`${messages.tracker.replay} ${tripTime(t, withDay)}`}
          onClick={() => onReplay(t)}
        >
          {tripTime(t, withDay)}
        </Button>
      ),
    },
    {
      header: messages.tracker.tripDistance,
      cell: (t) => `${kilometres.format(t.distance_km)} km`,
      figure: true,
    },
    {
      header: messages.tracker.tripDuration,
      cell: (t) => formatShortDuration(t.duration_sec),
      figure: true,
    },
  ];
  return (
    <Card withBorder padding="sm" component="section" aria-label={messages.tracker.trips}>
      <CardTitle>{messages.tracker.trips}</CardTitle>
      {trips.length === 0 ? (
        <Text size="sm">{messages.tracker.noTrips}</Text>
      ) : (
        <>
          {total > trips.length && (
            <Text size="xs" c="dimmed" mb={4}>
              {messages.tracker.tripsShown(trips.length, total)}
            </Text>
          )}
          <DataList
            label={messages.tracker.tripTable}
            columns={columns}
            // Newest first: the trip just ridden is the one most often looked for.
            rows={[...trips].reverse()}
            rowKey={(t) => t.start_time}
            isCurrent={(t) => t === replaying}
          />
        </>
      )}
    </Card>
  );
}
