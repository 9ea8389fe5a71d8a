import { DEFAULT_FUEL_KM_PER_L, type Geofence } from '@depot/contract';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState, type ActionDispatch, type ReactNode } from 'react';
import { MapMessages } from './map-messages';
import { mapTarget } from './map-target';
import { BikeMarkers } from './map/bike-markers';
import { DepotMarker } from './map/depot-marker';
import { GeofenceLayer } from './map/geofence-layer';
import { ReplayMarker } from './map/replay-marker';
import { TrackerMap } from './map/tracker-map';
import { TrailLine } from './map/trail-line';
import { ViewControl } from './map/view-control';
import { BarHead, ReplayNotice } from './panel/bar-head';
import { ControlsCard } from './panel/controls-card';
import { DeviceCard } from './panel/device-card';
import { HistoryPanel } from './panel/history-panel';
import { StatusCard } from './panel/status-card';
import { TrackerBar } from './panel/tracker-bar';
import { tripPoints } from './replay';
import classes from './tracker.module.css';
import type { TrackerAction, TrackerView } from './tracker-view';
import { useShowHistory } from './use-show-history';
import { useTrackerData } from './use-tracker-data';

/** What only a super admin has: any depot's bikes, and the geofence tools. */
export interface AdminTools {
  picker: ReactNode;
  /** Drawn inside the map: the polygon toolbar (loaded with the admin's page only). */
  toolbar: ReactNode;
  onDeleteFence: (fence: Geofence) => void;
}

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
  const data = useTrackerData(username, view);
  const { live, devices, bike, depot, history, status } = data;
  const showHistory = useShowHistory(username, bike?.id, dispatch);
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
  const pick = (tracker: string) => dispatch({ type: 'pick', tracker });

  return (
    <div className={classes.screen}>
      <TrackerMap>
        {depot?.depot_location && (
          <DepotMarker {...depot.depot_location} depotName={depot.depot_name} />
        )}
        <GeofenceLayer fences={data.fences} onDelete={admin?.onDeleteFence} />
        <TrailLine points={live ? data.trail : (history.data?.points ?? [])} />
        {view.replay && <TrailLine points={replayPoints} color="#f08c00" weight={6} />}
        <BikeMarkers
          devices={devices}
          positions={data.positions}
          chosen={bike?.id}
          chosenStatus={status}
          onPick={pick}
        />
        {view.replay && <ReplayMarker points={replayPoints} run={view.replay.run} />}
        <ViewControl target={target} cover={bar} />
        {admin?.toolbar}
      </TrackerMap>
      <MapMessages
        devices={data.devicesQuery}
        deviceCount={devices.length}
        neverSent={data.neverSent}
      />

      <TrackerBar
        ref={setBar}
        open={open}
        onToggle={() => setBarOpen(!open)}
        head={<BarHead bikeName={bike?.name ?? '–'} status={status} />}
        notice={
          view.replay && (
            <ReplayNotice trip={view.replay.trip} onStop={() => dispatch({ type: 'stopReplay' })} />
          )
        }
      >
        <div className={classes.cards}>
          <DeviceCard
            username={username}
            depotName={depot?.depot_name ?? null}
            devices={devices}
            bikeId={bike?.id}
            onPick={pick}
            picker={admin?.picker}
          />
          <StatusCard
            bikeName={bike?.name ?? '–'}
            status={status}
            lastSeen={data.lastSeen}
            live={live}
          />
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
            onReplay={(trip) => {
              dispatch({ type: 'replay', trip });
              // A phone's panel folds away, so the ride shows on the map.
              if (isPhone) setBarOpen(false);
            }}
          />
        )}
      </TrackerBar>
    </div>
  );
}
