import { formatSpeed, messages, type LastPosition } from '@depot/contract';
import L from 'leaflet';
import { useEffect, useEffectEvent, useState } from 'react';
import { formatSeenAt } from '../time';
import classes from '../tracker.module.css';
import { el } from './dom';
import { bikeIcon } from './icons';
import { useLeafletMap } from './map-context';

function popupContent(name: string, position: LastPosition) {
  const root = el('div', classes.popup);
  root.append(
    el('strong', undefined, name),
    el('span', undefined, messages.tracker.lastPosition),
    el('span', classes.popupMuted, formatSeenAt(position.timestamp)),
  );
  if (position.speed !== null) {
    root.append(el('span', classes.popupMuted, formatSpeed(position.speed)));
  }
  return root;
}

/** A bike's last position ('Posisi Terakhir'); clicking it puts the bike on the panel. */
export function BikeMarker({
  name,
  position,
  selected,
  online,
  onSelect,
}: {
  name: string;
  position: LastPosition;
  selected: boolean;
  online: boolean;
  onSelect: () => void;
}) {
  const map = useLeafletMap();
  // With its own icon from the start: never Leaflet's default marker, not even for a frame.
  const [marker] = useState(() =>
    L.marker([position.latitude, position.longitude], {
      icon: bikeIcon(name, selected, online),
      title: name,
      riseOnHover: true,
    }),
  );
  const select = useEffectEvent(onSelect);

  useEffect(() => {
    marker.bindPopup('', { maxWidth: 240 }).addTo(map);
    const onClick = () => select();
    marker.on('click', onClick);
    return () => {
      marker.off('click', onClick);
      marker.remove();
    };
  }, [map, marker]);

  useEffect(() => {
    marker.setLatLng([position.latitude, position.longitude]);
    marker.setPopupContent(popupContent(name, position));
  }, [marker, name, position]);

  useEffect(() => {
    marker.setIcon(bikeIcon(name, selected, online));
    marker.setZIndexOffset(selected ? 1000 : 0);
    marker.getElement()?.setAttribute('title', name);
  }, [marker, name, selected, online]);

  return null;
}
