import { describe, expect, it } from 'vitest';
import type { LearningPathNode } from '@quizring/contracts';
import {
  asPercent,
  filterSkills,
  groupBySubjectAndChapter,
  inPathOrder,
  isChapterActive,
  masteryTargetPercent,
  subjectColours,
} from './path-layout';

const node = (
  skill_id: number,
  position: number,
  subject_name: string,
  chapter: [number, string] | null = null,
  status: LearningPathNode['status'] = 'learning',
): LearningPathNode => ({
  skill_id,
  name: `Skill ${skill_id}`,
  description: '',
  subject_name,
  p_mastery: 0.5,
  attempts: 0,
  status,
  position,
  last_attempted_at: null,
  prerequisite_ids: [],
  chapter_id: chapter ? chapter[0] * 10 : null,
  chapter_number: chapter ? chapter[0] : null,
  chapter_title: chapter ? chapter[1] : null,
});

describe('path layout', () => {
  it('orders by position, keeping the server order on ties', () => {
    const nodes = [node(1, 2, 'A'), node(2, 1, 'A'), node(3, 2, 'A'), node(4, 0, 'A')];
    expect(inPathOrder(nodes).map((n) => n.skill_id)).toEqual([4, 2, 1, 3]);
  });

  it('groups by subject in path order, then by chapter in book order, skills without a chapter last', () => {
    const groups = groupBySubjectAndChapter([
      node(1, 1, 'Maths', [2, 'Fractions']),
      node(2, 2, 'Science', [1, 'Plants']),
      node(3, 3, 'Maths', [1, 'Integers']),
      node(4, 4, 'Maths', null),
      node(5, 5, 'Maths', [2, 'Fractions']),
    ]);
    expect(
      groups.map((g) => [g.subject, g.chapters.map((c) => [c.title, c.nodes.map((n) => n.skill_id)])]),
    ).toEqual([
      [
        'Maths',
        [
          ['Integers', [3]],
          ['Fractions', [1, 5]],
          [null, [4]],
        ],
      ],
      ['Science', [['Plants', [2]]]],
    ]);
  });

  it('filters by skill or chapter name, ignoring case and spaces', () => {
    const nodes = [node(1, 1, 'Maths', [1, 'Integers']), node(2, 2, 'Maths', [2, 'Fractions'])];
    expect(filterSkills(nodes, '  INTEG ').map((n) => n.skill_id)).toEqual([1]);
    expect(filterSkills(nodes, 'skill 2').map((n) => n.skill_id)).toEqual([2]);
    expect(filterSkills(nodes, '')).toHaveLength(2);
    expect(filterSkills(nodes, 'algebra')).toEqual([]);
  });

  it('opens a chapter by itself when the student is on one of its skills', () => {
    const [maths] = groupBySubjectAndChapter([
      node(1, 1, 'Maths', [1, 'Integers'], 'mastered'),
      node(2, 2, 'Maths', [2, 'Fractions'], 'up_next'),
      node(3, 3, 'Maths', [3, 'Algebra'], 'future'),
    ]);
    expect(maths!.chapters.map(isChapterActive)).toEqual([false, true, false]);
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
