import { messages, type AdminTracker } from '@depot/contract';
import { Select } from '@mantine/core';
import { useMemo } from 'react';

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
  const data = useMemo(() => {
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const t of trackers) {
      const group = t.depot_name ? `${t.depot_name} (${t.username})` : t.username;
      const items = groups.get(group) ?? [];
      items.push({ value: t.id, label: `${t.name} – ${t.status}` });
      groups.set(group, items);
    }
    return [...groups].map(([group, items]) => ({ group, items }));
  }, [trackers]);
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
