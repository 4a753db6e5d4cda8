import { describe, expect, it } from 'vitest';
import {
  PRACTICE_ACCURACY_BANDS,
  RESULTS_PRACTICE_VS_ACCURACY,
  RESULTS_PREDICTED_VS_ACTUAL,
} from '@quizring/contracts';
import { makeEmptyResults, makeResults, skillName } from '@test/results-fixtures';
import { masteryBand } from '@/lib/mastery-bands';
import { accuracyBand, NOT_STARTED_BAND, SKILL_CATEGORIES } from './bands';
import { formatPercent, formatSeconds, plural, truncateLabel, twoLineLabel } from './format';
import {
  accuracyWording,
  buildInsights,
  categorySlices,
  masteryMapCells,
  practiceVsAccuracy,
  predictedVsActual,
  skillsByAttempts,
  weakSkills,
} from './results-data';

describe('accuracyBand (Practice vs Accuracy colours)', () => {
  it.each([
    [100, 'high', 'bg-green-600'],
    [80, 'high', 'bg-green-600'],
    [79.9, 'mid', 'bg-amber-600'],
    [50, 'mid', 'bg-amber-600'],
    [49.9, 'low', 'bg-red-600'],
    [0, 'low', 'bg-red-600'],
  ])('puts %s %% in the %s band (%s)', (pct, key, swatch) => {
    expect(accuracyBand(pct)).toMatchObject({ key, swatch });
  });

  it('uses the shared thresholds', () => {
    expect(PRACTICE_ACCURACY_BANDS).toEqual([80, 50]);
  });
});

describe('masteryBand (mastery map colours)', () => {
  it.each([
    [1, 'mastered', 'bg-emerald-600'],
    [0.85, 'mastered', 'bg-emerald-600'],
    [0.8499, 'proficient', 'bg-sky-600'],
    [0.6, 'proficient', 'bg-sky-600'],
    [0.5999, 'developing', 'bg-amber-600'],
    [0.35, 'developing', 'bg-amber-600'],
    [0.3499, 'needs-practice', 'bg-rose-600'],
    [0, 'needs-practice', 'bg-rose-600'],
  ])('puts %s in the %s band (%s)', (p, key, swatch) => {
    expect(masteryBand(p)).toMatchObject({ key, swatch });
  });

  it('marks skills never attempted as not started, whatever their starting mastery', () => {
    const cells = masteryMapCells(makeResults());
    expect(cells).toHaveLength(25);
    expect(cells.find((c) => c.skill_id === 25)).toMatchObject({ started: false, band: NOT_STARTED_BAND });
    expect(cells.find((c) => c.skill_id === 24)?.band.key).toBe('mastered');
    expect(cells.find((c) => c.skill_id === 9)?.band.key).toBe('developing');
    expect(cells.find((c) => c.skill_id === 8)?.band.key).toBe('needs-practice');
  });
});

describe('skill categories', () => {
  it('labels the four categories with the results thresholds', () => {
    expect(SKILL_CATEGORIES.map((c) => `${c.label} (${c.range})`)).toEqual([
      'Mastered (85% or more)',
      'Near mastery (70–85%)',
      'Learning (50–70%)',
      'Needs work (below 50%)',
    ]);
  });

  it('counts each category and its share of the practised skills', () => {
    const { slices, total } = categorySlices(makeResults());
    expect(total).toBe(24);
    expect(slices.map((s) => [s.key, s.count, Math.round(s.share)])).toEqual([
      ['mastered', 3, 13],
      ['good', 4, 17],
      ['learning', 5, 21],
      ['needs_work', 12, 50],
    ]);
    expect(categorySlices(makeEmptyResults()).total).toBe(0);
  });
});

