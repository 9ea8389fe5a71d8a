import {
  STATUS_COLORS,
  SUBSCRIPTION_LABELS,
  SUBSCRIPTION_STATUSES,
  type PublicDepot,
  type SubscriptionStatus,
} from '@depot/contract';
import L from 'leaflet';
// Extends the L above with L.markerClusterGroup (the plugin expects a global L, which Leaflet sets).
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import classes from './depot-markers.module.css';

/** What a marker needs of a depot: the public map's and WebGIS's depots both have it. */
export type MapDepot = Pick<
  PublicDepot,
  'id' | 'nama' | 'latitude' | 'longitude' | 'is_subscribed'
>;

/**
 * One icon per status, shared by every marker (10.000 markers make no 10.000 icon elements).
 * The markup is ours alone: depot data never becomes HTML.
 */
const MARKER_ICONS = Object.fromEntries(
  SUBSCRIPTION_STATUSES.map((status) => [
    status,
    L.divIcon({
      html: `<span class="${classes.dot}" data-status="${status}" style="background:${STATUS_COLORS[status]}"></span>`,
      className: classes.marker,
      iconSize: [22, 22],
    }),
  ]),
) as Record<SubscriptionStatus, L.DivIcon>;

/** A ring split by status share around the number of depots in the cluster. */
function clusterIcon(counts: Record<SubscriptionStatus, number>, total: number) {
  let from = 0;
  const stops = SUBSCRIPTION_STATUSES.map((status) => {
    const to = from + (counts[status] / total) * 100;
    const stop = `${STATUS_COLORS[status]} ${from}% ${to}%`;
    from = to;
    return stop;
  });
  const ring = document.createElement('span');
  ring.className = classes.cluster ?? '';
  ring.style.background = `conic-gradient(${stops.join(', ')})`;
  const count = document.createElement('span');
  count.textContent = String(total);
  const label = document.createElement('span');
  label.className = classes.srOnly ?? '';
  label.textContent = ' depot';
  ring.append(count, label);
  const size = total < 10 ? 38 : total < 100 ? 44 : 50;
  return L.divIcon({ html: ring, className: classes.marker, iconSize: [size, size] });
}

/**
 * The depots as one clustered layer. `setDepots` adds, removes and replaces only the markers
 * whose depot changed (a query's structural sharing keeps unchanged depots the same object), so
 * an edit or a filter over 10.000 depots does not rebuild the map. `popup` builds a marker's
 * popup content when it opens.
 */
export class DepotClusterLayer<T extends MapDepot> {
  readonly group: L.MarkerClusterGroup;
  private readonly shown = new Map<number, { depot: T; marker: L.Marker }>();
  private readonly statusOf = new WeakMap<L.Layer, SubscriptionStatus>();

  constructor(private readonly popup: (depot: T, marker: L.Marker) => HTMLElement) {
    this.group = L.markerClusterGroup({
      showCoverageOnHover: false,
      maxClusterRadius: 50,
      chunkedLoading: true,
      iconCreateFunction: (cluster) => {
        const counts = { Ya: 0, Tidak: 0, 'Under Prospect': 0 };
        const markers = cluster.getAllChildMarkers();
        for (const m of markers) counts[this.statusOf.get(m) ?? 'Tidak'] += 1;
        return clusterIcon(counts, markers.length);
      },
    });
  }

  setDepots(depots: readonly T[]) {
    const next = new Map(depots.map((d) => [d.id, d]));
    const removed: L.Marker[] = [];
    for (const [id, { depot, marker }] of this.shown) {
      if (next.get(id) !== depot) {
        removed.push(marker);
        this.shown.delete(id);
      }
    }
    const added: L.Marker[] = [];
    for (const depot of depots) {
      if (this.shown.has(depot.id)) continue;
      const marker = this.marker(depot);
      this.shown.set(depot.id, { depot, marker });
      added.push(marker);
    }
    if (removed.length > 0) this.group.removeLayers(removed);
    if (added.length > 0) this.group.addLayers(added);
  }

  /** Opens a depot's popup, zooming into its cluster when needed. */
  show(id: number) {
    const marker = this.shown.get(id)?.marker;
    if (marker) this.group.zoomToShowLayer(marker, () => marker.openPopup());
  }

  private marker(depot: T) {
    const marker = L.marker([depot.latitude, depot.longitude], {
      icon: MARKER_ICONS[depot.is_subscribed],
      title: `${depot.nama} (${SUBSCRIPTION_LABELS[depot.is_subscribed]})`,
      riseOnHover: true,
    });
    marker.bindPopup(() => this.popup(depot, marker), {
      maxWidth: 260,
      minWidth: 220,
      // Below the zoom buttons in the top left corner, so a phone's narrow map never needs both.
      autoPanPaddingTopLeft: [8, 84],
    });
    this.statusOf.set(marker, depot.is_subscribed);
    return marker;
  }
}
