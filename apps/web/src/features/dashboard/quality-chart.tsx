import {
  formatShortDay,
  formatTime,
  jakartaDay,
  formatNumber,
  QUALITY_HISTORY_DAYS,
  QUALITY_LIMITS,
  type QualityHistory,
  type QualityParam,
} from '@depot/contract';
import { useMemo } from 'react';
import { EChart, type ChartOption } from '../../components/echart';
import { formatQuality, QUALITY_LABELS } from './quality-labels';

const limitsOf = (param: QualityParam): number[] =>
  param === 'ph' ? [QUALITY_LIMITS.ph.min, QUALITY_LIMITS.ph.max] : [QUALITY_LIMITS[param].max];

/** One parameter's worst value per hour, with its drinking-water limits as dashed red lines. */
export function qualityChartOption(param: QualityParam, history: QualityHistory): ChartOption {
  const rows = history.readings.filter((r) => r[param] !== null);
  const labels = rows.map(
    (r) => `${formatShortDay(jakartaDay(new Date(r.ts)))} ${formatTime(r.ts)}`,
  );
  const name = QUALITY_LABELS[param].name;
  return {
    animationDuration: 300,
    tooltip: { trigger: 'axis' },
    grid: { left: 8, right: 24, top: 16, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: labels, axisLabel: { fontSize: 11, hideOverlap: true } },
    yAxis: {
      type: 'value',
      scale: true,
      axisLabel: { fontSize: 11, formatter: (v: number) => formatNumber(v) },
    },
    series: [
      {
        name,
        type: 'line',
        data: rows.map((r) => r[param]),
        showSymbol: false,
        itemStyle: { color: '#1098ad' },
        tooltip: { valueFormatter: (v: number) => formatQuality(param, v) },
      },
      ...limitsOf(param).map((limit) => ({
        name: 'Batas',
        type: 'line',
        data: rows.map(() => limit),
        showSymbol: false,
        lineStyle: { type: 'dashed', color: '#e03131', width: 1 },
        itemStyle: { color: '#e03131' },
        tooltip: { valueFormatter: (v: number) => formatQuality(param, v) },
      })),
    ],
  };
}

export default function QualityChart({
  param,
  history,
}: {
  param: QualityParam;
  history: QualityHistory;
}) {
  const option = useMemo(() => qualityChartOption(param, history), [param, history]);
  return (
    <EChart
      option={option}
      height={200}
      label={`Riwayat ${QUALITY_LABELS[param].name} per jam, ${QUALITY_HISTORY_DAYS} hari terakhir`}
    />
  );
}
