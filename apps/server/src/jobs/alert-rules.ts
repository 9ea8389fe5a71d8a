import { formatNumber, QUALITY_LIMITS } from '@depot/contract';

/** Pure alert rules, kept apart from storage so they can be tested on their own. */

export function isLowStock(volume: number, capacity: number, lowStockPct: number): boolean {
  return capacity > 0 && (volume / capacity) * 100 < lowStockPct;
}

export interface QualityValues {
  ph: number | null;
  tds: number | null;
  turbidity: number | null;
}

/** What is out of the drinking-water limits, in words; empty when the water is fine. */
export function qualityViolations(q: QualityValues): string[] {
  const out: string[] = [];
  const { ph, tds, turbidity } = QUALITY_LIMITS;
  if (q.ph !== null && (q.ph < ph.min || q.ph > ph.max)) {
    out.push(`pH ${formatNumber(q.ph)} (batas ${formatNumber(ph.min)}–${formatNumber(ph.max)})`);
  }
  if (q.tds !== null && q.tds > tds.max) {
    out.push(`TDS ${formatNumber(q.tds)} ppm (maks. ${tds.max} ppm)`);
  }
  if (q.turbidity !== null && q.turbidity > turbidity.max) {
    out.push(`kekeruhan ${formatNumber(q.turbidity)} NTU (maks. ${turbidity.max} NTU)`);
  }
  return out;
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
