import type { SubscriptionStatus, WebgisDepot } from '@depot/contract';
import L from 'leaflet';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DepotClusterLayer } from '../../lib/depot-cluster';
import { roundDegrees, useBaseMap, type MapStart } from '../../lib/base-map';
import mapClasses from '../../lib/base-map.module.css';
import { SUBSCRIPTION_KINDS } from './subscription-kinds';
import classes from './webgis.module.css';

/** Jakarta at zoom 11 (spec admin-tracker-map §9). */
const START: MapStart = { center: [-6.2088, 106.8456], zoom: 11 };

export type LatLon = [number, number];

interface OpenPopup {
  depot: WebgisDepot;
  element: HTMLElement;
  popup: L.Popup;
}

interface Props {
  depots: readonly WebgisDepot[];
  /** While set, a click on the map picks a point and the picked one is marked. */
  picking: { point: LatLon | null; onPick: (point: LatLon) => void } | null;
  /** The content of a depot's popup (rendered into it while it is open). */
  popup: (depot: WebgisDepot, close: () => void) => ReactNode;
}

/**
 * The WebGIS map: the depots as one clustered layer updated in place, and popups whose content
 * is React (the surveyor and subscription form).
 */
export function WebgisMap({ depots, picking, popup }: Props) {
  const [open, setOpen] = useState<OpenPopup | null>(null);
  const layer = useRef<DepotClusterLayer<WebgisDepot, SubscriptionStatus> | null>(null);
  const { map, container } = useBaseMap({
    start: START,
    setup: (created) => {
      // Leaflet asks for a popup's content on opening and on every update(): one element per
      // marker keeps the React tree rendered into it.
      const roots = new WeakMap<L.Marker, HTMLElement>();
      const current = new DepotClusterLayer((depot: WebgisDepot, marker) => {
        let root = roots.get(marker);
        if (!root) {
          root = document.createElement('div');
          root.className = classes.popup ?? '';
          roots.set(marker, root);
        }
        const element = root;
        const popup = marker.getPopup();
        setOpen((prev) => (prev?.element === element || !popup ? prev : { depot, element, popup }));
        return root;
      }, SUBSCRIPTION_KINDS);
      created.addLayer(current);
      created.on('popupclose', () => setOpen(null));
      layer.current = current;
      return () => {
        layer.current = null;
      };
    },
  });

  useEffect(() => {
    layer.current?.setDepots(depots);
  }, [map, depots]);

  // The popup grows with its form (a validation message): Leaflet re-measures it.
  useEffect(() => {
    if (!open) return;
    const observer = new ResizeObserver(() => open.popup.update());
    observer.observe(open.element);
    return () => observer.disconnect();
  }, [open]);

  const onPick = picking?.onPick;
  useEffect(() => {
    if (!map || !onPick) return;
    const pick = (event: L.LeafletMouseEvent) => {
      onPick([roundDegrees(event.latlng.lat), roundDegrees(event.latlng.lng)]);
    };
    map.on('click', pick);
    map.getContainer().classList.add(classes.picking ?? '');
    return () => {
      map.off('click', pick);
      map.getContainer().classList.remove(classes.picking ?? '');
    };
  }, [map, onPick]);

  const point = picking?.point;
  useEffect(() => {
    if (!map || !point) return;
    const mark = L.circleMarker(point, {
      radius: 9,
      color: '#1c7ed6',
      weight: 3,
      fillColor: '#ffffff',
      fillOpacity: 0.9,
      interactive: false,
    }).addTo(map);
    return () => {
      mark.remove();
    };
  }, [map, point]);

  return (
    <>
      <div
        ref={container}
        className={mapClasses.fill}
        role="region"
        aria-label="Peta WebGIS depot air minum"
      />
      {open &&
        createPortal(
          popup(open.depot, () => map?.closePopup()),
          open.element,
        )}
    </>
  );
}
