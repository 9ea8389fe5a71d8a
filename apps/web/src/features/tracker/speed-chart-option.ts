import { formatNumber, messages, type HistoryPoint } from '@depot/contract';
import type { ChartOption } from '../../components/echart';
import { timeLabel, jakartaDay } from './time';

/** The speed line of a history: 'Kecepatan (km/h)' against Asia/Jakarta times. */
export function speedChartOption(points: readonly HistoryPoint[]): ChartOption {
  const first = points[0]?.timestamp;
  const last = points[points.length - 1]?.timestamp;
  // Over several days a bare time of day would repeat: the labels carry the date too.
  const severalDays = Boolean(first && last && jakartaDay(first) !== jakartaDay(last));
  const label = (at: string) => timeLabel(at, severalDays);
  return {
    animation: false,
    tooltip: {
      trigger: 'axis',
      valueFormatter: (v: number | null) => (v === null ? '–' : `${formatNumber(v)} km/h`),
    },
    legend: { data: [messages.tracker.speedAxis], top: 0 },
    grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: points.map((p) => label(p.timestamp)),
      axisLabel: { fontSize: 11, hideOverlap: true },
    },
    yAxis: { type: 'value', name: 'km/h', axisLabel: { fontSize: 11 } },
    series: [
      {
        name: messages.tracker.speedAxis,
        type: 'line',
        data: points.map((p) => (p.speed === null ? null : Math.round(p.speed * 10) / 10)),
        showSymbol: false,
        sampling: 'lttb',
        itemStyle: { color: '#e03131' },
        lineStyle: { width: 1.5 },
        areaStyle: { opacity: 0.08 },
      },
    ],
  };
}
