import {
  formatDateTime,
  formatLitres,
  formatNumber,
  formatAgainstLimit,
  LOW_STOCK_DEFAULT_PCT,
  type TankReading,
} from '@depot/contract';
import { Alert, Group, Paper, Progress, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTanks } from './api/tanks';

/** Fill percentage: volume over capacity, capped at 100. */
export const fillPercent = (t: Pick<TankReading, 'volume' | 'capacity'>) =>
  t.capacity > 0 ? Math.min(100, (t.volume / t.capacity) * 100) : 0;

/** A tank card's height at every width (its lines never wrap), in px. */
const TANK_CARD_HEIGHT = 165;

function TankCard({ tank }: { tank: TankReading }) {
  const pct = fillPercent(tank);
  const color = pct < LOW_STOCK_DEFAULT_PCT ? 'red' : pct < 40 ? 'yellow' : 'cyan';
  return (
    <Paper withBorder p="md" aria-label={`Tangki ${tank.tank_name}`} component="section">
      <Group justify="space-between" align="baseline">
        <Text fw={600}>{tank.tank_name}</Text>
        <Text fw={700} fz={24} c={`${color}.9`} data-testid="tank-percent">
          {formatAgainstLimit(pct, LOW_STOCK_DEFAULT_PCT)}%
        </Text>
      </Group>
      <Progress value={pct} color={color} size="lg" my="xs" aria-label="Isi tangki" />
      <Text size="sm">
        {formatLitres(tank.volume)} L dari {formatNumber(tank.capacity)} L
      </Text>
      <Text size="sm" c="dimmed">
        Tinggi air {formatNumber(tank.water_level_cm)} cm dari {formatNumber(tank.height_cm)} cm
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        Diperbarui {formatDateTime(tank.timestamp)}
      </Text>
    </Paper>
  );
}

export function TankCards({ username }: { username: string }) {
  const tanks = useTanks(username);
  // A card's height while they load (most depots have one tank), so the chart below stays put.
  if (tanks.isPending) return <Skeleton height={TANK_CARD_HEIGHT} />;
  if (tanks.isError || tanks.data.length === 0) {
    return <Alert color="gray">Data tangki tidak tersedia...</Alert>;
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {tanks.data.map((t) => (
        <TankCard key={t.tank_id} tank={t} />
      ))}
    </SimpleGrid>
  );
}
