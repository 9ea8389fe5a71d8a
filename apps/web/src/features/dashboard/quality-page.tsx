import {
  formatDateTime,
  QUALITY_HISTORY_DAYS,
  QUALITY_PARAMS,
  type DepotToday,
  type QualityHistory,
  type QualityParam,
} from '@depot/contract';
import { Alert, Badge, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/use-session';
import { useDepotToday, useQualityHistory } from './api/today';
import { QualityBanner } from './quality-banner';
import { formatQuality, QUALITY_LABELS } from './quality-labels';

// The chart library is fetched after the figures are on screen.
const QualityChart = lazy(() => import('./quality-chart'));

function ParamPanel({
  param,
  today,
  history,
}: {
  param: QualityParam;
  today: DepotToday['quality'];
  history: QualityHistory | undefined;
}) {
  const now = today?.params.find((p) => p.param === param);
  const label = QUALITY_LABELS[param];
  return (
    <Paper withBorder p="md" component="section" aria-label={label.name}>
      <Group justify="space-between" align="baseline">
        <Text fw={600}>{label.name}</Text>
        {now && (
          <Badge color={now.safe ? 'green' : 'red'} size="lg">
            {now.safe ? 'Aman' : 'Di luar batas'}
          </Badge>
        )}
      </Group>
      <Text fz={24} fw={700} c={now ? (now.safe ? 'green.8' : 'red.8') : 'dimmed'}>
        {now ? formatQuality(param, now.value) : '–'}
      </Text>
      <Text size="xs" c="dimmed">
        Batas air minum: {label.limit}
      </Text>
      {history && (
        <Suspense fallback={<Loader size="sm" />}>
          <QualityChart param={param} history={history} />
        </Suspense>
      )}
    </Paper>
  );
}

function Devices({ devices }: { devices: DepotToday['devices'] }) {
  return (
    <Stack gap="xs" id="perangkat">
      <Title order={3} size="h4">
        Status perangkat
      </Title>
      {devices.map((d) => (
        <Paper withBorder p="sm" key={d.name}>
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text fw={600}>{d.name}</Text>
              <Text size="xs" c="dimmed">
                {d.last_online
                  ? `Terakhir mengirim ${formatDateTime(d.last_online)}`
                  : 'Belum pernah mengirim data'}
              </Text>
            </div>
            <Badge color={d.online ? 'green' : 'red'} style={{ flexShrink: 0 }}>
              {d.online ? 'Aktif' : 'Tidak aktif'}
            </Badge>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** Water quality against the drinking-water limits, with each parameter's recent history. */
export function QualityPage() {
  const username = useSession().username ?? '';
  const today = useDepotToday(username);
  const history = useQualityHistory(username);
  const quality = today.data?.quality ?? null;
  return (
    <Stack maw={1200}>
      <Title order={2} size="h3">
        Kualitas Air
      </Title>
      <Text size="sm" c="dimmed">
        Nilai terbaru tiap parameter dibandingkan dengan batas air minum Permenkes No. 2 Tahun 2023;
        grafik menunjukkan nilai terburuk tiap jam selama {QUALITY_HISTORY_DAYS} hari terakhir.
      </Text>
      {today.isError && <Alert color="gray">Data kualitas air tidak tersedia.</Alert>}
      <QualityBanner quality={quality} withLink={false} />
      {quality && <Text size="sm">Pembacaan terbaru: {formatDateTime(quality.ts)}</Text>}
      {today.data && !quality && <Alert color="gray">Belum ada data sensor kualitas air.</Alert>}
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {QUALITY_PARAMS.map((param) => (
          <ParamPanel key={param} param={param} today={quality} history={history.data} />
        ))}
      </SimpleGrid>
      {today.data && <Devices devices={today.data.devices} />}
    </Stack>
  );
}
