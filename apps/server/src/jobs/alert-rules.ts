import {
  formatNumber,
  isQualitySafe,
  messages,
  QUALITY_LIMITS,
  type QualityParam,
} from '@depot/contract';

/** Pure alert rules, kept apart from storage so they can be tested on their own. */

export function isLowStock(volume: number, capacity: number, lowStockPct: number): boolean {
  return capacity > 0 && (volume / capacity) * 100 < lowStockPct;
}

/** What is wrong with one measured value, in words; null when it is within the limits. */
export function qualityViolation(param: QualityParam, value: number): string | null {
  if (isQualitySafe(param, value)) return null;
  const { ph, tds, turbidity } = QUALITY_LIMITS;
  const { alerts } = messages;
  const v = formatNumber(value);
  if (param === 'ph') return alerts.ph(v, formatNumber(ph.min), formatNumber(ph.max));
  if (param === 'tds') return alerts.tds(v, formatNumber(tds.max));
  return alerts.turbidity(v, formatNumber(turbidity.max));
}

export const LEAK_WINDOW_MINUTES = 30;

export interface LeakInput {
  /** Tank volumes in the window, oldest first. */
  volumes: { ts: Date; volume: number }[];
  /** Litres the taps dispensed in the same window. */
  dispensedL: number;
  capacity: number;
}

/**
 * A suspected leak: over a window of at least 20 minutes without a refill, the tank lost
 * markedly more water than the flow meters counted (more than 5 % of capacity and 30 L).
 */
export function leakLoss(input: LeakInput): number | null {
  const { volumes, dispensedL, capacity } = input;
  const first = volumes[0];
  const last = volumes[volumes.length - 1];
  if (!first || !last) return null;
  if (last.ts.getTime() - first.ts.getTime() < 20 * 60_000) return null;
  for (let i = 1; i < volumes.length; i++) {
    // Refilling (or sensor noise upward) makes the window unusable.
    if (volumes[i]!.volume - volumes[i - 1]!.volume > 5) return null;
  }
  const dropped = first.volume - last.volume;
  const unexplained = dropped - dispensedL;
  return unexplained > Math.max(0.05 * capacity, 30) ? dropped : null;
}

/** Spec §4: a value below min or above max is an alert, only when both limits are set. */
export function isOutOfRange(s: {
  is_active: boolean;
  latest_value: number;
  min_value: number | null;
  max_value: number | null;
}) {
  if (!s.is_active || s.min_value === null || s.max_value === null) return false;
  return s.latest_value < s.min_value || s.latest_value > s.max_value;
}
