import {
  formatInteger,
  STATUS_COLORS,
  SUBSCRIPTION_LABELS,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '@depot/contract';
import classes from './depot-legend.module.css';

/**
 * What each marker colour means, and how many depots of each status are on the map; a box over
 * the map's top right corner unless `className` places it elsewhere.
 */
export function DepotLegend({
  depots,
  className,
}: {
  depots: readonly { is_subscribed: SubscriptionStatus }[];
  className?: string;
}) {
  return (
    <section className={`${classes.legend} ${className ?? ''}`} aria-labelledby="keterangan-peta">
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
