import {
  formatSpeed,
  messages,
  SPEED_UNIT,
  TRACKER_ONLINE_MS,
  type HistoryPoint,
} from '@depot/contract';
import type { ChartOption } from '../../components/echart';
import { jakartaDay, timeLabel } from './time';

type Sample = [number, number | null];

/**
 * The samples of the line, on a time axis: an hour without fixes takes an hour's width, and a
 * silence longer than a tracker stays Online breaks the line instead of bridging it.
 */
export function speedSamples(points: readonly HistoryPoint[]): Sample[] {
  const samples: Sample[] = [];
  let before: number | undefined;
  for (const p of points) {
    const at = Date.parse(p.timestamp);
    if (before !== undefined && at - before > TRACKER_ONLINE_MS) samples.push([before + 1, null]);
    samples.push([at, p.speed === null ? null : Math.round(p.speed * 10) / 10]);
    before = at;
  }
  return samples;
}

/** The speed line of a history: 'Kecepatan (km/jam)' against Asia/Jakarta times. */
export function speedChartOption(points: readonly HistoryPoint[]): ChartOption {
  const first = points[0]?.timestamp;
  const last = points[points.length - 1]?.timestamp;
  // Over several days a bare time of day would repeat: the labels carry the date too.
  const severalDays = Boolean(first && last && jakartaDay(first) !== jakartaDay(last));
  const label = (ms: number) => timeLabel(new Date(ms).toISOString(), severalDays);
  return {
    animation: false,
    tooltip: {
      trigger: 'axis',
      valueFormatter: (v: number | null) => (v === null ? '–' : formatSpeed(v)),
    },
    legend: { data: [messages.tracker.speedAxis], top: 0 },
    grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
    xAxis: {
      type: 'time',
      axisLabel: { fontSize: 11, hideOverlap: true, formatter: label },
      axisPointer: { label: { formatter: ({ value }: { value: number }) => label(value) } },
    },
    yAxis: { type: 'value', name: SPEED_UNIT, axisLabel: { fontSize: 11 } },
    series: [
      {
        name: messages.tracker.speedAxis,
        type: 'line',
        data: speedSamples(points),
        showSymbol: false,
        sampling: 'lttb',
        itemStyle: { color: '#e03131' },
        lineStyle: { width: 1.5 },
        areaStyle: { opacity: 0.08 },
      },
    ],
  };
}
