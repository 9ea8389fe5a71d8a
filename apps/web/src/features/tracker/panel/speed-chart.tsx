import { messages, type HistoryPoint } from '@depot/contract';
import { Card } from '@mantine/core';
import { useMemo } from 'react';
import { EChart } from '../../../components/echart';
import { speedChartOption } from '../speed-chart-option';
import { CardTitle } from './card-title';

/** 'Grafik Kecepatan': the speed of every point drawn, against Asia/Jakarta times. */
export function SpeedChart({ points }: { points: readonly HistoryPoint[] }) {
  const option = useMemo(() => speedChartOption(points), [points]);
  return (
    <Card withBorder padding="sm" component="section" aria-label={messages.tracker.speedChart}>
      <CardTitle>{messages.tracker.speedChart}</CardTitle>
      <EChart option={option} height={220} label={messages.tracker.speedChart} />
    </Card>
  );
}
