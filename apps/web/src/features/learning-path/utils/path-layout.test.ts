import { describe, expect, it } from 'vitest';
import type { LearningPathNode } from '@quizring/contracts';
import { asPercent, inPathOrder, masteryTargetPercent, subjectColours, subjectRuns } from './path-layout';

const node = (skill_id: number, position: number, subject_name: string): LearningPathNode => ({
  skill_id,
  name: `Skill ${skill_id}`,
  description: '',
  subject_name,
  p_mastery: 0.5,
  attempts: 0,
  status: 'learning',
  position,
  last_attempted_at: null,
  prerequisite_ids: [],
});

describe('path layout', () => {
  it('orders by position, keeping the server order on ties', () => {
    const nodes = [node(1, 2, 'A'), node(2, 1, 'A'), node(3, 2, 'A'), node(4, 0, 'A')];
    expect(inPathOrder(nodes).map((n) => n.skill_id)).toEqual([4, 2, 1, 3]);
  });

  it('cuts the path into subject runs with their start index', () => {
    const runs = subjectRuns([
      node(1, 1, 'Maths'),
      node(2, 2, 'Maths'),
      node(3, 3, 'Science'),
      node(4, 4, 'Maths'),
    ]);
    expect(runs.map((r) => [r.subject, r.start, r.nodes.map((n) => n.skill_id)])).toEqual([
      ['Maths', 0, [1, 2]],
      ['Science', 2, [3]],
      ['Maths', 3, [4]],
    ]);
  });

  it('gives each subject one colour, the same wherever it appears', () => {
    const colours = subjectColours([node(1, 1, 'Maths'), node(2, 2, 'Science'), node(3, 3, 'Maths')]);
    expect(colours.size).toBe(2);
    expect(colours.get('Maths')).not.toEqual(colours.get('Science'));
  });

  it('shows the mastery target from the threshold, 85 % by default', () => {
    expect(masteryTargetPercent(0.85)).toBe(85);
    expect(masteryTargetPercent(0.9)).toBe(90);
    expect(masteryTargetPercent(0)).toBe(85);
    expect(masteryTargetPercent(null)).toBe(85);
    expect(asPercent(0.634)).toBe(63);
    expect(asPercent(1)).toBe(100);
  });
});
