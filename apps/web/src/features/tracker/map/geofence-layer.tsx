import { messages, type Geofence } from '@depot/contract';
import L from 'leaflet';
import { useEffect, useEffectEvent } from 'react';
import { fenceVertices } from '../geofence-shape';
import classes from '../tracker.module.css';
import { el } from './dom';
import { useLeafletMap } from './map-context';

function popupContent(fence: Geofence, onDelete: ((fence: Geofence) => void) | undefined) {
  const root = el('div', classes.popup);
  root.append(el('strong', undefined, fence.name));
  if (onDelete) {
    const button = el('button', classes.popupButton, messages.tracker.deleteGeofence);
    button.type = 'button';
    button.addEventListener('click', () => onDelete(fence));
    root.append(button);
  }
  return root;
}

/**
 * The depot's geofences in blue, each named in its popup. `onDelete` (super admins only) puts
 * a delete button there.
 */
export function GeofenceLayer({
  fences,
  onDelete,
}: {
  fences: readonly Geofence[];
  onDelete?: (fence: Geofence) => void;
}) {
  const map = useLeafletMap();
  const remove = useEffectEvent((fence: Geofence) => {
    map.closePopup();
    onDelete?.(fence);
  });
  const canDelete = Boolean(onDelete);

  useEffect(() => {
    const group = L.featureGroup();
    for (const fence of fences) {
      const vertices = fenceVertices(fence);
      if (!vertices) continue;
      L.polygon(vertices, {
        color: '#1c7ed6',
        weight: 2,
        fillOpacity: 0.08,
        // Drawing tools leave the saved fences alone: they are changed by deleting and drawing.
        pmIgnore: true,
      })
        .bindPopup(popupContent(fence, canDelete ? remove : undefined))
        .addTo(group);
    }
    group.addTo(map);
    return () => {
      group.remove();
    };
  }, [map, fences, canDelete]);

  return null;
}
