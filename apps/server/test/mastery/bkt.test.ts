import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEvidenceCorrect, predictedSuccess, questionSuccess, updateMastery } from '../../src/shared/bkt.ts';
import { emStep, logLikelihood } from '../../src/features/mastery/fit.ts';

const prob = fc.double({ min: 0, max: 1, noNaN: true });
const params = fc.record({
  p_init: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
  p_learn: fc.double({ min: 0.0001, max: 0.4, noNaN: true }),
  p_guess: fc.double({ min: 0.0001, max: 0.3, noNaN: true }),
  p_slip: fc.double({ min: 0.0001, max: 0.2, noNaN: true }),
});

describe('Bayesian Knowledge Tracing', () => {
  it('keeps every probability in [0, 1]', () => {
    fc.assert(
      fc.property(prob, fc.boolean(), params, fc.integer({ min: 1, max: 3 }), (p, correct, ps, d) => {
        for (const x of [updateMastery(p, correct, ps), predictedSuccess(p, ps), questionSuccess(p, ps, d)])
          expect(x >= 0 && x <= 1).toBe(true);
      }),
    );
  });

  it('never lowers mastery on a right answer when guess + slip < 1', () => {
    fc.assert(
      fc.property(prob, params, (p, ps) => {
        fc.pre(ps.p_guess + ps.p_slip < 1);
        expect(updateMastery(p, true, ps)).toBeGreaterThanOrEqual(p - 1e-12);
      }),
    );
  });

  it('moves mastery up after a right answer and down after a wrong one, as the formulas say', () => {
    const ps = { p_init: 0.3, p_learn: 0.15, p_guess: 0.2, p_slip: 0.1 };
    // Posterior 0.3·0.9 / (0.27 + 0.7·0.2) = 0.6585…, then learning: + (1 − 0.6585)·0.15.
    expect(updateMastery(0.3, true, ps)).toBeCloseTo(0.6585366 + (1 - 0.6585366) * 0.15, 6);
    // Posterior 0.3·0.1 / (0.03 + 0.7·0.8) = 0.0508…, then learning.
    expect(updateMastery(0.3, false, ps)).toBeCloseTo(0.0508475 + (1 - 0.0508475) * 0.15, 6);
    expect(predictedSuccess(0.3, ps)).toBeCloseTo(0.3 * 0.9 + 0.7 * 0.2, 10);
  });

  it('counts a hint as incorrect evidence', () => {
    expect(isEvidenceCorrect(true, true)).toBe(false);
    expect(isEvidenceCorrect(true, false)).toBe(true);
    expect(isEvidenceCorrect(false, false)).toBe(false);
  });

  it('predicts easy questions likelier right than hard ones for the same mastery', () => {
    fc.assert(
      fc.property(prob, params, (p, ps) => {
        expect(questionSuccess(p, ps, 1)).toBeGreaterThan(questionSuccess(p, ps, 2));
        expect(questionSuccess(p, ps, 2)).toBeGreaterThan(questionSuccess(p, ps, 3));
      }),
    );
  });
});

describe('EM fitting', () => {
  const sequences = fc.array(fc.array(fc.boolean(), { minLength: 1, maxLength: 12 }), {
    minLength: 1,
    maxLength: 40,
  });

  it('never lowers the log-likelihood', () => {
    fc.assert(
      fc.property(sequences, params, (seqs, start) => {
        let p = start;
        let ll = logLikelihood(seqs, p);
        for (let i = 0; i < 5; i++) {
          p = emStep(seqs, p);
          const next = logLikelihood(seqs, p);
          expect(next).toBeGreaterThanOrEqual(ll - 1e-9 * Math.max(1, Math.abs(ll)));
          ll = next;
        }
      }),
      { numRuns: 200 },
    );
  });

  it('keeps fitted parameters inside the clamps', () => {
    fc.assert(
      fc.property(sequences, params, (seqs, start) => {
        const p = emStep(seqs, start);
        expect(p.p_guess).toBeLessThanOrEqual(0.3);
        expect(p.p_slip).toBeLessThanOrEqual(0.2);
        expect(p.p_learn).toBeLessThanOrEqual(0.4);
        for (const v of Object.values(p)) expect(v >= 0 && v <= 1).toBe(true);
      }),
    );
  });
});
