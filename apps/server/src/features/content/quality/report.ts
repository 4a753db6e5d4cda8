// The text `npm run content:check` prints: every finding, then counts per check and subject, the
// longest-option rates and the near-duplicate pairs.
import type { CheckResult } from './run-checks.ts';
import type { CheckId } from './types.ts';

export const CHECKS: Record<CheckId, string> = {
  'long-key': 'answer markedly longest (≥ 1.5× the next option)',
  giveaway: 'question or hint contains the answer',
  'near-duplicate': 'near-duplicate questions (≥ 85 % alike, same answer)',
  'few-options': 'fewer than four options / hard two-option question',
  working: 'generated explanation without the working',
  'yaml-1.1': 'unquoted text a YAML 1.1 reader turns into a number or boolean',
  notation: 'maths outside the house style ($…$ TeX)',
};

const pct = (n: number) => `${(n * 100).toFixed(0)} %`;

export function formatReport(result: CheckResult): string {
  const lines: string[] = [];
  for (const f of result.findings)
    lines.push(`${f.file}:${f.line}: ${f.key ? `${f.key}: ` : ''}${f.message}`);
  if (result.findings.length) lines.push('');

  const subjects = [...new Set(result.findings.map((f) => f.subject))].sort();
  lines.push(`Findings by check and subject (${result.questions} questions):`);
  lines.push(['check', 'total', ...subjects].join(' | '));
  for (const id of Object.keys(CHECKS) as CheckId[]) {
    const mine = result.findings.filter((f) => f.check === id);
    const per = subjects.map((s) => String(mine.filter((f) => f.subject === s).length));
    lines.push([`${id} (${CHECKS[id]})`, String(mine.length), ...per].join(' | '));
  }
  lines.push(
    ['all', String(result.findings.length), ...subjects.map((s) => String(count(result, s)))].join(' | '),
  );

  lines.push('', 'The answer as the longest option (of questions with one strictly longest option):');
  lines.push('subject | questions | one longest | answer longest | rate | chance');
  for (const r of result.rates) {
    const rate = r.uniqueLongest ? pct(r.keyLongest / r.uniqueLongest) : '–';
    lines.push(
      `${r.subject} | ${r.questions} | ${r.uniqueLongest} | ${r.keyLongest} | ${rate} | ${pct(r.chance)}`,
    );
  }

  lines.push('', `Near-duplicate pairs (${result.pairs.length}):`);
  for (const p of result.pairs)
    lines.push(
      `${p.a.question.key} = ${p.b.question.key} (${pct(p.similarity)}, answer "${p.a.question.answer}")`,
    );
  lines.push('', result.findings.length ? `${result.findings.length} problems found.` : 'No problems found.');
  return `${lines.join('\n')}\n`;
}

function count(result: CheckResult, subject: string): number {
  return result.findings.filter((f) => f.subject === subject).length;
}
