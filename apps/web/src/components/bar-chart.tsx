import { formatInteger } from '@depot/contract';
import { Paper, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useState } from 'react';

export interface Bar {
  key: string;
  /** Axis label, one string per line. */
  axis: string[];
  /** The tooltip's heading. */
  title: string;
  value: number;
  /** Further tooltip lines, e.g. the litres behind the gallons. */
  details: string[];
  /** The period still running: drawn lighter and marked, so a half day does not read as a drop. */
  running?: boolean;
}

/** The chart's height unless told otherwise, in px. */
export const CHART_HEIGHT = 260;

const PAD = { top: 20, right: 4, bottom: 34, left: 40 };
const AXIS_FONT = 11;
const COLOR = '#1098ad';

/** A round step giving about `ticks` grid lines up to `max`: 1, 2 or 5 times a power of ten. */
function niceStep(max: number, ticks: number): number {
  const rough = Math.max(max, 1) / ticks;
  const power = 10 ** Math.floor(Math.log10(rough));
  const factor = [1, 2, 5, 10].find((f) => f * power >= rough) ?? 10;
  return Math.max(1, factor * power);
}

/**
 * A plain SVG bar chart: a few kilobytes instead of a chart library on the owner's first screen.
 * Bars are labelled as far as the width allows (`every` thins the labels on a phone, `allLabels`
 * keeps every one, counted from the newest); tapping or hovering a bar shows its tooltip. A running
 * period is a dashed, lighter bar with a 'berjalan' key above the plot.
 */
export function BarChart({
  bars,
  unit,
  label,
  height = CHART_HEIGHT,
  allLabels = false,
}: {
  bars: Bar[];
  unit: string;
  label: string;
  height?: number;
  allLabels?: boolean;
}) {
  const { ref, width } = useElementSize<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const plotW = Math.max(0, width - PAD.left - PAD.right);
  const plotH = height - PAD.top - PAD.bottom;
  const max = Math.max(0, ...bars.map((b) => b.value));
  const step = niceStep(max, 4);
  const top = step * Math.max(1, Math.ceil(max / step));
  const slot = bars.length ? plotW / bars.length : 0;
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const widest = Math.max(1, ...bars.flatMap((b) => b.axis.map((line) => line.length)));
  const every = allLabels ? 1 : Math.max(1, Math.ceil((widest * AXIS_FONT * 0.6 + 4) / slot));
  const shown = active === null ? undefined : bars[active];

  return (
    <div ref={ref} style={{ position: 'relative', width: '100%', height }}>
      {width > 0 && (
        <svg
          width={width}
          height={height}
          role="img"
          aria-label={label}
          onPointerLeave={() => setActive(null)}
          style={{ display: 'block', touchAction: 'pan-y' }}
        >
          <text x={PAD.left - 6} y={PAD.top - 8} fontSize={AXIS_FONT} textAnchor="end" fill="gray">
            {unit}
          </text>
          {bars.some((b) => b.running) && (
            <g transform={`translate(${width - PAD.right - 62}, ${PAD.top - 18})`}>
              <rect
                width={10}
                height={10}
                fill={COLOR}
                fillOpacity={0.35}
                stroke={COLOR}
                strokeDasharray="3 2"
              />
              <text x={14} y={9} fontSize={AXIS_FONT} fill="gray">
                berjalan
              </text>
            </g>
          )}
          {Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step).map((v) => (
            <g key={v}>
              <line
                x1={PAD.left}
                x2={width - PAD.right}
                y1={y(v)}
                y2={y(v)}
                stroke="var(--mantine-color-default-border)"
              />
              <text x={PAD.left - 6} y={y(v) + 4} fontSize={AXIS_FONT} textAnchor="end" fill="gray">
                {formatInteger(v)}
              </text>
            </g>
          ))}
          {bars.map((bar, i) => {
            const x = PAD.left + i * slot;
            const barW = Math.max(1, slot * 0.7);
            const labelled = (bars.length - 1 - i) % every === 0;
            return (
              <g
                key={bar.key}
                onPointerEnter={() => setActive(i)}
                onClick={() => setActive(i)}
                opacity={active === null || active === i ? 1 : 0.6}
              >
                <rect x={x} y={PAD.top} width={slot} height={plotH} fill="transparent" />
                <rect
                  x={x + (slot - barW) / 2}
                  y={y(bar.value)}
                  width={barW}
                  height={PAD.top + plotH - y(bar.value)}
                  fill={COLOR}
                  fillOpacity={bar.running ? 0.35 : 1}
                  stroke={bar.running ? COLOR : undefined}
                  strokeDasharray={bar.running ? '3 2' : undefined}
                />
                {labelled &&
                  bar.axis.map((line, n) => (
                    <text
                      key={n}
                      x={x + slot / 2}
                      y={PAD.top + plotH + 14 + n * 13}
                      fontSize={AXIS_FONT}
                      textAnchor="middle"
                      fill="gray"
                    >
                      {line}
                    </text>
                  ))}
              </g>
            );
          })}
        </svg>
      )}
      {shown && active !== null && (
        <Paper
          shadow="sm"
          withBorder
          p={6}
          style={{
            position: 'absolute',
            top: 0,
            pointerEvents: 'none',
            // Beside the bar, on the side with room.
            ...(PAD.left + active * slot > width / 2
              ? { right: width - PAD.left - active * slot + 4 }
              : { left: PAD.left + (active + 1) * slot + 4 }),
          }}
        >
          <Text size="xs" fw={600}>
            {shown.title}
            {shown.running ? ' (berjalan)' : ''}
          </Text>
          <Text size="xs">
            {formatInteger(shown.value)} {unit.toLowerCase()}
          </Text>
          {shown.details.map((line) => (
            <Text key={line} size="xs" c="dimmed">
              {line}
            </Text>
          ))}
        </Paper>
      )}
    </div>
  );
}
