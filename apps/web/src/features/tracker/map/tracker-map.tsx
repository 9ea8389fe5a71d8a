import { MAP_CENTER, messages, TRACKER_ZOOM } from '@depot/contract';
import type { ReactNode } from 'react';
import { useBaseMap } from '../../../lib/base-map';
import mapClasses from '../../../lib/base-map.module.css';
import { MapContext } from './map-context';

/**
 * The tracker's map, centred on the spec's point until there are bikes to show. Each child is a
 * layer that adds and removes itself.
 */
export function TrackerMap({ children }: { children: ReactNode }) {
  const { map, container } = useBaseMap({
    start: { center: [MAP_CENTER.lat, MAP_CENTER.lon], zoom: TRACKER_ZOOM },
  });
  return (
    <>
      <div
        ref={container}
        className={mapClasses.fill}
        role="region"
        aria-label={messages.tracker.mapLabel}
      />
      {map && <MapContext value={map}>{children}</MapContext>}
    </>
  );
}
