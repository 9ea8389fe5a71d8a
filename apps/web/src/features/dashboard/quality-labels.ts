import { formatNumber, QUALITY_LIMITS, type QualityParam } from '@depot/contract';

const { ph, tds, turbidity } = QUALITY_LIMITS;

/** How each quality parameter is named, measured and limited on screen. */
export const QUALITY_LABELS: Record<QualityParam, { name: string; unit: string; limit: string }> = {
  ph: { name: 'pH', unit: '', limit: `${formatNumber(ph.min)}–${formatNumber(ph.max)}` },
  tds: { name: 'TDS', unit: 'ppm', limit: `maks. ${formatNumber(tds.max)} ppm` },
  turbidity: {
    name: 'Kekeruhan',
    unit: 'NTU',
    limit: `maks. ${formatNumber(turbidity.max)} NTU`,
  },
};

export const formatQuality = (param: QualityParam, value: number) =>
  `${formatNumber(Math.round(value * 100) / 100)}${QUALITY_LABELS[param].unit ? ` ${QUALITY_LABELS[param].unit}` : ''}`;