describe('chart rows', () => {
  it('orders practised skills by attempts, ties by id', () => {
    const data = makeResults({
      exposures_map: {
        '9': { attempts: 5, skill_name: 'B' },
        '4': { attempts: 5, skill_name: 'A' },
        '2': { attempts: 8, skill_name: 'C' },
      },
    });
    expect(skillsByAttempts(data).map((s) => s.skill_id)).toEqual([2, 4, 9]);
  });

  it('keeps Predicted vs Actual to the 16 most practised skills', () => {
    const rows = predictedVsActual(makeResults());
    expect(rows).toHaveLength(RESULTS_PREDICTED_VS_ACTUAL);
    expect(rows[0]).toEqual({
      skill_id: 24,
      skill_name: skillName(24),
      attempts: 24,
      predicted: 88,
      actual: 96,
    });
    expect(rows.at(-1)?.skill_id).toBe(9);
  });

  it('leaves out a skill with no prediction rather than plotting a made-up one', () => {
    const data = makeResults();
    data.predictions = data.predictions.filter((p) => p.skill_id !== 24);
    expect(predictedVsActual(data).map((r) => r.skill_id)).not.toContain(24);
  });

  it('keeps Practice vs Accuracy to the 20 most practised skills, coloured by accuracy', () => {
    const rows = practiceVsAccuracy(makeResults());
    expect(rows).toHaveLength(RESULTS_PRACTICE_VS_ACCURACY);
    expect(rows.map((r) => r.skill_id)).toEqual(Array.from({ length: 20 }, (_, i) => 24 - i));
    const band = (id: number) => rows.find((r) => r.skill_id === id)?.band.key;
    expect(band(20)).toBe('high'); // 80 %
    expect(band(19)).toBe('mid'); // 76 %
    expect(band(13)).toBe('mid'); // 52 %
    expect(band(12)).toBe('low'); // 48 %
    expect(rows.find((r) => r.skill_id === 12)?.fill).toBe('#dc2626');
  });
});

describe('weakSkills', () => {
  it('lists needs-work skills tried at least three times (isWeakSkill), weakest first, at most five', () => {
    // In the fixture skill n was tried n times: skills 1 and 2 need work but are not weak yet.
    expect(weakSkills(makeResults()).map((s) => s.skill_id)).toEqual([3, 4, 5, 6, 7]);
  });

  it('ignores skills never attempted', () => {
    expect(weakSkills(makeEmptyResults())).toEqual([]);
  });
});

describe('buildInsights', () => {
  it('derives each tile from the data', () => {
    expect(buildInsights(makeResults()).map((i) => [i.label, i.value, i.detail])).toEqual([
      ['Strongest skill', skillName(24), '88% predicted success'],
      ['Most practised', skillName(24), '24 attempts'],
      ['Skills mastered', '3 of 24', 'practised skills at 85% mastery or more'],
      ['Overall accuracy', '76%', 'Steady: aim for 80% or more.'],
      ['Focus next', skillName(1), '42% predicted success'],
    ]);
  });

  it('leaves out tiles the data cannot support', () => {
    expect(buildInsights(makeEmptyResults()).map((i) => i.key)).toEqual(['accuracy']);
  });

  it('words the accuracy level by the practice thresholds', () => {
    expect(accuracyWording(80)).toMatch(/^Strong/);
    expect(accuracyWording(50)).toMatch(/^Steady/);
    expect(accuracyWording(49)).toMatch(/^Needs attention/);
  });
});

describe('format', () => {
  it('formats figures', () => {
    expect(formatPercent(76.4)).toBe('76%');
    expect(formatSeconds(4200)).toBe('4.2s');
    expect(plural(1, 'day', 'days')).toBe('1 day');
    expect(plural(1234, 'day', 'days')).toBe('1,234 days');
  });

  it('cuts long labels with an ellipsis and leaves short ones alone', () => {
    expect(truncateLabel('Fractions', 14)).toBe('Fractions');
    expect(truncateLabel('Multiplication of fractions', 14)).toBe('Multiplicatio…');
    expect(Array.from(truncateLabel('Multiplication of fractions', 14))).toHaveLength(14);
  });

  it('puts an axis label on two lines, between words, cut short only past the second', () => {
    expect(twoLineLabel('Fractions', 13)).toEqual(['Fractions']);
    expect(twoLineLabel('Acids, Bases and Salts', 13)).toEqual(['Acids, Bases', 'and Salts']);
    expect(twoLineLabel('Multiplication of fractions and decimals', 13)).toEqual([
      'Multiplicatio',
      'n of fractio…',
    ]);
    expect(twoLineLabel('Light, Shadows and Reflections of light', 13)).toEqual(['Light,', 'Shadows and …']);
  });
});
