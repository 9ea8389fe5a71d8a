import {
  formatInteger,
  SUBSCRIPTION_LABELS,
  SUBSCRIPTION_STATUSES,
  type PublicDepot,
} from '@depot/contract';
import { STATUS_COLORS } from './depots';
import classes from './map.module.css';

/** What each marker colour means, and how many depots of each status are on the map. */
export function MapLegend({ depots }: { depots: PublicDepot[] }) {
  return (
    <section className={classes.legend} aria-labelledby="keterangan-peta">
      <h2 id="keterangan-peta" className={classes.legendTitle}>
        {formatInteger(depots.length)} depot di peta
      </h2>
      <ul className={classes.legendList}>
        {SUBSCRIPTION_STATUSES.map((status) => (
          <li key={status} data-status={status}>
            <span className={classes.legendDot} style={{ background: STATUS_COLORS[status] }} />
            {SUBSCRIPTION_LABELS[status]}
            <span className={classes.legendCount}>
              {formatInteger(depots.filter((d) => d.is_subscribed === status).length)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
