// The targets of mastery tracking, measured as `npm run mastery:eval` measures them.
import { describe, expect, it } from 'vitest';
import { runEvaluation } from '../../src/features/mastery/eval-table.ts';

describe('mastery evaluation on simulated students (1,500 × 12 to fit)', () => {
  const rows = runEvaluation();

  it.each(rows.map((r, i) => [i, r] as const))('skill %i: recovers the parameters within ±0.03', (_, r) => {
    expect(r.recoveryError).toBeLessThanOrEqual(0.03);
  });

  it.each(rows.map((r, i) => [i, r] as const))(
    'skill %i: fitted AUC within 0.005 of the true parameters and ≥ 0.02 above running accuracy',
    (_, r) => {
      expect(r.aucTrue - r.aucFitted).toBeLessThanOrEqual(0.005);
      expect(r.aucFitted - r.aucRunningAccuracy).toBeGreaterThanOrEqual(0.02);
    },
  );

  it.each(rows.map((r, i) => [i, r] as const))('skill %i: mastered flag precision ≥ 0.95', (_, r) => {
    expect(r.masteredPrecision).toBeGreaterThanOrEqual(0.95);
  });
});
