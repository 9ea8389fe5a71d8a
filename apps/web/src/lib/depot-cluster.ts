import type { PublicDepot } from '@depot/contract';
import L from 'leaflet';
import Supercluster, { type ClusterFeature, type PointFeature } from 'supercluster';
import classes from './depot-markers.module.css';
import { MAX_ZOOM } from './tile-layer';

/** What a marker needs of a depot: the public map's and WebGIS's depots both have it. */
export type MapDepot = Pick<PublicDepot, 'id' | 'nama' | 'latitude' | 'longitude'>;

/**
 * How the markers tell depots apart: each depot's kind and the kind's colour. With labels, a
 * marker's title and the legend name the kind too (WebGIS's subscription statuses); the public
 * map has one kind and says nothing of it.
 */
export interface MarkerKinds<T, K extends string> {
  of: (depot: T) => K;
  colors: Record<K, string>;
  labels?: Record<K, string>;
}

type Counts = Record<string, number>;
interface PointProps {
  id: number;
  kind: string;
}

/** Cluster radius in pixels; single depots from the map's highest zoom on. */
const RADIUS = 50;
/** Beyond the visible map on every side (a share of its size), so a short pan shows no gap. */
const PADDING = 0.25;

const kindsOf = <K extends string>(colors: Record<K, string>) => Object.keys(colors) as K[];

/**
 * One icon per kind, shared by every marker (no 10.000 icon elements).
 * The markup is ours alone: depot data never becomes HTML.
 */
function markerIcons<K extends string>(colors: Record<K, string>) {
  return Object.fromEntries(
    kindsOf(colors).map((kind) => [
      kind,
      L.divIcon({
        html: `<span class="${classes.dot}" data-kind="${kind}" style="background:${colors[kind]}"></span>`,
        className: classes.marker,
        iconSize: [22, 22],
      }),
    ]),
  ) as Record<K, L.DivIcon>;
}

/** A ring split by kind share around the number of depots in the cluster. */
function clusterIcon(colors: Record<string, string>, counts: Counts, total: number) {
  let from = 0;
  const stops = kindsOf(colors).map((kind) => {
    const to = from + ((counts[kind] ?? 0) / total) * 100;
    const stop = `${colors[kind]} ${from}% ${to}%`;
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
  const size = total < 10 ? 38 : total < 100 ? 44 : total < 1000 ? 50 : 56;
  return L.divIcon({ html: ring, className: classes.marker, iconSize: [size, size] });
}

/** The depots' KD-tree of clusters at every zoom, each cluster counting its depots by kind. */
function clusterIndex<T extends MapDepot, K extends string>(
  depots: readonly T[],
  kinds: MarkerKinds<T, K>,
) {
  const none = Object.fromEntries(kindsOf(kinds.colors).map((kind) => [kind, 0]));
  return new Supercluster<PointProps, Counts>({
    radius: RADIUS,
    // The radius is in pixels of a tile this wide: Leaflet's.
    extent: 256,
    maxZoom: MAX_ZOOM - 1,
    map: (p) => ({ ...none, [p.kind]: 1 }),
    reduce: (sum, c) => {
      for (const kind of Object.keys(none)) sum[kind] = (sum[kind] ?? 0) + (c[kind] ?? 0);
    },
  }).load(
    depots.map((d) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [d.longitude, d.latitude] },
      properties: { id: d.id, kind: kinds.of(d) },
    })),
  );
}

const isCluster = (
  feature: ClusterFeature<Counts> | PointFeature<PointProps>,
): feature is ClusterFeature<Counts> => 'cluster' in feature.properties;

/**
 * The depots as one clustered layer. The clusters come from a KD-tree index (supercluster) built
 * once per list; on every move only the clusters and depots in and around the view are markers,
 * whatever the number of depots. A depot's marker is made when it first shows and kept while its
 * depot is the same object (a query's structural sharing keeps unchanged depots so), so an open
 * popup survives a refetch. `popup` builds a marker's popup content when it opens; `kinds` colours
 * the markers.
 */
export class DepotClusterLayer<T extends MapDepot, K extends string> extends L.Layer {
  private readonly depots = new Map<number, { depot: T; marker?: L.Marker }>();
  /** The markers on the map, by `p<depot id>` or `c<cluster id>` (of the current index). */
  private readonly drawn = new Map<string, L.Marker>();
  private readonly markers = L.layerGroup();
  private readonly icons: Record<K, L.DivIcon>;
  private index: Supercluster<PointProps, Counts>;

  constructor(
    private readonly popup: (depot: T, marker: L.Marker) => HTMLElement,
    private readonly kinds: MarkerKinds<T, K>,
  ) {
    super();
    this.icons = markerIcons(kinds.colors);
    this.index = clusterIndex([], kinds);
  }

  override onAdd(map: L.Map) {
    this.markers.addTo(map);
    this.redraw();
    return this;
  }

  override onRemove() {
    this.markers.remove();
    this.markers.clearLayers();
    this.drawn.clear();
    return this;
  }

