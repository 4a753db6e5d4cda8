// Check 3: near-duplicate questions anywhere in the pack (same answer, question texts at least 85 % alike).
import { bigramCodes, diceCodes, normalise } from './normalise.ts';
import { finding } from './types.ts';
import type { Finding, QuestionRef } from './types.ts';

export const NEAR_DUPLICATE_SIMILARITY = 0.85;

export interface DuplicatePair {
  a: QuestionRef;
  b: QuestionRef;
  similarity: number;
}

interface Entry {
  q: QuestionRef;
  grams: Float64Array;
}

/** The numbers of a text, signed and sorted: "(5, −1)" → "-1 5". Unlike normalise(), keeps the sign. */
export function numbersOf(text: string): string {
  const found = text.match(/[−-]?\d+(?:\.\d+)?/g) ?? [];
  return found
    .map((n) => n.replace('−', '-'))
    .sort()
    .join(' ');
}

/**
 * Pairs with the same normalised answer, the same numbers in the text, and Dice similarity ≥ 0.85 of their
 * normalised texts. The same template with other numbers ("the place value of 6 in 8675" / "in 3687") is
 * varied practice, not a duplicate, even when the answers agree. Questions are bucketed by answer and numbers
 * first, and pairs whose sizes alone rule out 0.85 are skipped, so 30,000 questions take a second or two.
 */
export function findNearDuplicates(questions: QuestionRef[]): DuplicatePair[] {
  const buckets = new Map<string, Entry[]>();
  for (const q of questions) {
    const text = normalise(q.question.text);
    const grams = bigramCodes(text);
    // The sign of a number is kept: "5/12" and "−5/12" are different answers.
    const answer = normalise(q.question.answer.replace(/[−-](?=\d)/g, ' minus ')) || q.question.answer.trim();
    const bucket = `${answer}\n${numbersOf(q.question.text)}`;
    const list = buckets.get(bucket) ?? [];
    list.push({ q, grams });
    buckets.set(bucket, list);
  }
  const pairs: DuplicatePair[] = [];
  for (const list of buckets.values()) {
    list.sort((x, y) => x.grams.length - y.grams.length);
    for (let i = 0; i < list.length; i++) {
      const x = list[i]!;
      for (let j = i + 1; j < list.length; j++) {
        const y = list[j]!;
        // Dice ≤ 2·min/(sum): once the longer text is too long, every later one is too.
        const [m, n] = [x.grams.length, y.grams.length];
        if ((2 * m) / (m + n) < NEAR_DUPLICATE_SIMILARITY) break;
        if (isRevisit(x.q, y.q)) continue;
        const s = diceCodes(x.grams, y.grams);
        if (s >= NEAR_DUPLICATE_SIMILARITY) pairs.push({ a: x.q, b: y.q, similarity: s });
      }
    }
  }
  return pairs.sort((p, r) => p.a.file.localeCompare(r.a.file) || p.a.line() - r.a.line());
}

function isRevisit(a: QuestionRef, b: QuestionRef): boolean {
  return a.question.revisits === b.question.key || b.question.revisits === a.question.key;
}

export function checkNearDuplicates(questions: QuestionRef[], pairs: DuplicatePair[]): Finding[] {
  const out: Finding[] = [];
  const keys = new Set(questions.map((q) => q.question.key));
  for (const q of questions) {
    const target = q.question.revisits;
    if (target !== undefined && (target === q.question.key || !keys.has(target)))
      out.push(
        finding('near-duplicate', q, q.line('revisits'), `revisits names no other question: "${target}"`),
      );
  }
  for (const { a, b, similarity } of pairs) {
    const pct = Math.round(similarity * 100);
    const where = (r: QuestionRef) => `${r.question.key} (${r.file}:${r.line()})`;
    out.push(
      finding(
        'near-duplicate',
        b,
        b.line(),
        `${pct} % like ${where(a)} with the same answer; mark a revisit`,
      ),
    );
  }
  return out;
}
