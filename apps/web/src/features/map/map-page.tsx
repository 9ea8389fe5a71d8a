import { MAP_PAGE_META, messages } from '@depot/contract';
import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useRef, type ReactNode } from 'react';
import { queryClient } from '../../lib/query-client';
import { usePageMeta } from '../../lib/use-page-meta';
import { usePublicDepots } from './api/public-depots';
import { DepotList } from './depot-list';
import { DepotMap, type DepotMapHandle } from './depot-map';
import { hasValidCoordinates } from '../../lib/depots';
import { DepotLegend } from '../../components/depot-legend';
import classes from './map.module.css';

/** Loading, failure or "nothing to show", in a card over the map. */
function MapMessage({ role, children }: { role: 'status' | 'alert'; children: ReactNode }) {
  return (
    <Paper className={classes.message} shadow="md" p="md" role={role}>
      <Stack gap="sm" align="center">
        {children}
      </Stack>
    </Paper>
  );
}

function DepotMapScreen() {
  usePageMeta(MAP_PAGE_META);
  const { data, isError, isFetching, refetch } = usePublicDepots();
  const onMap = useMemo(() => (data ?? []).filter(hasValidCoordinates), [data]);
  const mapRef = useRef<DepotMapHandle>(null);
  const mapBox = useRef<HTMLDivElement>(null);

  const show = (id: number) => {
    mapBox.current?.scrollIntoView({ behavior: 'smooth', block: 'end' });
    mapRef.current?.show(id);
  };

  return (
    <Container size="xl" py="md">
      <Title order={1} className={classes.title}>
        Peta Sebaran Depot
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Depot air minum isi ulang pengguna Depot Pintar yang pemiliknya setuju tampil di peta ini.
      </Text>
      <div className={classes.frame} ref={mapBox}>
        <DepotMap depots={onMap} ref={mapRef} />
        {data && onMap.length > 0 && <DepotLegend depots={onMap} />}
        {!data && isFetching && (
          <MapMessage role="status">
            <Text ta="center">{messages.map.loading}</Text>
          </MapMessage>
        )}
        {isError && !isFetching && (
          <MapMessage role="alert">
            <Text ta="center">{messages.map.failed}</Text>
            <Button onClick={() => void refetch()}>{messages.map.retry}</Button>
          </MapMessage>
        )}
        {data && onMap.length === 0 && (
          <MapMessage role="status">
            <Text ta="center">{messages.map.empty}</Text>
          </MapMessage>
        )}
      </div>
      {data && data.length > 0 && <DepotList depots={data} onShow={show} />}
    </Container>
  );
}

/**
 * /sebaran-depot: the public depot map. The public pages carry no query cache of their own (the
 * landing page stays small), so this page brings the one the signed-in screens use.
 */
export function MapPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <DepotMapScreen />
    </QueryClientProvider>
  );
}
