// Check 5: in generated maths files, an explanation that states the verdict without showing the working.
import { finding } from './types.ts';
import type { Finding, QuestionRef } from './types.ts';

/** A worked arithmetic step: a number, an operator, a number ("15 − 5", "2 × 48", "−10/4"). */
const NUMBER_STEP = /\d\s*[+\-−×÷*/^=]\s*\(?[−-]?\d/;
/** Verdicts that need their computation beside them ("b² − 4ac = 0, which is zero"). */
const SIGN_VERDICT = /\bwhich is (zero|positive|negative)\b/i;
/** "factorises into two linear factors" must name the factors: a product of brackets "(x + 6)(x + 4)". */
const FACTOR_VERDICT = /\bfactori[sz]es into\b/i;
const BRACKET_PRODUCT = /\)\s*[×·*]?\s*\(/;

/** Why an explanation does not show its working, or null when it does. */
export function missingWorking(explanation: string | undefined): string | null {
  if (!explanation) return 'has no explanation';
  if (!/\d/.test(explanation)) return 'the explanation has no number or step, only a verdict';
  if (SIGN_VERDICT.test(explanation) && !NUMBER_STEP.test(explanation))
    return 'the explanation gives a sign ("which is …") without computing it from the numbers';
  if (FACTOR_VERDICT.test(explanation) && !BRACKET_PRODUCT.test(explanation))
    return 'the explanation says it factorises without writing the factors';
  return null;
}

export function checkWorking(questions: QuestionRef[]): Finding[] {
  const out: Finding[] = [];
  for (const q of questions) {
    if (!q.generated) continue;
    const why = missingWorking(q.question.explanation);
    if (why) out.push(finding('working', q, q.line('explanation'), why));
  }
  return out;
}
