import type { LastPosition, TrackerDevice, TrackerStatus } from '@depot/contract';
import { BikeMarker } from './bike-marker';

/** A marker per bike that has sent a position; the chosen one in red. */
export function BikeMarkers({
  devices,
  positions,
  chosen,
  chosenStatus,
  onPick,
}: {
  devices: readonly TrackerDevice[];
  /** Each device's last position, in the same order. */
  positions: readonly (LastPosition | null | undefined)[];
  chosen: string | undefined;
  /** The chosen bike's status, fresher than the list's. */
  chosenStatus: TrackerStatus;
  onPick: (tracker: string) => void;
}) {
  return devices.map((d, i) => {
    const position = positions[i];
    const isChosen = d.id === chosen;
    return (
      position && (
        <BikeMarker
          key={d.id}
          name={d.name}
          position={position}
          selected={isChosen}
          online={(isChosen ? chosenStatus : d.status) === 'Online'}
          onSelect={() => !isChosen && onPick(d.id)}
        />
      )
    );
  });
}