  override getEvents() {
    return { moveend: this.redraw };
  }

  setDepots(depots: readonly T[]) {
    const previous = new Map(this.depots);
    this.depots.clear();
    for (const depot of depots) {
      const kept = previous.get(depot.id);
      this.depots.set(depot.id, kept?.depot === depot ? kept : { depot });
    }
    // A changed depot keeps its key, and a new index may reuse a cluster id for another cluster:
    // such markers go before the redraw.
    for (const [id, entry] of previous) if (this.depots.get(id) !== entry) this.undraw(`p${id}`);
    for (const key of [...this.drawn.keys()]) if (key.startsWith('c')) this.undraw(key);
    this.index = clusterIndex(depots, this.kinds);
    this.redraw();
  }

  /** The box around every depot (invalid while there are none). */
  bounds() {
    return L.latLngBounds(
      [...this.depots.values()].map(({ depot: d }) => [d.latitude, d.longitude]),
    );
  }

  /**
   * Opens a depot's popup, zooming in until it stands alone. Leaflet ignores a new view while a
   * zoom animation runs (the first fit of the map, say), so the move that ends may not be ours:
   * then the view is asked for again, a few times at most.
   */
  show(id: number, attempts = 3) {
    const map = this._map as L.Map | undefined;
    const entry = this.depots.get(id);
    if (!map || !entry) return;
    const { latitude, longitude } = entry.depot;
    let zoom = map.getZoom();
    while (zoom < MAX_ZOOM && !this.standsAlone(id, latitude, longitude, zoom)) zoom += 1;
    map.once('moveend', () => {
      const arrived =
        map.getBounds().contains([latitude, longitude]) &&
        this.standsAlone(id, latitude, longitude, Math.round(map.getZoom()));
      if (arrived) this.marker(entry).openPopup();
      else if (attempts > 1) this.show(id, attempts - 1);
    });
    map.setView([latitude, longitude], zoom);
  }

  private standsAlone(id: number, lat: number, lon: number, zoom: number) {
    // About 10 m: the index keeps its points in 32-bit floats, a step of about 2e-5 degrees, so
    // a smaller box can miss the depot itself.
    const d = 1e-4;
    return this.index
      .getClusters([lon - d, lat - d, lon + d, lat + d], zoom)
      .some((f) => !isCluster(f) && f.properties.id === id);
  }

  /** Draws what is in and around the view at its zoom, keeping markers that stay. */
  private redraw = () => {
    const map = this._map as L.Map | undefined;
    if (!map) return;
    const view = map.getBounds().pad(PADDING);
    const box: [number, number, number, number] = [
      Math.max(-180, view.getWest()),
      Math.max(-85, view.getSouth()),
      Math.min(180, view.getEast()),
      Math.min(85, view.getNorth()),
    ];
    const next = new Map<string, () => L.Marker>();
    for (const feature of this.index.getClusters(box, Math.round(map.getZoom()))) {
      if (isCluster(feature)) {
        next.set(`c${feature.properties.cluster_id}`, () => this.clusterMarker(feature));
      } else {
        const entry = this.depots.get(feature.properties.id);
        if (entry) next.set(`p${entry.depot.id}`, () => this.marker(entry));
      }
    }
    for (const key of [...this.drawn.keys()]) if (!next.has(key)) this.undraw(key);
    for (const [key, make] of next) {
      if (this.drawn.has(key)) continue;
      const marker = make();
      this.drawn.set(key, marker);
      this.markers.addLayer(marker);
    }
  };

  private undraw(key: string) {
    const marker = this.drawn.get(key);
    if (!marker) return;
    this.markers.removeLayer(marker);
    this.drawn.delete(key);
  }

  private clusterMarker(feature: ClusterFeature<Counts>) {
    const [lon, lat] = feature.geometry.coordinates as [number, number];
    const c = feature.properties;
    const marker = L.marker([lat, lon], {
      icon: clusterIcon(this.kinds.colors, c, c.point_count),
    });
    marker.on('click', () => {
      const zoom = Math.min(this.index.getClusterExpansionZoom(c.cluster_id), MAX_ZOOM);
      this._map?.setView([lat, lon], zoom);
    });
    return marker;
  }

  private marker(entry: { depot: T; marker?: L.Marker }) {
    if (entry.marker) return entry.marker;
    const { depot } = entry;
    const kind = this.kinds.of(depot);
    const { labels } = this.kinds;
    const marker = L.marker([depot.latitude, depot.longitude], {
      icon: this.icons[kind],
      title: labels ? `${depot.nama} (${labels[kind]})` : depot.nama,
      riseOnHover: true,
    });
    marker.bindPopup(() => this.popup(depot, marker), {
      maxWidth: 260,
      minWidth: 220,
      // Below the zoom buttons in the top left corner, so a phone's narrow map never needs both.
      autoPanPaddingTopLeft: [8, 84],
    });
    entry.marker = marker;
    return marker;
  }
}
