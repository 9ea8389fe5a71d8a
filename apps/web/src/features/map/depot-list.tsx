import type { PublicDepot } from '@depot/contract';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatArea, formatRating, hasValidCoordinates, telHref } from '../../lib/depots';

const byCity = (depots: PublicDepot[]) => {
  const groups = new Map<string, PublicDepot[]>();
  const sorted = [...depots].sort((a, b) => a.nama.localeCompare(b.nama, 'id'));
  for (const depot of sorted) {
    const city = depot.kota_kabupaten ?? 'Lainnya';
    groups.set(city, [...(groups.get(city) ?? []), depot]);
  }
  return [...groups].sort(([a], [b]) => a.localeCompare(b, 'id'));
};

/** Every depot as text, grouped by city: the map's data for readers who do not use the map. */
export function DepotList({
  depots,
  onShow,
}: {
  depots: PublicDepot[];
  onShow: (id: number) => void;
}) {
  return (
    <Stack component="section" aria-labelledby="daftar-depot" gap="lg" mt="xl">
      <Title order={2} size="h3" id="daftar-depot">
        Daftar depot
      </Title>
      {byCity(depots).map(([city, list]) => (
        <Stack key={city} gap="sm">
          <Title order={3} size="h5">
            {city} ({list.length})
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {list.map((depot) => (
              <Paper key={depot.id} withBorder p="sm" component="article">
                <Text fw={600}>{depot.nama}</Text>
                <Text size="sm">{depot.alamat}</Text>
                <Text size="sm" c="dimmed">
                  {formatArea(depot)}
                </Text>
                <Text size="sm">
                  {formatRating(depot)}
                  {depot.jam_buka && ` · Buka ${depot.jam_buka}`}
                </Text>
                <Group gap="md" mt={4}>
                  {depot.telepon && (
                    <Anchor href={telHref(depot.telepon)} size="sm">
                      {depot.telepon}
                    </Anchor>
                  )}
                  {hasValidCoordinates(depot) && (
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      ml="auto"
                      onClick={() => onShow(depot.id)}
                      aria-label={`Lihat ${depot.nama} di peta`}
                    >
                      Lihat di peta
                    </Button>
                  )}
                </Group>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
