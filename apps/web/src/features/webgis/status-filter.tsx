import {
  formatInteger,
  STATUS_COLORS,
  SUBSCRIPTION_LABELS,
  SUBSCRIPTION_STATUSES,
  type WebgisDepot,
} from '@depot/contract';
import { Chip, ColorSwatch, Group } from '@mantine/core';
import type { StatusFilter } from './filter-depots';

/** The status filter, each choice with its marker colour and how many depots it holds. */
export function StatusFilterChips({
  depots,
  value,
  onChange,
}: {
  depots: readonly WebgisDepot[];
  value: StatusFilter;
  onChange: (value: StatusFilter) => void;
}) {
  const count = (status: StatusFilter) =>
    formatInteger(
      status === 'all' ? depots.length : depots.filter((d) => d.is_subscribed === status).length,
    );
  return (
    <Chip.Group value={value} onChange={(v) => onChange(v as StatusFilter)}>
      <Group gap={6} role="radiogroup" aria-label="Filter status berlangganan">
        <Chip value="all" size="xs">
          Semua ({count('all')})
        </Chip>
        {SUBSCRIPTION_STATUSES.map((status) => (
          <Chip
            key={status}
            value={status}
            size="xs"
            icon={<ColorSwatch color={STATUS_COLORS[status]} size={10} />}
          >
            {SUBSCRIPTION_LABELS[status]} ({count(status)})
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
