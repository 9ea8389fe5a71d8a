import { messages } from '@depot/contract';
import { Paper, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api';
import classes from './tracker.module.css';

/** Loading, failure or "nothing to show", in a card over the map. */
const MapMessage = ({ role, children }: { role: 'status' | 'alert'; children: ReactNode }) => (
  <Paper className={classes.message} shadow="md" p="sm" role={role}>
    <Text size="sm" ta="center">
      {children}
    </Text>
  </Paper>
);

/** 'Memuat GPS Tracker...', a failed load, a depot without bikes, a bike never heard from. */
export function MapMessages({
  devices,
  deviceCount,
  neverSent,
}: {
  devices: UseQueryResult<unknown>;
  deviceCount: number;
  neverSent: boolean;
}) {
  if (devices.isPending) return <MapMessage role="status">{messages.tracker.loading}</MapMessage>;
  if (devices.isError) {
    return (
      <MapMessage role="alert">
        {errorMessage(devices.error, messages.tracker.devicesFailed)}
      </MapMessage>
    );
  }
  if (deviceCount === 0) return <MapMessage role="status">{messages.tracker.noDevices}</MapMessage>;
  return neverSent ? <MapMessage role="status">{messages.tracker.noPosition}</MapMessage> : null;
}
