// Leaflet first: Geoman's bundle extends the global L that Leaflet sets, and hooks into every map
// created after it, so this module is loaded with the super admin's page, before its map.
import L from 'leaflet';
import '@geoman-io/leaflet-geoman-free';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import { messages } from '@depot/contract';
import { useEffect, useEffectEvent } from 'react';
import { toVertices, type Vertex } from '../geofence-shape';
import { useLeafletMap } from './map-context';

/**
 * The super admin's drawing toolbar: polygons only (spec §5). A finished shape goes to `onDrawn`
 * and leaves the map when that settles; a saved fence comes back in the depot's list.
 */
export function GeofenceToolbar({ onDrawn }: { onDrawn: (vertices: Vertex[]) => Promise<void> }) {
  const map = useLeafletMap();
  const drawn = useEffectEvent(onDrawn);

  useEffect(() => {
    const { pm } = map;
    // Our texts over Geoman's own Indonesian (the fallback; with 'en' every other text of the
    // tool, 'Finish' and 'Cancel' among them, stayed English).
    pm.setLang(
      'id',
      {
        ...messages.tracker.geofenceDrawing,
        buttonTitles: { drawPolyButton: messages.tracker.drawGeofence },
      },
      'id',
    );
    // A fence that crosses itself has no clear inside.
    pm.setGlobalOptions({ allowSelfIntersection: false });
    pm.addControls({
      position: 'topleft',
      drawPolygon: true,
      drawMarker: false,
      drawCircleMarker: false,
      drawPolyline: false,
      drawRectangle: false,
      drawCircle: false,
      drawText: false,
      editControls: false,
      customControls: false,
      optionsControls: false,
    });
    // Geoman's button is an empty link titled on its wrapper; screen readers need its name on it.
    for (const button of map.getContainer().querySelectorAll('.leaflet-buttons-control-button')) {
      button.setAttribute('aria-label', messages.tracker.drawGeofence);
    }
    const onCreate = ({ layer }: { layer: L.Layer }) => {
      if (!(layer instanceof L.Polygon)) {
        layer.remove();
        return;
      }
      const ring = layer.getLatLngs()[0] as L.LatLng[];
      void drawn(toVertices(ring)).finally(() => layer.remove());
    };
    map.on('pm:create', onCreate);
    return () => {
      map.off('pm:create', onCreate);
      pm.disableDraw();
      pm.removeControls();
    };
  }, [map]);

  return null;
}
