// Check 4: fewer than four options unless marked as a true two-way choice; a hard question with two options.
import { finding } from './types.ts';
import type { Finding, QuestionRef } from './types.ts';

export function checkOptionCount(questions: QuestionRef[]): Finding[] {
  const out: Finding[] = [];
  for (const q of questions) {
    const { options, difficulty, two_way: twoWay } = q.question;
    const n = options.length;
    if (twoWay && n !== 2)
      out.push(
        finding('few-options', q, q.line('two_way'), `two_way: true needs exactly two options, not ${n}`),
      );
    else if (n === 2 && difficulty === 3)
      out.push(
        finding('few-options', q, q.line('options'), 'a hard question (difficulty 3) has only two options'),
      );
    else if (n < 4 && !twoWay)
      out.push(
        finding(
          'few-options',
          q,
          q.line('options'),
          `has ${n} options: give four, or mark a true two-way choice with two_way: true`,
        ),
      );
  }
  return out;
}
