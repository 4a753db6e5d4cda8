import { describe, expect, it } from 'vitest';
import { mulberry32, seedFrom, seededRng } from './random.ts';

describe('seeded randomness', () => {
  it('repeats a sequence for a seed and differs between seeds', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
    for (const x of first) expect(x >= 0 && x < 1).toBe(true);
  });

  it('gives the published FNV-1a hash of a key', () => {
    expect(seedFrom('')).toBe(0x811c9dc5);
    expect(seedFrom('a')).toBe(0xe40c292c);
  });

  it('picks, shuffles and draws integers within bounds', () => {
    const rng = seededRng(seedFrom('skill:7'));
    for (let i = 0; i < 200; i++) {
      const n = rng.int(3, 5);
      expect(n >= 3 && n <= 5 && Number.isInteger(n)).toBe(true);
    }
    expect(rng.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(() => rng.pick([])).toThrow();
  });
});
