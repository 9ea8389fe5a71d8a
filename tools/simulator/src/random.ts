/** A small seeded generator (mulberry32), so a simulated history is the same on every run. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** Normally distributed (Box–Muller). */
  const normal = (mean: number, sd: number) =>
    mean + sd * Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  return { next, normal };
}

export type Random = ReturnType<typeof seededRandom>;

/**
 * A generator keyed by whole numbers (a seed, a channel, a day or a minute), so any moment can be
 * drawn alone, in any order.
 */
export function keyedRandom(...keys: number[]): Random {
  let h = 0x811c9dc5;
  for (const k of keys)
    h = Math.imul(h ^ (k | 0), 0x01000193) ^ Math.imul(Math.floor(k / 2 ** 32), 0x85ebca6b);
  return seededRandom(h);
}
