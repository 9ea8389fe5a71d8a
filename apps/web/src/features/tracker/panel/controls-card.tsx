import { messages } from '@depot/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { firstErrorMessage } from '../../../lib/form-errors';
import { field } from '../../../lib/form-field';
import type { Range } from '../api/history';
import { rangeForm, type RangeInput } from '../range-form';
import { jakartaDay } from '../time';
import classes from '../tracker.module.css';
import { CardTitle } from './card-title';

/** From and to dates, 'Tampilkan Riwayat' and 'Pelacakan Langsung'. */
export function ControlsCard({
  live,
  loading,
  onHistory,
  onLive,
}: {
  live: boolean;
  loading: boolean;
  onHistory: (range: Range) => void;
  onLive: () => void;
}) {
  const today = jakartaDay();
  const form = useForm<RangeInput, unknown, Range>({
    resolver: zodResolver(rangeForm),
    defaultValues: { start_date: today, end_date: today },
  });

  const submit = form.handleSubmit(
    ({ start_date, end_date }) => onHistory({ start_date, end_date }),
    // The spec alerts; the field says it too.
    (invalid) =>
      notifications.show({
        id: 'tracker-range',
        color: 'red',
        message: firstErrorMessage(invalid) ?? messages.tracker.datesRequired,
      }),
  );

  return (
    <Card withBorder padding="sm" component="section" aria-label={messages.tracker.controls}>
      <CardTitle>{messages.tracker.controls}</CardTitle>
      <form onSubmit={submit} noValidate>
        <Group grow gap="xs" align="flex-start">
          <TextInput
            type="date"
            label={messages.tracker.fromDate}
            max={today}
            {...field(form, 'start_date')}
          />
          <TextInput
            type="date"
            label={messages.tracker.toDate}
            max={today}
            {...field(form, 'end_date')}
          />
        </Group>
        <div className={classes.buttons}>
          <Button type="submit" loading={loading} variant={live ? 'light' : 'filled'}>
            {messages.tracker.showHistory}
          </Button>
          <Button
            type="button"
            color="teal"
            variant={live ? 'filled' : 'light'}
            aria-pressed={live}
            onClick={onLive}
          >
            {messages.tracker.liveTracking}
          </Button>
        </div>
      </form>
    </Card>
  );
}
