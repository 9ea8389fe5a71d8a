import type L from 'leaflet';
import { createContext, useContext } from 'react';

export const MapContext = createContext<L.Map | null>(null);

/** The tracker map, for the layers drawn inside it (they render only once it exists). */
export function useLeafletMap(): L.Map {
  const map = useContext(MapContext);
  if (!map) throw new Error('A map layer must be drawn inside TrackerMap');
  return map;
}
