// `npm run content:check` in `npm test`: the shipped pack passes every content check, the notation one included
// (every formula is TeX), and the key is the one longest option about as often as chance.
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../src/features/content/quality/run-checks.ts';
import { findDefaultPackDir } from '../../src/features/content/default-pack.ts';

/** A test-wise student gains little from a rate within this of chance (about 25 % with four options). */
const MAX_RATE_FROM_CHANCE = 0.06;

describe('the default pack passes the content checks', () => {
  it('has no finding of any check', async () => {
    const dir = findDefaultPackDir();
    expect(dir).toBeTruthy();
    const { result, errors } = await checkContent(dir!);
    expect(errors).toEqual([]);
    expect(result!.findings.map((f) => `${f.file}:${f.line}: ${f.key}: ${f.check}: ${f.message}`)).toEqual(
      [],
    );
  });

  it('makes the key the one longest option about as often as chance in every subject', async () => {
    const { result } = await checkContent(findDefaultPackDir()!);
    const far = result!.rates
      .filter((r) => r.uniqueLongest >= 20)
      .filter((r) => Math.abs(r.keyLongest / r.uniqueLongest - r.chance) > MAX_RATE_FROM_CHANCE)
      .map(
        (r) =>
          `${r.subject}: ${Math.round((100 * r.keyLongest) / r.uniqueLongest)} % (chance ${Math.round(100 * r.chance)} %)`,
      );
    expect(far).toEqual([]);
  });
});
