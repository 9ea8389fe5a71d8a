import L from 'leaflet';
import classes from '../tracker.module.css';
import { el } from './dom';

const SVG = (paths: string) =>
  `<svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${paths}</svg>`;
const MOTORBIKE = SVG(
  '<circle cx="5.5" cy="16.5" r="3.5"/><circle cx="18.5" cy="16.5" r="3.5"/><path d="M5.5 16.5h6l3-6h-4"/><path d="M15 6h2l1.5 10.5"/><path d="M8.5 10.5h4"/>',
);
const HOUSE = SVG('<path d="M3 11l9-7 9 7"/><path d="M5 10v10h14V10"/><path d="M10 20v-6h4v6"/>');

function pin(svg: string, className: string, label?: string) {
  const root = el('span', className);
  const badge = el('span', classes.pinBadge);
  badge.innerHTML = svg; // a constant of this file, never data
  root.append(badge);
  if (label !== undefined) root.append(el('span', classes.pinLabel, label));
  return L.divIcon({
    html: root,
    className: classes.marker,
    iconSize: [32, 32],
    iconAnchor: [16, 16],
    popupAnchor: [0, -14],
  });
}

/** A bike: red when it is the one on the panel, grey when offline, its name beneath. */
export const bikeIcon = (name: string, selected: boolean, online: boolean) =>
  pin(
    MOTORBIKE,
    [classes.pin, selected ? classes.pinSelected : '', online ? '' : classes.pinOffline].join(' '),
    name,
  );

export const depotIcon = () => pin(HOUSE, `${classes.pin} ${classes.pinDepot}`);

/** The bike of a replayed trip. */
export const replayIcon = () => pin(MOTORBIKE, `${classes.pin} ${classes.pinReplay}`);
