// `npm run mastery:eval`: the table of how well mastery tracking works on simulated students.
import { BKT_DEFAULTS } from '@quizring/contracts';
import type { BktParams } from '../../shared/bkt.ts';
import { evaluate } from './evaluate.ts';
import type { EvalRow } from './evaluate.ts';
import { mulberry32 } from '@quizring/contracts/random';

/** Parameter sets spanning the plausible range of school skills (all inside the fitting clamps). */
export const EVAL_SKILLS: BktParams[] = [
  { ...BKT_DEFAULTS },
  { p_init: 0.2, p_learn: 0.1, p_guess: 0.25, p_slip: 0.08 },
  { p_init: 0.4, p_learn: 0.2, p_guess: 0.15, p_slip: 0.12 },
  { p_init: 0.1, p_learn: 0.25, p_guess: 0.1, p_slip: 0.05 },
];

export const EVAL_SETUP = { students: 1500, attempts: 12, testStudents: 5000 } as const;

export function runEvaluation(seed = 2026): EvalRow[] {
  return EVAL_SKILLS.map((truth, i) =>
    evaluate(truth, { ...EVAL_SETUP, random: mulberry32(seed + i), defaults: { ...BKT_DEFAULTS } }),
  );
}

const f = (x: number) => x.toFixed(3);
const params = (p: BktParams) => `${f(p.p_init)}/${f(p.p_learn)}/${f(p.p_guess)}/${f(p.p_slip)}`;

export function formatTable(rows: EvalRow[]): string {
  const header = [
    'true init/learn/guess/slip',
    'fitted init/learn/guess/slip',
    'max abs. error',
    'AUC fitted',
    'AUC true',
    'AUC running acc.',
    'mastered precision',
  ];
  const lines = rows.map((r) => [
    params(r.truth),
    params(r.fitted),
    f(r.recoveryError),
    f(r.aucFitted),
    f(r.aucTrue),
    f(r.aucRunningAccuracy),
    f(r.masteredPrecision),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const row = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    `${EVAL_SETUP.students} simulated students × ${EVAL_SETUP.attempts} attempts to fit; ` +
      `${EVAL_SETUP.testStudents} held-out students to measure.`,
    row(header),
    row(widths.map((w) => '-'.repeat(w))),
    ...lines.map(row),
  ].join('\n');
}
