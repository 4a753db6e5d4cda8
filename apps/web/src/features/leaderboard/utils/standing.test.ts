import { describe, expect, it } from 'vitest';
import { formatMastered, masteryPercent } from './standing';

describe('masteryPercent', () => {
  it('is total mastery over skills as a percent, within 0–100', () => {
    expect(masteryPercent({ total_mastery: 6, skills_count: 10 })).toBe(60);
    expect(masteryPercent({ total_mastery: 0, skills_count: 0 })).toBe(0);
    expect(masteryPercent({ total_mastery: 12, skills_count: 10 })).toBe(100);
  });
});

describe('formatMastered', () => {
  it('says how many of the practised skills are mastered, to one decimal', () => {
    expect(formatMastered({ total_mastery: 9.456, skills_count: 12 })).toBe('9.5 of 12 skills');
    expect(formatMastered({ total_mastery: 7, skills_count: 10 })).toBe('7 of 10 skills');
    expect(formatMastered({ total_mastery: 0.8, skills_count: 1 })).toBe('0.8 of 1 skill');
  });
});
