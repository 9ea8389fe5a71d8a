import type { BillBlockLine } from '@depot/contract';

/** A golongan's tariff as the bill needs it. */
export interface Tariff {
  blocks: { fromM3: number; toM3: number | null; pricePerM3: number }[];
  minimumM3: number;
  adminFee: number;
  meterFee: number;
  ppnPercent: number;
  materaiAmount: number;
  materaiThreshold: number;
}

export interface Bill {
  billedM3: number;
  lines: BillBlockLine[];
  water: number;
  adminFee: number;
  meterFee: number;
  subtotal: number;
  ppnPercent: number;
  ppn: number;
  materai: number;
  total: number;
}

/**
 * The monthly bill of a usage, in whole rupiah. Rounding rules:
 * - usage is counted in whole litres (m³ to 3 decimals), so 10,5 m³ is 10 m³ of the first block
 *   and 0,5 m³ of the second (pro rata inside the block);
 * - a usage below the golongan's minimum is billed as the minimum;
 * - each block line is rounded to whole rupiah (half up); the water charge is the sum of the
 *   lines, so the lines shown add up to it;
 * - PPN is the subtotal times the percentage, rounded half up;
 * - bea meterai is added when subtotal + PPN is above the threshold (UU 10/2020: above Rp 5 jt).
 */
export function computeBill(tariff: Tariff, usageM3: number): Bill {
  const billedL = Math.max(Math.round(usageM3 * 1000), Math.round(tariff.minimumM3 * 1000));
  const lines: BillBlockLine[] = [];
  for (const block of [...tariff.blocks].sort((a, b) => a.fromM3 - b.fromM3)) {
    const fromL = Math.round(block.fromM3 * 1000);
    const toL = block.toM3 === null ? Infinity : Math.round(block.toM3 * 1000);
    const litres = Math.max(0, Math.min(billedL, toL) - fromL);
    if (litres === 0) continue;
    lines.push({
      dari_m3: block.fromM3,
      sampai_m3: block.toM3,
      volume_m3: litres / 1000,
      tarif_per_m3: block.pricePerM3,
      biaya: Math.round((litres * block.pricePerM3) / 1000),
    });
  }
  const water = lines.reduce((sum, l) => sum + l.biaya, 0);
  const subtotal = water + tariff.adminFee + tariff.meterFee;
  const ppn = Math.round((subtotal * tariff.ppnPercent) / 100);
  const materai = subtotal + ppn > tariff.materaiThreshold ? tariff.materaiAmount : 0;
  return {
    billedM3: billedL / 1000,
    lines,
    water,
    adminFee: tariff.adminFee,
    meterFee: tariff.meterFee,
    subtotal,
    ppnPercent: tariff.ppnPercent,
    ppn,
    materai,
    total: subtotal + ppn + materai,
  };
}
