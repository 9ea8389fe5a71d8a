import { messages } from '@depot/contract';
import L from 'leaflet';
import { useEffect } from 'react';
import classes from '../tracker.module.css';
import { el } from './dom';
import { depotIcon } from './icons';
import { useLeafletMap } from './map-context';

/** The depot's own location ('Lokasi Depot'), where the rounds start and end. */
export function DepotMarker({
  latitude,
  longitude,
  depotName,
}: {
  latitude: number;
  longitude: number;
  depotName: string | null;
}) {
  const map = useLeafletMap();
  useEffect(() => {
    const popup = el('div', classes.popup);
    popup.append(el('strong', undefined, messages.tracker.depotLocation));
    if (depotName) popup.append(el('span', undefined, depotName));
    const marker = L.marker([latitude, longitude], {
      icon: depotIcon(),
      title: messages.tracker.depotLocation,
      zIndexOffset: -500,
    })
      .bindPopup(popup)
      .addTo(map);
    return () => {
      marker.remove();
    };
  }, [map, latitude, longitude, depotName]);
  return null;
}
