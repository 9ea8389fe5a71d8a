// Plain constants, no zod: the owner's home reads them without loading the schemas.

/**
 * Drinking-water limits the quality alert, the owner's home and the history charts judge by.
 * Source: Peraturan Menteri Kesehatan RI No. 2 Tahun 2023 (implementing PP 66/2014 on
 * environmental health), annex "Standar Baku Mutu Kesehatan Lingkungan (SBMKL) Media Air Minum",
 * mandatory parameters: physical — TDS 300 mg/L, turbidity (kekeruhan) 3 NTU; chemical — pH
 * 6.5–8.5. They are maximum permitted levels, so a value equal to a limit is still safe. Confirmed from secondary summaries of that annex (be-jogja.com "Parameter Wajib
 * Kualitas Air", airminumpedia.com "Permenkes kualitas air minum"); the annex's own table number
 * was not confirmed. TDS probes report ppm, equal to mg/L for water.
 */
export const QUALITY_LIMITS = {
  ph: { min: 6.5, max: 8.5 },
  tds: { max: 300 },
  turbidity: { max: 3 },
} as const;

/** The quality parameters with drinking-water limits; each is judged on its own. */
export const QUALITY_PARAMS = ['ph', 'tds', 'turbidity'] as const;
export type QualityParam = (typeof QUALITY_PARAMS)[number];

/** Whether one measured value is within its drinking-water limits. */
export function isQualitySafe(param: QualityParam, value: number): boolean {
  if (param === 'ph') return value >= QUALITY_LIMITS.ph.min && value <= QUALITY_LIMITS.ph.max;
  return value <= QUALITY_LIMITS[param].max;
}
