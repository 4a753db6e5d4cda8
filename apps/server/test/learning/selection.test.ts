import { describe, expect, it } from 'vitest';
import type { SkillStatus } from '@quizring/contracts';
import type { ClassContent, ContentQuestion, ContentSkill } from '../../src/read-model/content-cache.ts';
import { selectQuestions } from '../../src/features/learning/selection.ts';
import type { MasteryState, SelectionInput } from '../../src/features/learning/selection.ts';
import { skillStatuses } from '../../src/shared/skill-status.ts';
import { questionSuccess } from '../../src/shared/bkt.ts';

const params = { p_init: 0.3, p_learn: 0.15, p_guess: 0.2, p_slip: 0.1 };

function makeContent(skillCount: number, perDifficulty = 5, prereqChain = false): ClassContent {
  const skills: ContentSkill[] = Array.from({ length: skillCount }, (_, i) => ({
    id: i + 1,
    key: `s${i + 1}`,
    name: `Skill ${i + 1}`,
    description: '',
    position: i + 1,
    subject_id: (i % 2) + 1,
    subject_name: i % 2 ? 'Science' : 'Mathematics',
    params,
    prerequisite_ids: prereqChain && i > 0 ? [i] : [],
    chapter: null,
  }));
  const questions: ContentQuestion[] = [];
  let id = 1;
  for (const s of skills)
    for (const difficulty of [1, 2, 3])
      for (let k = 0; k < perDifficulty; k++)
        questions.push({
          id: id++,
          skill_id: s.id,
          subtopic_id: s.id,
          difficulty,
          text: `Q${id}`,
          hint: 'h',
          explanation: null,
          figure: null,
          options: [],
          subject_name: s.subject_name,
          chapter_title: 'c',
          subtopic_title: 't',
          skill_name: s.name,
        });
  const group = (key: 'skill_id' | 'subtopic_id') => {
    const m = new Map<number, ContentQuestion[]>();
    for (const q of questions) m.set(q[key], [...(m.get(q[key]) ?? []), q]);
    return m;
  };
  return {
    grade: 7,
    skills,
    skillById: new Map(skills.map((s) => [s.id, s])),
    relevantSkillIds: new Set(skills.map((s) => s.id)),
    earlierSkills: new Map(),
    questions,
    questionById: new Map(questions.map((q) => [q.id, q])),
    questionsBySkill: group('skill_id'),
    questionsBySubtopic: group('subtopic_id'),
  };
}

function input(over: Partial<SelectionInput> & { content: ClassContent }): SelectionInput {
  const mastery = over.mastery ?? new Map<number, MasteryState>();
  return {
    mode: 'move',
    statuses: skillStatuses(over.content.skills, mastery),
    mastery,
    progress: new Map(),
    servedToday: new Set(),
    now: new Date('2026-11-21T10:00:00Z'),
    seed: 7,
    count: 10,
    ...over,
  };
}

const longestRun = (skillIds: number[]) => {
  let best = 0;
  let run = 0;
  skillIds.forEach((s, i) => {
    run = i > 0 && skillIds[i - 1] === s ? run + 1 : 1;
    best = Math.max(best, run);
  });
  return best;
};

describe('skill statuses', () => {
  it('offers a new student the first five skills without prerequisites and locks the rest', () => {
    const content = makeContent(8);
    const statuses = skillStatuses(content.skills, new Map());
    expect([...statuses.values()]).toEqual([
      'up_next',
      'up_next',
      'up_next',
      'up_next',
      'up_next',
      'future',
      'future',
      'future',
    ]);
  });

  it('unlocks a skill once its prerequisites are mastered', () => {
    const content = makeContent(3, 5, true);
    const progress = new Map([[1, { p_mastery: 0.9, attempts: 6 }]]);
    const statuses = skillStatuses(content.skills, progress);
    expect(statuses.get(1)).toBe<SkillStatus>('mastered');
    expect(statuses.get(2)).toBe<SkillStatus>('up_next');
    expect(statuses.get(3)).toBe<SkillStatus>('future');
    const learning = skillStatuses(content.skills, new Map([[1, { p_mastery: 0.5, attempts: 2 }]]));
    expect(learning.get(1)).toBe('learning');
    expect(learning.get(2)).toBe('future');
  });

  it('counts a prerequisite from a lower class as met: it cannot be practised in this class', () => {
    const content = makeContent(2);
    const skills = [content.skills[0]!, { ...content.skills[1]!, prerequisite_ids: [999] }];
    expect(skillStatuses(skills, new Map()).get(2)).toBe('up_next');
  });
});

