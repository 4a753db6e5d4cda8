import { describe, expect, it } from 'vitest';
import { isRetryableStatus, isWeakSkill, masteryBandOf, skillCategoryOf } from './rules.ts';

describe('isRetryableStatus', () => {
  it.each([
    [0, true],
    [408, true],
    [429, true],
    [500, true],
    [503, true],
    [400, false],
    [401, false],
    [403, false],
    [404, false],
    [409, false],
    [422, false],
    [200, false],
  ])('%s: sent again = %s', (status, again) => {
    expect(isRetryableStatus(status)).toBe(again);
  });
});

describe('masteryBandOf', () => {
  it.each([
    [1, 'mastered'],
    [0.85, 'mastered'],
    [0.8499, 'proficient'],
    [0.6, 'proficient'],
    [0.5999, 'developing'],
    [0.35, 'developing'],
    [0.3499, 'needs-practice'],
    [0, 'needs-practice'],
  ])('puts %s in %s', (p, band) => {
    expect(masteryBandOf(p)).toBe(band);
  });
});

describe('skillCategoryOf', () => {
  it.each([
    [1, 'mastered'],
    [0.85, 'mastered'],
    [0.8499, 'good'],
    [0.7, 'good'],
    [0.6999, 'learning'],
    [0.5, 'learning'],
    [0.4999, 'needs_work'],
    [0, 'needs_work'],
  ])('puts %s in %s', (p, category) => {
    expect(skillCategoryOf(p)).toBe(category);
  });
});

describe('isWeakSkill', () => {
  it.each([
    [3, 0.4999, true],
    [10, 0, true],
    [2, 0.1, false],
    [0, 0, false],
    [3, 0.5, false],
    [20, 0.9, false],
  ])('%s attempts at %s mastery: weak = %s', (attempts, p_mastery, weak) => {
    expect(isWeakSkill({ attempts, p_mastery })).toBe(weak);
  });
});
