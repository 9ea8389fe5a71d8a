import { SUBSCRIPTION_LABELS, type PublicDepot, type SubscriptionStatus } from '@depot/contract';
import L from 'leaflet';
// Extends the L above with L.markerClusterGroup (the plugin expects a global L, which Leaflet sets).
import 'leaflet.markercluster';
import { formatArea, formatRating, STATUS_COLORS, telHref } from './depots';
import classes from './map.module.css';

/** A DOM element with text content only: depot data never becomes HTML. */
function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string | undefined,
  text?: string,
) {
  const node = document.createElement(tag);
  node.className = className ?? '';
  if (text !== undefined) node.textContent = text;
  return node;
}

function popupContent(depot: PublicDepot) {
  const root = el('div', classes.popup);
  root.append(el('strong', classes.popupName, depot.nama));
  const status = el('span', classes.status, SUBSCRIPTION_LABELS[depot.is_subscribed]);
  status.style.setProperty('--status-color', STATUS_COLORS[depot.is_subscribed]);
  root.append(status, el('span', undefined, depot.alamat));
  const area = formatArea(depot);
  if (area) root.append(el('span', classes.popupMuted, area));
  if (depot.telepon) {
    const phone = el('a', undefined, depot.telepon);
    phone.href = telHref(depot.telepon);
    const line = el('span', undefined, 'Telepon: ');
    line.append(phone);
    root.append(line);
  }
  if (depot.jam_buka) root.append(el('span', undefined, `Jam buka: ${depot.jam_buka}`));
  root.append(el('span', classes.popupRating, formatRating(depot)));
  return root;
}

function markerIcon(status: SubscriptionStatus) {
  const dot = el('span', classes.dot);
  dot.style.background = STATUS_COLORS[status];
  return L.divIcon({ html: dot, className: classes.marker, iconSize: [22, 22] });
}

/** A ring split by status share around the number of depots in the cluster. */
function clusterIcon(statuses: SubscriptionStatus[]) {
  let from = 0;
  const stops = (Object.keys(STATUS_COLORS) as SubscriptionStatus[]).map((status) => {
    const to = from + (statuses.filter((s) => s === status).length / statuses.length) * 100;
    const stop = `${STATUS_COLORS[status]} ${from}% ${to}%`;
    from = to;
    return stop;
  });
  const ring = el('span', classes.cluster);
  ring.style.background = `conic-gradient(${stops.join(', ')})`;
  ring.append(el('span', undefined, String(statuses.length)), el('span', classes.srOnly, ' depot'));
  const size = statuses.length < 10 ? 38 : statuses.length < 100 ? 44 : 50;
  return L.divIcon({ html: ring, className: classes.marker, iconSize: [size, size] });
}

/**
 * The depots as one clustered layer, and a way to bring one depot's popup into view (zooming
 * into its cluster when needed).
 */
export function depotLayer(depots: PublicDepot[]) {
  const statusOf = new Map<L.Layer, SubscriptionStatus>();
  const byId = new Map<number, L.Marker>();
  const group = L.markerClusterGroup({
    showCoverageOnHover: false,
    maxClusterRadius: 50,
    iconCreateFunction: (cluster) =>
      clusterIcon(cluster.getAllChildMarkers().map((m) => statusOf.get(m) ?? 'Tidak')),
  });
  const markers = depots.map((depot) => {
    const marker = L.marker([depot.latitude, depot.longitude], {
      icon: markerIcon(depot.is_subscribed),
      title: `${depot.nama} (${SUBSCRIPTION_LABELS[depot.is_subscribed]})`,
      riseOnHover: true,
    }).bindPopup(() => popupContent(depot), { maxWidth: 280 });
    statusOf.set(marker, depot.is_subscribed);
    byId.set(depot.id, marker);
    return marker;
  });
  group.addLayers(markers);
  return {
    group,
    show(id: number) {
      const marker = byId.get(id);
      if (marker) group.zoomToShowLayer(marker, () => marker.openPopup());
    },
  };
}
