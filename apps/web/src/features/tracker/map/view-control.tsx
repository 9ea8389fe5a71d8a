import type L from 'leaflet';
import { useEffect, useEffectEvent } from 'react';
import { fitView } from '../../../lib/base-map';
import { useLeafletMap } from './map-context';

/** Where the map should look: follow one point, or fit a set of them. */
export type MapTarget =
  { key: string; follow: L.LatLngTuple } | { key: string; fit: readonly L.LatLngTuple[] };

/** Zoom when fitting: close enough for streets, no closer (one point fits at any zoom). */
const FIT_MAX_ZOOM = 17;

/**
 * Moves the map when the target's key changes (a new position to follow, a history or a trip
 * to fit), and never in between, so the user can look around. `cover` is what lies over the
 * map's bottom (the panel): the target is placed in the part left visible.
 */
export function ViewControl({
  target,
  cover,
}: {
  target: MapTarget | null;
  cover: HTMLElement | null;
}) {
  const map = useLeafletMap();
  const moveToTarget = useEffectEvent(() => {
    if (!target) return;
    // Never more than half the map: a tall panel on a phone would leave no room at all.
    const inset = Math.min(cover?.offsetHeight ?? 0, map.getSize().y / 2);
    if ('follow' in target) {
      const zoom = map.getZoom();
      const centre = map.project(target.follow, zoom).add([0, inset / 2]);
      map.setView(map.unproject(centre, zoom), zoom);
    } else if (target.fit.length > 0) {
      fitView(map, target.fit, { maxZoom: FIT_MAX_ZOOM, bottomInset: inset });
    }
  });
  // Only a new key moves the map; the same target again (a refetch) does not.
  const key = target?.key;
  useEffect(() => moveToTarget(), [key]);
  return null;
}
