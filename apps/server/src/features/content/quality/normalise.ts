// Text normalisation and similarity shared by the checks.

/** Lower case, punctuation and symbols to spaces, runs of spaces to one: "H₂O, (water)!" → "h₂o water". */
export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The multiset of character bigrams of a normalised text (spaces included, so word edges count). */
export function bigrams(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (let i = 0; i < text.length - 1; i++) {
    const g = text.slice(i, i + 2);
    out.set(g, (out.get(g) ?? 0) + 1);
  }
  return out;
}

/** Sørensen–Dice coefficient of two bigram multisets: 1 for equal texts, 0 for nothing shared. */
export function dice(a: Map<string, number>, b: Map<string, number>): number {
  let sizeA = 0;
  let sizeB = 0;
  let shared = 0;
  for (const n of a.values()) sizeA += n;
  for (const [g, n] of b) {
    sizeB += n;
    shared += Math.min(n, a.get(g) ?? 0);
  }
  if (sizeA + sizeB === 0) return 1;
  return (2 * shared) / (sizeA + sizeB);
}

/** The character bigrams of a normalised text as sorted numbers: the fast form for comparing many pairs. */
export function bigramCodes(text: string): Float64Array {
  const out = new Float64Array(Math.max(text.length - 1, 0));
  for (let i = 0; i < out.length; i++) out[i] = text.charCodeAt(i) * 65536 + text.charCodeAt(i + 1);
  return out.sort();
}

/** Sørensen–Dice coefficient of two sorted bigram codes (the same value as dice() on their multisets). */
export function diceCodes(a: Float64Array, b: Float64Array): number {
  if (a.length + b.length === 0) return 1;
  let i = 0;
  let j = 0;
  let shared = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      shared++;
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  return (2 * shared) / (a.length + b.length);
}

/** Similarity of two texts after normalising (Dice over character bigrams). */
export function similarity(a: string, b: string): number {
  const na = normalise(a);
  const nb = normalise(b);
  if (na === nb) return 1;
  return dice(bigrams(na), bigrams(nb));
}
