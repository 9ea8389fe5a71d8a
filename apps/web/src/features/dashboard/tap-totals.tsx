import { formatInteger } from '@depot/contract';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import classes from './dashboard.module.css';

function TapCount({ tap, gallons }: { tap: string; gallons: number }) {
  const [first] = useState(gallons);
  // A new value remounts the box, which replays the 500 ms highlight; the first value does not.
  return (
    <div
      key={gallons}
      className={`${classes.tap} ${gallons !== first ? classes.flash : ''}`}
      data-testid={`tap-${tap}`}
    >
      <Text ta="center" size="sm" pt="xs">
        Keran {tap}
      </Text>
      <Text ta="center" fw={700} fz={28} pb="xs" aria-label={`Keran ${tap}: ${gallons} galon`}>
        {formatInteger(gallons)}
      </Text>
    </div>
  );
}

export function TapTotals({ tapA, tapB, tapC }: { tapA: number; tapB: number; tapC: number }) {
  return (
    <Paper withBorder p="md">
      <Text fw={600} mb="sm">
        Total Galon yang Keluar Hari Ini dari: Keran A/B/C
      </Text>
      <SimpleGrid cols={3} spacing="sm">
        <TapCount tap="A" gallons={tapA} />
        <TapCount tap="B" gallons={tapB} />
        <TapCount tap="C" gallons={tapC} />
      </SimpleGrid>
    </Paper>
  );
}
