import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import WeeklyChart, { CHART_FONT_PX, countScale } from './weekly-chart';
import type { WeeklyPoint } from './weekly-chart';

const week: WeeklyPoint[] = [
  { label: 'Mon', attempts: 10, correct: 5, accuracy: 50 },
  { label: 'Tue', attempts: 0, correct: 0, accuracy: 0 },
  { label: 'Wed', attempts: 20, correct: 20, accuracy: 100 },
];

const countTicks = (container: HTMLElement) =>
  [...container.querySelectorAll('text[data-tick="count"]')].map((t) => ({
    label: t.textContent,
    y: Number(t.getAttribute('y')),
  }));

afterEach(() => vi.restoreAllMocks());

describe('WeeklyChart', () => {
  it('labels the count scale with whole numbers, at most five steps of 1, 2 or 5 × 10^k', () => {
    expect(countScale(0)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(countScale(8)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(countScale(10)).toEqual({ top: 10, ticks: [0, 2, 4, 6, 8, 10] });
    expect(countScale(12)).toEqual({ top: 15, ticks: [0, 5, 10, 15] });
    expect(countScale(480).top).toBe(500);
    for (const max of [1, 3, 7, 9, 13, 27, 61, 99, 240]) {
      const { top, ticks } = countScale(max);
      expect(top).toBeGreaterThanOrEqual(max);
      expect(ticks.every(Number.isInteger)).toBe(true);
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
  });

  it('draws a day of 8 attempts up to the tick labelled 8', () => {
    const { container } = render(
      <WeeklyChart points={[{ label: 'Mon', attempts: 8, correct: 3, accuracy: 38 }]} />,
    );
    const attemptsBar = container.querySelector('rect[rx="3"]')!;
    const eight = countTicks(container).find((t) => t.label === '8')!;
    // Tick labels sit 4 units below their grid line, on the text's baseline.
    expect(Number(attemptsBar.getAttribute('y'))).toBeCloseTo(eight.y - 4);
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

  it('draws at its frame’s own size, so a phone shows the labels at full size', () => {
    // A phone's card: the frame measures 300 × 224 CSS pixels.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: 300,
      height: 224,
    } as DOMRect);
    const { container } = render(<WeeklyChart points={week} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 300 224');
    expect(Number(svg.getAttribute('font-size'))).toBe(CHART_FONT_PX);
    expect(CHART_FONT_PX).toBeGreaterThanOrEqual(11);
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
