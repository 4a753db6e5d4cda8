import { cloneElement } from 'react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import type * as Recharts from 'recharts';
import { makeResults } from '@test/results-fixtures';
import { practiceVsAccuracy } from '../utils/results-data';
import { AXIS_LABEL_CHARS } from './chart-style';
import PracticeAccuracyChart from './practice-accuracy-chart';

// jsdom cannot measure boxes, so the responsive container is replaced by a fixed size to let the bars draw.
vi.mock('recharts', async (importOriginal) => {
  const recharts = await importOriginal<typeof Recharts>();
  return {
    ...recharts,
    ResponsiveContainer: ({ children }: { children: ReactElement }) =>
      cloneElement(children, { width: 390, height: 640 } as Record<string, number>),
  };
});

beforeEach(() => {
  // Reduced motion turns the animation off, so the bars are drawn at once.
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: true,
    media,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

describe('PracticeAccuracyChart', () => {
  it('draws one bar per skill, green from 80 %, amber from 50 %, red below, with two-line labels', () => {
    const [first, second, ...rest] = practiceVsAccuracy(makeResults());
    const rows = [
      { ...first!, skill_name: 'Acids, Bases and Salts' },
      { ...second!, skill_name: 'Multiplication of fractions and decimals' },
      ...rest,
    ];
    const { container } = render(<PracticeAccuracyChart rows={rows} />);

    const fills = [...container.querySelectorAll('.recharts-bar-rectangle path')].map((p) =>
      p.getAttribute('fill'),
    );
    expect(fills).toHaveLength(20);
    // Skills 24…5 have accuracy 96…20 %: 24–20 are at least 80, 19–13 at least 50, the rest below.
    expect(fills).toEqual([
      ...Array<string>(5).fill('#16a34a'),
      ...Array<string>(7).fill('#d97706'),
      ...Array<string>(8).fill('#dc2626'),
    ]);
    const labels = [...container.querySelectorAll('.recharts-yAxis-tick-labels text')];
    const lines = (label: Element | undefined) =>
      [...(label?.querySelectorAll('tspan') ?? [])].map((t) => t.textContent);
    // The whole name when two lines hold it; else cut short at the end of the second, the full name in the title.
    expect(lines(labels[0])).toEqual(['Acids, Bases', 'and Salts']);
    expect(lines(labels[1])).toEqual(['Multiplicatio', 'n of fractio…']);
    expect(lines(labels[1]).every((l) => Array.from(l ?? '').length <= AXIS_LABEL_CHARS)).toBe(true);
    expect(labels[1]?.querySelector('title')).toHaveTextContent('Multiplication of fractions and decimals');
    expect(lines(labels[2])).toEqual(['Skill 22']);
    // Keyboard users get the data table; the hidden chart must hold no tab stop.
    expect(container.querySelector('svg')).not.toHaveAttribute('tabindex');
  });
});
