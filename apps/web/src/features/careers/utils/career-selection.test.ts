import { describe, expect, it } from 'vitest';
import { MSG } from '@quizring/contracts';
import { isChanged, replaceCareer, saveBlocker, toggleCareer, updatesLeft } from './career-selection';
import { clampFocus } from './focus';

describe('career selection rules', () => {
  it('Updates left is 3 minus those used, clamped to 0–3', () => {
    expect([0, 1, 2, 3, 4, -1, Number.NaN].map(updatesLeft)).toEqual([3, 2, 1, 0, 0, 3, 3]);
  });

  it('a change is any difference of the set, not of the order', () => {
    expect(isChanged([1, 2], [2, 1])).toBe(false);
    expect(isChanged([1, 2], [1])).toBe(true);
    expect(isChanged([1, 2], [1, 3])).toBe(true);
    expect(isChanged([], [])).toBe(false);
  });

  it('Save needs updates left, 1 to 3 careers and a change', () => {
    expect(saveBlocker([1], [1, 2], 2)).toBeNull();
    expect(saveBlocker([1], [1, 2], 0)).toBe(MSG.usedAllUpdates);
    expect(saveBlocker([1], [], 2)).toBe(MSG.selectAtLeastOneCareer);
    expect(saveBlocker([1], [1, 2, 3, 4], 2)).toBe(MSG.upToThreeCareers);
    expect(saveBlocker([1, 2], [2, 1], 2)).toBe(MSG.noChangesToSave);
  });

  it('toggles on and off, and asks to replace for a 4th', () => {
    expect(toggleCareer([1], 2)).toEqual({ selected: [1, 2] });
    expect(toggleCareer([1, 2], 1)).toEqual({ selected: [2] });
    expect(toggleCareer([1, 2, 3], 4)).toEqual({ needsReplace: 4 });
    expect(toggleCareer([1, 2, 3], 2)).toEqual({ selected: [1, 3] });
    expect(replaceCareer([1, 2, 3], 2, 4)).toEqual([1, 4, 3]);
  });

  it('focus is an integer from 0 to 100', () => {
    expect([-5, 0, 42.4, 42.5, 100, 130, Number.NaN].map(clampFocus)).toEqual([0, 0, 42, 43, 100, 100, 0]);
  });
});
