import type { LastPosition } from '@depot/contract';
import type { MapTarget } from './map/view-control';
import type { TrailPoint } from './trail';

const at = (p: Pick<TrailPoint, 'latitude' | 'longitude'>): [number, number] => [
  p.latitude,
  p.longitude,
];

interface Scene {
  live: boolean;
  bikeId: string | undefined;
  /** The chosen bike's last position: undefined while loading, null before its first. */
  position: LastPosition | null | undefined;
  /** Every bike's, in the same way. */
  positions: readonly (LastPosition | null | undefined)[];
  depot: { latitude: number; longitude: number } | null;
  history: readonly TrailPoint[] | undefined;
  /** Names the history shown (its range), so another range fits again. */
  historyKey: string | null;
  replay: { run: number; points: readonly TrailPoint[] } | null;
}

/**
 * Where the map looks (spec §4): a replayed trip, else the history's trail in history mode;
 * in live mode the chosen bike as it moves, else all bikes, else the depot, else the spec's
 * centre (null: the map stays where it is).
 */
export function mapTarget(scene: Scene): MapTarget | null {
  const { replay, history, position, bikeId } = scene;
  if (replay && replay.points.length > 0) {
    return { key: `replay:${replay.run}`, fit: replay.points.map(at) };
  }
  if (!scene.live) {
    return history && history.length > 0
      ? { key: `history:${bikeId}:${scene.historyKey}`, fit: history.map(at) }
      : null;
  }
  if (position) return { key: `follow:${bikeId}:${position.timestamp}`, follow: at(position) };
  // Not before every bike's answer is in: the view would jump twice.
  if (position === undefined || scene.positions.includes(undefined)) return null;
  const seen = scene.positions.filter((p): p is LastPosition => p !== null && p !== undefined);
  if (seen.length > 0) return { key: `bikes:${bikeId}`, fit: seen.map(at) };
  return scene.depot ? { key: `depot:${bikeId}`, follow: at(scene.depot) } : null;
}
