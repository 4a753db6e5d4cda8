import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import WeeklyChart, { niceMax } from './weekly-chart';
import type { WeeklyPoint } from './weekly-chart';

const week: WeeklyPoint[] = [
  { label: 'Mon', attempts: 10, correct: 5, accuracy: 50 },
  { label: 'Tue', attempts: 0, correct: 0, accuracy: 0 },
  { label: 'Wed', attempts: 20, correct: 20, accuracy: 100 },
];

describe('WeeklyChart', () => {
  it('rounds the scale up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 3, 7, 12, 20, 21, 480].map(niceMax)).toEqual([4, 4, 10, 20, 20, 50, 500]);
  });

  it('draws bars in proportion to the day’s figures, on the same scale', () => {
    const { container } = render(<WeeklyChart points={week} />);
    const heights = [...container.querySelectorAll('rect[rx="3"]')].map((r) =>
      Number(r.getAttribute('height')),
    );
    // Mon attempts, Mon correct, Tue ×2, Wed ×2: the scale tops at 20, so 10 is half of 20's height.
    expect(heights[0]).toBeCloseTo(heights[4]! / 2);
    expect(heights[1]).toBeCloseTo(heights[4]! / 4);
    expect(heights[2]).toBe(0);
    expect(heights[4]).toBe(heights[5]);
  });

  it('names each day with its figures for a pointer that hovers it', () => {
    const { container } = render(<WeeklyChart points={week} />);
    expect([...container.querySelectorAll('title')].map((t) => t.textContent)).toEqual([
      'Mon: 10 attempts, 5 correct, 50%',
      'Tue: 0 attempts, 0 correct, 0%',
      'Wed: 20 attempts, 20 correct, 100%',
    ]);
  });
});
