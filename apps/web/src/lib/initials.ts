/** An avatar's letters: the first of the first two words ('Siti Rahma' → 'SR'), else two letters. */
export function initials(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1 ? (words[0]?.[0] ?? '') + (words[1]?.[0] ?? '') : (words[0] ?? '').slice(0, 2);
  return letters.toUpperCase();
}
