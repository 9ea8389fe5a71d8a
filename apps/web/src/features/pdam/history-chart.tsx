import { formatInteger, formatNumber, formatRupiah, type UsageHistory } from '@depot/contract';
import { useMemo } from 'react';
import { EChart, type ChartOption } from '../../components/echart';

const shortMonth = new Intl.DateTimeFormat('id-ID', {
  month: 'short',
  year: '2-digit',
  timeZone: 'UTC',
});

/** Water bought vs sold per month (bars, m³) and the estimated bill (line, Rp). */
export function HistoryChart({ months }: { months: UsageHistory['data'] }) {
  const option = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0, textStyle: { fontSize: 11 } },
      grid: { left: 8, right: 8, top: 56, bottom: 8, containLabel: true },
      xAxis: {
        type: 'category',
        data: months.map((m) => shortMonth.format(new Date(`${m.month}-01T00:00:00Z`))),
        axisLabel: { fontSize: 10 },
      },
      yAxis: [
        {
          type: 'value',
          name: 'm³',
          axisLabel: { fontSize: 10, formatter: (v: number) => formatNumber(v) },
        },
        {
          type: 'value',
          name: 'Rp',
          splitLine: { show: false },
          axisLabel: { fontSize: 10, formatter: (v: number) => formatInteger(v) },
        },
      ],
      series: [
        {
          name: 'Dibeli (m³)',
          type: 'bar',
          data: months.map((m) => m.total_m3),
          itemStyle: { color: '#1c7ed6' },
          tooltip: { valueFormatter: (v: number) => `${formatNumber(v)} m³` },
        },
        {
          name: 'Terjual (m³)',
          type: 'bar',
          data: months.map((m) => m.dispensed_m3),
          itemStyle: { color: '#37b24d' },
          tooltip: { valueFormatter: (v: number) => `${formatNumber(v)} m³` },
        },
        {
          name: 'Perkiraan tagihan',
          type: 'line',
          yAxisIndex: 1,
          data: months.map((m) => m.estimated_bill),
          itemStyle: { color: '#e8590c' },
          tooltip: { valueFormatter: (v: number) => formatRupiah(v) },
        },
      ],
    }),
    [months],
  );
  return (
    <EChart
      option={option}
      height={300}
      label="Grafik air dibeli dan terjual serta perkiraan tagihan 12 bulan"
    />
  );
}
