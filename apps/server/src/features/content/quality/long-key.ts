// Check 1: the right option markedly longer than every other, and how often the key is the longest option.
import { finding } from './types.ts';
import type { Finding, QuestionRef } from './types.ts';

/** The key is flagged when it is at least this many times as long as the next longest option. */
export const LONG_KEY_RATIO = 1.5;
/** …and at least this many characters longer: "Yes" against "No" or "12" against "9" is no cue. */
export const LONG_KEY_MIN_EXTRA = 4;

/**
 * How long an option looks to the student: TeX counts as what it draws, roughly (`$\\frac{3}{4}$` is three
 * characters, not thirteen), so a formula is not taken for a long option.
 */
export function visibleLength(text: string): number {
  return text
    .trim()
    .replace(/\\(?:frac|dfrac|sqrt|mathrm|text|left|right|,|;|!|quad)/gu, '')
    .replace(/\\[a-zA-Z]+/gu, 'x')
    .replace(/[${}^_]/gu, '').length;
}

export function checkLongKey(questions: QuestionRef[]): Finding[] {
  const out: Finding[] = [];
  for (const q of questions) {
    const { options, answer } = q.question;
    const key = visibleLength(answer);
    const others = options.filter((o) => o !== answer).map(visibleLength);
    const next = Math.max(0, ...others);
    if (next > 0 && key >= LONG_KEY_RATIO * next && key - next >= LONG_KEY_MIN_EXTRA) {
      const index = options.indexOf(answer);
      out.push(
        finding(
          'long-key',
          q,
          q.line('options', index),
          `the answer is ${(key / next).toFixed(1)}× as long as the next longest option (${key} vs ${next} characters)`,
        ),
      );
    }
  }
  return out;
}

export interface LongestKeyRate {
  subject: string;
  questions: number;
  /** Questions whose longest option (after trimming) is longer than every other. */
  uniqueLongest: number;
  /** …of which the longest option is the answer. */
  keyLongest: number;
  /** The rate expected by chance: the mean of 1/n (n options) over those questions. */
  chance: number;
}

/** Per subject: how often the key is the strictly longest option, against chance. */
export function longestKeyRates(questions: QuestionRef[]): LongestKeyRate[] {
  const by = new Map<string, LongestKeyRate & { chanceSum: number }>();
  for (const q of questions) {
    const row = by.get(q.subject) ?? {
      subject: q.subject,
      questions: 0,
      uniqueLongest: 0,
      keyLongest: 0,
      chance: 0,
      chanceSum: 0,
    };
    by.set(q.subject, row);
    row.questions++;
    const lengths = q.question.options.map(visibleLength);
    const max = Math.max(...lengths);
    if (lengths.filter((l) => l === max).length !== 1) continue;
    row.uniqueLongest++;
    row.chanceSum += 1 / lengths.length;
    if (q.question.options[lengths.indexOf(max)] === q.question.answer) row.keyLongest++;
  }
  return [...by.values()]
    .map(({ chanceSum, ...row }) => ({
      ...row,
      chance: row.uniqueLongest ? chanceSum / row.uniqueLongest : 0,
    }))
    .sort((a, b) => a.subject.localeCompare(b.subject));
}
