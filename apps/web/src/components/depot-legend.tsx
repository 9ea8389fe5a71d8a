import { formatInteger } from '@depot/contract';
import type { MarkerKinds } from '../lib/depot-cluster';
import classes from './depot-legend.module.css';

/**
 * How many depots are on the map and, given `kinds`, what each marker colour means and how many
 * depots have it; a box over the map's top right corner unless `className` places it elsewhere.
 */
export function DepotLegend<T, K extends string>({
  depots,
  kinds,
  className,
}: {
  depots: readonly T[];
  kinds?: Required<MarkerKinds<T, K>>;
  className?: string;
}) {
  return (
    <section className={`${classes.legend} ${className ?? ''}`} aria-labelledby="keterangan-peta">
      <h2 id="keterangan-peta" className={classes.legendTitle}>
        {formatInteger(depots.length)} depot di peta
      </h2>
      {kinds && (
        <ul className={classes.legendList}>
          {(Object.keys(kinds.colors) as K[]).map((kind) => (
            <li key={kind} data-kind={kind}>
              <span className={classes.legendDot} style={{ background: kinds.colors[kind] }} />
              {kinds.labels[kind]}
              <span className={classes.legendCount}>
                {formatInteger(depots.filter((d) => kinds.of(d) === kind).length)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
