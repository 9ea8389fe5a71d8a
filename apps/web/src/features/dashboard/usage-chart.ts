import { formatInteger, formatLitres } from '@depot/contract';
import type { ChartOption } from '../../components/echart';

interface UsageSeries {
  labels: string[];
  volume: number[];
  gallons: number[];
  /** Daily trends read best as lines, weekly and monthly totals as bars. */
  volumeAs: 'line' | 'bar';
}

const AXIS_LABEL = { fontSize: 11 };

/** Volume on the left axis and gallons on the right, as every report chart shows them. */
export function usageChartOption({ labels, volume, gallons, volumeAs }: UsageSeries): ChartOption {
  return {
    animationDuration: 300,
    tooltip: { trigger: 'axis' },
    legend: { data: ['Volume (L)', 'Galon'], top: 0 },
    grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: labels, axisLabel: AXIS_LABEL },
    yAxis: [
      {
        type: 'value',
        name: 'L',
        axisLabel: { ...AXIS_LABEL, formatter: (v: number) => formatInteger(v) },
      },
      {
        type: 'value',
        name: 'Galon',
        splitLine: { show: false },
        axisLabel: { ...AXIS_LABEL, formatter: (v: number) => formatInteger(v) },
      },
    ],
    series: [
      {
        name: 'Volume (L)',
        type: volumeAs,
        data: volume,
        yAxisIndex: 0,
        smooth: volumeAs === 'line',
        itemStyle: { color: '#1098ad' },
        areaStyle: volumeAs === 'line' ? { opacity: 0.12 } : undefined,
        tooltip: { valueFormatter: (v: number) => `${formatLitres(v)} L` },
      },
      {
        name: 'Galon',
        type: 'line',
        data: gallons,
        yAxisIndex: 1,
        smooth: true,
        itemStyle: { color: '#f08c00' },
        tooltip: { valueFormatter: (v: number) => `${formatInteger(v)} galon` },
      },
    ],
  };
}