describe('Move selection', () => {
  it('serves only unlocked skills, interleaved with never more than 2 in a row from one skill', () => {
    const content = makeContent(8);
    const choices = selectQuestions(input({ content }));
    expect(choices).toHaveLength(10);
    const skillIds = choices.map((c) => c.question.skill_id);
    expect(skillIds.every((s) => s <= 5)).toBe(true);
    expect(longestRun(skillIds)).toBeLessThanOrEqual(2);
    expect(new Set(choices.map((c) => c.question.id)).size).toBe(10);
    expect(choices.every((c) => c.q_source === 'new')).toBe(true);
  });

  it('aims at a predicted success of 70–85 % where such questions exist', () => {
    const content = makeContent(5);
    const mastery = new Map<number, MasteryState>(
      [1, 2, 3, 4, 5].map((id) => [id, { p_mastery: 0.6, attempts: 4, review_due_at: null }]),
    );
    const choices = selectQuestions(input({ content, mastery }));
    for (const c of choices) {
      const p = questionSuccess(0.6, params, c.question.difficulty);
      expect(c.question_mastery).toBeCloseTo(p, 3);
    }
    const inBand = choices.filter((c) => c.question_mastery >= 0.7 && c.question_mastery <= 0.85);
    // At p = 0.6 medium questions are predicted ≈ 0.62 and easy ≈ 0.80: the easy ones are the in-band ones.
    expect(inBand.length).toBeGreaterThanOrEqual(8);
  });

  it('gives about one slot in five to the review of mastered skills that are due, marked review', () => {
    const content = makeContent(6);
    const past = '2026-11-20T00:00:00.000Z';
    const mastery = new Map<number, MasteryState>([
      [1, { p_mastery: 0.95, attempts: 10, review_due_at: past }],
      [2, { p_mastery: 0.4, attempts: 3, review_due_at: null }],
    ]);
    const choices = selectQuestions(input({ content, mastery }));
    const reviews = choices.filter((c) => c.q_source === 'review');
    expect(reviews).toHaveLength(2);
    expect(reviews.every((c) => c.question.skill_id === 1)).toBe(true);
    expect(choices[4]!.q_source).toBe('review');
    expect(choices[9]!.q_source).toBe('review');
  });

  it('leaves mastered skills alone until their review is due', () => {
    const content = makeContent(3);
    const mastery = new Map<number, MasteryState>([
      [1, { p_mastery: 0.95, attempts: 10, review_due_at: '2026-11-25T00:00:00.000Z' }],
    ]);
    const choices = selectQuestions(input({ content, mastery }));
    expect(choices.some((c) => c.question.skill_id === 1)).toBe(false);
  });

  it('never serves a question already served today and returns an empty page when nothing is left', () => {
    const content = makeContent(1, 2);
    const first = selectQuestions(input({ content }));
    expect(first).toHaveLength(6);
    const again = selectQuestions(input({ content, servedToday: new Set(first.map((c) => c.question.id)) }));
    expect(again).toEqual([]);
  });

  it('prefers questions the student has not seen, and marks seen ones practice', () => {
    const content = makeContent(1, 5);
    const seen = new Map(
      content.questions
        .filter((q) => q.difficulty === 1)
        .map((q) => [q.id, { attempts: 1, last_correct: true, last_attempted_at: '2026-11-20T00:00:00Z' }]),
    );
    const choices = selectQuestions(input({ content, progress: seen, count: 3 }));
    expect(choices.every((c) => !seen.has(c.question.id))).toBe(true);
    const all = selectQuestions(input({ content, progress: seen, count: 15 }));
    expect(all.filter((c) => c.q_source === 'practice')).toHaveLength(5);
  });

  it('is deterministic for the same state and seed', () => {
    const content = makeContent(8);
    const a = selectQuestions(input({ content })).map((c) => c.question.id);
    const b = selectQuestions(input({ content })).map((c) => c.question.id);
    expect(a).toEqual(b);
  });
});

describe('Punch and Chill selection', () => {
  it('Punch serves hard questions', () => {
    const content = makeContent(5);
    const choices = selectQuestions(input({ content, mode: 'punch' }));
    expect(choices).toHaveLength(10);
    expect(choices.every((c) => c.question.difficulty === 3)).toBe(true);
    expect(longestRun(choices.map((c) => c.question.skill_id))).toBeLessThanOrEqual(2);
  });

  it('Chill serves easy questions', () => {
    const content = makeContent(5);
    const choices = selectQuestions(input({ content, mode: 'chill' }));
    expect(choices.every((c) => c.question.difficulty === 1)).toBe(true);
  });

  it('Chill also serves harder questions of skills the student has mastered (predicted ≈ 0.9)', () => {
    const content = makeContent(1, 5);
    const mastery = new Map<number, MasteryState>([
      [1, { p_mastery: 0.99, attempts: 20, review_due_at: null }],
    ]);
    const choices = selectQuestions(input({ content, mode: 'chill', mastery, count: 15 }));
    expect(choices.some((c) => c.question.difficulty === 2)).toBe(true);
    expect(choices.filter((c) => c.question.difficulty === 1)).toHaveLength(5);
    expect(choices.slice(0, 5).every((c) => c.question.difficulty === 1)).toBe(true);
  });

  it('leans toward preferred subjects: they come first and may fill up to four fifths of the page', () => {
    const content = makeContent(4);
    const weights = new Map([[2, 1]]);
    const choices = selectQuestions(input({ content, subjectWeights: weights }));
    expect(choices[0]!.question.subject_name).toBe('Science');
    expect(choices.filter((c) => c.question.subject_name === 'Science')).toHaveLength(8);
    // Without a preference, half and half.
    const plain = selectQuestions(input({ content }));
    expect(plain.filter((c) => c.question.subject_name === 'Science')).toHaveLength(5);
  });
});
