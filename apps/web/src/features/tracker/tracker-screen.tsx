import { DEFAULT_FUEL_KM_PER_L, messages, type Geofence } from '@depot/contract';
import { Group, Paper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ActionDispatch, type ReactNode } from 'react';
import { errorMessage } from '../../lib/api';
import { useTileUrl } from '../../lib/map-config';
import { endedSession } from '../../lib/session-end';
import type { Range } from './api/history';
import { historyRangeQuery } from './api/history-range';
import { mapTarget } from './map-target';
import { BikeMarker } from './map/bike-marker';
import { DepotMarker } from './map/depot-marker';
import { GeofenceLayer } from './map/geofence-layer';
import { ReplayMarker } from './map/replay-marker';
import { TrackerMap } from './map/tracker-map';
import { TrailLine } from './map/trail-line';
import { ViewControl } from './map/view-control';
import { ControlsCard } from './panel/controls-card';
import { DeviceCard } from './panel/device-card';
import { HistoryPanel } from './panel/history-panel';
import { StatusBadge } from './panel/status-badge';
import { StatusCard } from './panel/status-card';
import { TrackerBar } from './panel/tracker-bar';
import { tripPoints } from './replay';
import classes from './tracker.module.css';
import type { TrackerAction, TrackerView } from './tracker-view';
import { useTrackerData } from './use-tracker-data';

/** What only a super admin has: any depot's bikes, and the geofence tools. */
export interface AdminTools {
  picker: ReactNode;
  /** Drawn inside the map: the polygon toolbar (loaded with the admin's page only). */
  toolbar: ReactNode;
  onDeleteFence: (fence: Geofence) => void;
}

/** Loading, failure or "nothing to show", in a card over the map. */
const MapMessage = ({ role, children }: { role: 'status' | 'alert'; children: ReactNode }) => (
  <Paper className={classes.message} shadow="md" p="sm" role={role}>
    <Text size="sm" ta="center">
      {children}
    </Text>
  </Paper>
);

/**
 * The GPS tracker of one depot (spec §2): the map with its bikes, trail and geofences, and the
 * bottom bar with the device, its status, the controls and, with a history, its figures.
 */
export function TrackerScreen({
  username,
  view,
  dispatch,
  admin,
}: {
  username: string;
  view: TrackerView;
  dispatch: ActionDispatch<[TrackerAction]>;
  admin?: AdminTools;
}) {
  const queryClient = useQueryClient();
  const tileUrl = useTileUrl();
  const data = useTrackerData(username, view);
  const { live, devices, bike, depot, history, status } = data;
  // Folded on a phone at first, so the map has the screen; open on a desktop.
  const isPhone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [barOpen, setBarOpen] = useState<boolean | null>(null);
  const open = barOpen ?? !isPhone;
  const [bar, setBar] = useState<HTMLDivElement | null>(null);
  const [kmPerLitre, setKmPerLitre] = useState(DEFAULT_FUEL_KM_PER_L);

  const replayPoints = useMemo(
    () => (view.replay && history.data ? tripPoints(history.data.points, view.replay.trip) : []),
    [view.replay, history.data],
  );
  const target = mapTarget({
    live,
    bikeId: bike?.id,
    position: data.position,
    positions: data.positions,
    depot: depot?.depot_location ?? null,
    history: history.data?.points,
    historyKey: view.range && `${view.range.start_date}/${view.range.end_date}`,
    replay: view.replay && { run: view.replay.run, points: replayPoints },
  });

  const showHistory = async (range: Range) => {
    if (!bike) return;
    dispatch({ type: 'history', range });
    try {
      const result = await queryClient.fetchQuery(historyRangeQuery(username, bike.id, range));
      if (result.points.length === 0 && !result.summary?.trip_count) {
        notifications.show({ color: 'yellow', message: messages.tracker.noHistory });
      }
    } catch (error) {
      dispatch({ type: 'historyFailed' });
      if (endedSession(error)) return;
      const message = errorMessage(error, messages.tracker.historyFailed);
      notifications.show({ color: 'red', message: messages.tracker.historyError(message) });
    }
  };

  const bikeName = bike?.name ?? '–';
  return (
    <div className={classes.screen}>
      <TrackerMap tileUrl={tileUrl}>
        {depot?.depot_location && (
          <DepotMarker {...depot.depot_location} depotName={depot.depot_name} />
        )}
        <GeofenceLayer fences={data.fences} onDelete={admin?.onDeleteFence} />
        <TrailLine points={live ? data.trail : (history.data?.points ?? [])} />
        {view.replay && <TrailLine points={replayPoints} color="#f08c00" weight={6} />}
        {devices.map((d, i) => {
          const position = data.positions[i];
          const chosen = d.id === bike?.id;
          return (
            position && (
              <BikeMarker
                key={d.id}
                name={d.name}
                position={position}
                selected={chosen}
                online={(chosen ? status : d.status) === 'Online'}
                onSelect={() => !chosen && dispatch({ type: 'pick', tracker: d.id })}
              />
            )
          );
        })}
        {view.replay && <ReplayMarker points={replayPoints} run={view.replay.run} />}
        <ViewControl target={target} cover={bar} />
        {admin?.toolbar}
      </TrackerMap>

      {data.devicesQuery.isPending && (
        <MapMessage role="status">{messages.tracker.loading}</MapMessage>
      )}
      {data.devicesQuery.isError && (
        <MapMessage role="alert">
          {errorMessage(data.devicesQuery.error, messages.tracker.devicesFailed)}
        </MapMessage>
      )}
      {data.devicesQuery.isSuccess && devices.length === 0 && (
        <MapMessage role="status">{messages.tracker.noDevices}</MapMessage>
      )}
      {data.neverSent && <MapMessage role="status">{messages.tracker.noPosition}</MapMessage>}

      <TrackerBar
        ref={setBar}
        open={open}
        onToggle={() => setBarOpen(!open)}
        head={
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Text fw={600} truncate>
              {bikeName}
            </Text>
            <StatusBadge status={status} dot />
          </Group>
        }
      >
        <div className={classes.cards}>
          <DeviceCard
            username={username}
            depotName={depot?.depot_name ?? null}
            devices={devices}
            bikeId={bike?.id}
            onPick={(tracker) => dispatch({ type: 'pick', tracker })}
            picker={admin?.picker}
          />
          <StatusCard bikeName={bikeName} status={status} lastSeen={data.lastSeen} live={live} />
          <ControlsCard
            live={live}
            loading={history.isFetching}
            onHistory={(range) => void showHistory(range)}
            onLive={() => dispatch({ type: 'live' })}
          />
        </div>
        {!live && (
          <HistoryPanel
            history={history.data}
            loading={history.isFetching}
            kmPerLitre={kmPerLitre}
            onKmPerLitre={setKmPerLitre}
            replaying={view.replay?.trip ?? null}
            onReplay={(trip) => dispatch({ type: 'replay', trip })}
            onStopReplay={() => dispatch({ type: 'stopReplay' })}
          />
        )}
      </TrackerBar>
    </div>
  );
}
