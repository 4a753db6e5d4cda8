import { describe, expect, it } from 'vitest';
import { formatMastery, masteryPercent } from './standing';

describe('masteryPercent', () => {
  it('is total mastery over skills as a percent, within 0–100', () => {
    expect(masteryPercent({ total_mastery: 6, skills_count: 10 })).toBe(60);
    expect(masteryPercent({ total_mastery: 0, skills_count: 0 })).toBe(0);
    expect(masteryPercent({ total_mastery: 12, skills_count: 10 })).toBe(100);
  });
});

describe('formatMastery', () => {
  it('keeps at most two decimals', () => {
    expect(formatMastery(9.456)).toBe('9.46');
    expect(formatMastery(7)).toBe('7');
  });
});
