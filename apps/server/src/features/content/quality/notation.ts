// Check 7: maths written outside the house style. House style (issue 14, section 3): maths is TeX between
// `$…$` or `$$…$$` — `$x^{2}$`, `$\sqrt{2}$`, `$\frac{3}{4}$`. In Mathematics, Physics and Chemistry files,
// powers, roots and fractions written in prose (`x^2`, `x²`, `√2`, `sqrt(2)`, `3/4`) are flagged.
import { finding } from './types.ts';
import type { Finding, QuestionRef } from './types.ts';

export const NOTATION_SUBJECTS = new Set(['mathematics', 'physics', 'chemistry', 'science', 'biology']);

const RULES: { kind: string; pattern: RegExp; say: string }[] = [
  { kind: 'power', pattern: /\^/, say: 'a power written with ^ outside $…$' },
  { kind: 'power', pattern: /[²³⁴⁵⁶⁷⁸⁹⁰¹ⁿ⁻]/, say: 'a power written as a superscript character' },
  { kind: 'root', pattern: /√|∛/, say: 'a root written with √' },
  { kind: 'root', pattern: /\bsqrt\s*\(/i, say: 'a root written as sqrt(…)' },
  // Digits or a closing bracket on both sides of the slash: "3/4", "(x+1)/2"; units such as km/h are left alone.
  { kind: 'fraction', pattern: /[\d)]\s*\/\s*[−-]?[\d(]/, say: 'a fraction written as a/b' },
];

/** The prose of a text: everything outside `$…$` and `$$…$$` (an unclosed `$` keeps the rest as prose). */
export function prose(text: string): string {
  return text.replace(/\$\$[\s\S]*?\$\$|\$[^$]*\$/g, ' ');
}

/** The house-style problems of one text, one per kind of notation. */
export function notationProblems(text: string): string[] {
  const found = new Map<string, string>();
  const outside = prose(text);
  for (const rule of RULES)
    if (!found.has(rule.kind) && rule.pattern.test(outside)) found.set(rule.kind, rule.say);
  return [...found.values()];
}

export function checkNotation(questions: QuestionRef[]): Finding[] {
  const out: Finding[] = [];
  for (const q of questions) {
    if (!NOTATION_SUBJECTS.has(q.subject.toLowerCase())) continue;
    const { text, options, hint, explanation } = q.question;
    const fields: [string, string | undefined, number?][] = [
      ['text', text],
      ...options.map((o, i): [string, string, number] => ['options', o, i]),
      ['hint', hint],
      ['explanation', explanation],
    ];
    for (const [field, value, index] of fields) {
      if (!value) continue;
      const name = index === undefined ? field : `${field}[${index}]`;
      for (const say of notationProblems(value))
        out.push(
          finding('notation', q, q.line(field, index), `${name}: ${say}; write it as TeX between $…$`),
        );
    }
  }
  return out;
}
