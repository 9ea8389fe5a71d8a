import { messages, type AdminTracker } from '@depot/contract';
import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { byDepot, depotLabel } from './by-depot';

/** Any depot's bike, grouped by depot. */
export function AdminTrackerPicker({
  trackers,
  value,
  onPick,
}: {
  trackers: readonly AdminTracker[];
  value: string | undefined;
  onPick: (tracker: AdminTracker) => void;
}) {
  const data = useMemo(
    () =>
      byDepot(trackers).map((depot) => ({
        group: depotLabel(depot),
        items: depot.trackers.map((t) => ({ value: t.id, label: `${t.name} – ${t.status}` })),
      })),
    [trackers],
  );
  return (
    <Select
      mt="xs"
      label={messages.tracker.pickTracker}
      data={data}
      value={value ?? null}
      searchable
      allowDeselect={false}
      nothingFoundMessage={messages.tracker.noTrackers}
      onChange={(id) => {
        const picked = trackers.find((t) => t.id === id);
        if (picked) onPick(picked);
      }}
      comboboxProps={{ withinPortal: true, zIndex: 1100 }}
    />
  );
}
