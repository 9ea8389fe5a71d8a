import {
  bucketLabel,
  formatNumber,
  formatSensorValue,
  JAKARTA_TIME_ZONE,
  messages,
  SENSOR_TYPE_INFO,
  type SensorReading,
  type SmartIotSensorType,
} from '@depot/contract';
import type { ChartOption } from '../../components/echart';

const wib = new Intl.DateTimeFormat('id-ID', {
  timeZone: JAKARTA_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
const wibLabel = (ms: number) => wib.format(new Date(ms));
const wibDay = new Intl.DateTimeFormat('id-ID', {
  timeZone: JAKARTA_TIME_ZONE,
  day: 'numeric',
  month: 'short',
});
const wibClock = new Intl.DateTimeFormat('id-ID', {
  timeZone: JAKARTA_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});

/** An axis tick at midnight in Jakarta (a week's or a year's ticks) names its day alone: '1 Jan'. */
export const tickLabel = (ms: number) =>
  wibClock.format(new Date(ms)) === '00.00' ? wibDay.format(new Date(ms)) : wibLabel(ms);

/** What the points are: the readings, or averages per bucket ('rata-rata per 15 menit'). */
export const pointsCaption = (bucketMinutes: number | null) =>
  bucketMinutes === null
    ? messages.iot.rawPoints
    : messages.iot.averagedPer(bucketLabel(bucketMinutes));

/**
 * The line of a sensor's history against Asia/Jakarta times (the server answers newest first).
 * Averaged points also draw their min–max band: a stacked pair of series, the lower one unseen.
 */
export function readingsChartOption(
  points: readonly SensorReading[],
  type: SmartIotSensorType,
  bucketMinutes: number | null,
): ChartOption {
  const ordered = [...points].reverse();
  const at = (p: SensorReading) => Date.parse(p.timestamp);
  const { unit } = SENSOR_TYPE_INFO[type];
  const band = bucketMinutes !== null;
  const series: object[] = [
    {
      name: band ? messages.iot.average : messages.iot.value,
      type: 'line',
      data: ordered.map((p) => [at(p), p.value]),
      showSymbol: ordered.length < 60,
      itemStyle: { color: '#1c7ed6' },
      lineStyle: { width: 1.5 },
      z: 3,
    },
  ];
  if (band) {
    // The band: the max line's area filled from the axis bottom, covered below the min line
    // by the card's own white (stacking does not work on a time axis).
    const edge = (
      name: string,
      pick: (p: SensorReading) => number,
      color: string,
      opacity: number,
    ) => ({
      name,
      type: 'line',
      data: ordered.map((p) => [at(p), pick(p)]),
      lineStyle: { opacity: 0 },
      areaStyle: { color, opacity, origin: 'start' },
      showSymbol: false,
      silent: true,
      tooltip: { show: false },
    });
    series.push(
      { ...edge(messages.iot.range, (p) => p.max ?? p.value, '#a5d8ff', 1), z: 1 },
      { ...edge('min', (p) => p.min ?? p.value, '#ffffff', 1), z: 2 },
    );
  }
  return {
    animation: false,
    tooltip: {
      trigger: 'axis',
      axisPointer: { label: { formatter: ({ value }: { value: number }) => wibLabel(value) } },
      valueFormatter: (v: number) => formatSensorValue(type, v),
    },
    legend: {
      data: band ? [messages.iot.average, messages.iot.range] : [messages.iot.value],
      top: 0,
    },
    // Room above the plot for the legend and, under it, the unit; at the right for the last date.
    grid: { left: 8, right: 32, top: 48, bottom: 8, containLabel: true },
    xAxis: { type: 'time', axisLabel: { fontSize: 11, hideOverlap: true, formatter: tickLabel } },
    yAxis: {
      type: 'value',
      name: unit,
      scale: true,
      axisLabel: { fontSize: 11, formatter: (v: number) => formatNumber(v) },
    },
    series,
  };
}
