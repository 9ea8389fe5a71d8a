import { distanceM, lerp, type LatLon } from './geo';
import type { Street, StreetKind } from './streets';

export interface RoadEdge {
  to: number;
  lengthM: number;
  kind: StreetKind;
}

export interface RoadGraph {
  points: LatLon[];
  edges: RoadEdge[][];
  /** The node at a street vertex, by its exact coordinates. */
  nodeAt(p: LatLon): number | undefined;
}

/** A route: its points in order and the kind of street between each point and the next. */
export interface Route {
  points: LatLon[];
  kinds: StreetKind[];
  lengthM: number;
}

const key = (p: LatLon) => `${p[0].toFixed(6)},${p[1].toFixed(6)}`;

/**
 * The streets as a graph. Streets join where they share a vertex; every stretch is cut into
 * pieces of at most `pieceM` metres, so any node can be a customer's door.
 */
export function buildRoadGraph(streets: readonly Street[], pieceM = 50): RoadGraph {
  const points: LatLon[] = [];
  const edges: RoadEdge[][] = [];
  const byKey = new Map<string, number>();
  const add = (p: LatLon) => {
    points.push(p);
    edges.push([]);
    return points.length - 1;
  };
  const vertex = (p: LatLon) => {
    const k = key(p);
    let id = byKey.get(k);
    if (id === undefined) byKey.set(k, (id = add(p)));
    return id;
  };
  const link = (a: number, b: number, kind: StreetKind) => {
    const lengthM = distanceM(points[a]!, points[b]!);
    edges[a]!.push({ to: b, lengthM, kind });
    edges[b]!.push({ to: a, lengthM, kind });
  };
  for (const street of streets) {
    for (let i = 1; i < street.points.length; i++) {
      const a = street.points[i - 1]!;
      const b = street.points[i]!;
      const pieces = Math.max(1, Math.ceil(distanceM(a, b) / pieceM));
      let previous = vertex(a);
      for (let j = 1; j < pieces; j++) {
        const next = add(lerp(a, b, j / pieces));
        link(previous, next, street.kind);
        previous = next;
      }
      link(previous, vertex(b), street.kind);
    }
  }
  return { points, edges, nodeAt: (p) => byKey.get(key(p)) };
}

/** Shortest distances from `from` to every node (Dijkstra), with the previous node of each. */
export function shortestPaths(graph: RoadGraph, from: number) {
  const n = graph.points.length;
  const dist = new Float64Array(n).fill(Infinity);
  const previous = new Int32Array(n).fill(-1);
  const done = new Uint8Array(n);
  dist[from] = 0;
  // A binary heap of [distance, node]; stale entries are skipped when popped.
  const heap: [number, number][] = [[0, from]];
  const push = (item: [number, number]) => {
    heap.push(item);
    for (let i = heap.length - 1; i > 0;) {
      const parent = (i - 1) >> 1;
      if (heap[parent]![0] <= heap[i]![0]) break;
      [heap[parent], heap[i]] = [heap[i]!, heap[parent]!];
      i = parent;
    }
  };
  const pop = () => {
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      for (let i = 0; ;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && heap[l]![0] < heap[m]![0]) m = l;
        if (r < heap.length && heap[r]![0] < heap[m]![0]) m = r;
        if (m === i) break;
        [heap[m], heap[i]] = [heap[i]!, heap[m]!];
        i = m;
      }
    }
    return top;
  };
  while (heap.length > 0) {
    const [d, u] = pop();
    if (done[u]) continue;
    done[u] = 1;
    for (const e of graph.edges[u]!) {
      if (d + e.lengthM < dist[e.to]!) {
        dist[e.to] = d + e.lengthM;
        previous[e.to] = u;
        push([dist[e.to]!, e.to]);
      }
    }
  }
  return { dist, previous };
}

/** The route from the source of `paths` to `to`. */
export function routeTo(
  graph: RoadGraph,
  paths: ReturnType<typeof shortestPaths>,
  to: number,
): Route {
  const nodes: number[] = [];
  for (let u = to; u !== -1; u = paths.previous[u]!) nodes.unshift(u);
  const kinds = nodes.slice(1).map((v, i) => graph.edges[nodes[i]!]!.find((e) => e.to === v)!.kind);
  return { points: nodes.map((u) => graph.points[u]!), kinds, lengthM: paths.dist[to]! };
}
