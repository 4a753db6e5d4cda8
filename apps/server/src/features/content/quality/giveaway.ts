// Check 2: a stem or hint that contains the right option's text, so it gives the answer away.
import { normalise } from './normalise.ts';
import { finding } from './types.ts';
import type { Finding, QuestionRef } from './types.ts';

/**
 * Whether `text` contains `option` as whole words, after normalising both (case, spaces, punctuation).
 * Options shorter than 4 characters or made only of digits never count: "5", "the", "are" or "put" turn up in
 * any sentence by accident (an English stem around a blank always holds them).
 */
export function containsOption(text: string, option: string): boolean {
  const o = normalise(option);
  if (o.length < 4 || /^[\d ]+$/.test(o)) return false;
  return ` ${normalise(text)} `.includes(` ${o} `);
}

export function checkGiveaway(questions: QuestionRef[]): Finding[] {
  const out: Finding[] = [];
  for (const q of questions) {
    const { text, hint, answer, options } = q.question;
    for (const [field, value] of [
      ['text', text],
      ['hint', hint],
    ] as const) {
      if (!value || !containsOption(value, answer)) continue;
      // A stem that names a wrong option too ("greater or less?") does not single out the answer.
      if (options.some((o) => o !== answer && containsOption(value, o))) continue;
      const where = field === 'text' ? 'the question' : 'the hint';
      out.push(finding('giveaway', q, q.line(field), `${where} contains the answer "${answer}"`));
    }
  }
  return out;
}
