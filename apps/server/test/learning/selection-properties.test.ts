// Properties of the paged modes over many simulated students and classes: a page mixes the subjects
// (no more than half from one while another has questions left, a due review of Move may add one), Punch serves
// hard questions and Chill easy ones, and a day's pages never repeat a question.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PAGED_MODES, QUESTIONS_PER_PAGE } from '@quizring/contracts';
import type { PagedMode } from '@quizring/contracts';
import type { ClassContent, ContentQuestion, ContentSkill } from '../../src/read-model/content-cache.ts';
import { CHILL_TARGET, PUNCH_TARGET, selectQuestions } from '../../src/features/learning/selection.ts';
import type { Choice, MasteryState } from '../../src/features/learning/selection.ts';
import { skillStatuses } from '../../src/shared/skill-status.ts';

const SUBJECTS = ['Mathematics', 'Science', 'English', 'Social Science', 'Hindi'];

/** A class: subjects of a few skills each, every skill with some questions of each difficulty. */
const classArb = fc
  .array(
    fc.record({
      skills: fc.integer({ min: 1, max: 5 }),
      perDifficulty: fc.tuple(fc.nat(6), fc.nat(6), fc.nat(6)),
    }),
    { minLength: 1, maxLength: SUBJECTS.length },
  )
  .map((subjects): ClassContent => {
    const skills: ContentSkill[] = [];
    const questions: ContentQuestion[] = [];
    subjects.forEach((subject, s) => {
      for (let k = 0; k < subject.skills; k++) {
        const skill: ContentSkill = {
          id: skills.length + 1,
          key: `s${skills.length + 1}`,
          name: `Skill ${skills.length + 1}`,
          description: '',
          position: k + 1,
          subject_id: s + 1,
          subject_name: SUBJECTS[s]!,
          params: { p_init: 0.3, p_learn: 0.15, p_guess: 0.2, p_slip: 0.1 },
          prerequisite_ids: [],
          chapter: null,
        };
        skills.push(skill);
        subject.perDifficulty.forEach((n, d) => {
          for (let i = 0; i < n; i++)
            questions.push({
              id: questions.length + 1,
              skill_id: skill.id,
              subtopic_id: skill.id,
              difficulty: d + 1,
              text: 'q',
              hint: null,
              explanation: null,
              figure: null,
              options: [],
              subject_name: skill.subject_name,
              chapter_title: 'c',
              subtopic_title: 't',
              skill_name: skill.name,
            });
        });
      }
    });
    const by = (key: 'skill_id' | 'subtopic_id') => {
      const m = new Map<number, ContentQuestion[]>();
      for (const q of questions) m.set(q[key], [...(m.get(q[key]) ?? []), q]);
      return m;
    };
    return {
      grade: 7,
      skills,
      skillById: new Map(skills.map((x) => [x.id, x])),
      relevantSkillIds: new Set(skills.map((x) => x.id)),
      earlierSkills: new Map(),
      questions,
      questionById: new Map(questions.map((q) => [q.id, q])),
      questionsBySkill: by('skill_id'),
      questionsBySubtopic: by('subtopic_id'),
    };
  });

/** A student of that class: some skills attempted, at any mastery, some reviews due. */
const studentArb = (content: ClassContent) =>
  fc.record({
    mastery: fc.array(
      fc.record({
        p: fc.double({ min: 0, max: 1, noNaN: true }),
        attempts: fc.integer({ min: 1, max: 30 }),
        due: fc.boolean(),
      }),
      { minLength: content.skills.length, maxLength: content.skills.length },
    ),
    attempted: fc.array(fc.boolean(), { minLength: content.skills.length, maxLength: content.skills.length }),
    seed: fc.nat(),
  });

const world = classArb.chain((content) => studentArb(content).map((student) => ({ content, student })));

function pagesOfTheDay(
  content: ClassContent,
  mastery: Map<number, MasteryState>,
  mode: PagedMode,
  seed: number,
) {
  const served = new Set<number>();
  const pages: Choice[][] = [];
  for (let page = 0; page < 6; page++) {
    const choices = selectQuestions({
      mode,
      content,
      statuses: skillStatuses(content.skills, mastery),
      mastery,
      progress: new Map(),
      servedToday: served,
      now: new Date('2026-11-21T10:00:00Z'),
      seed,
      count: QUESTIONS_PER_PAGE,
    });
    if (choices.length === 0) break;
    for (const c of choices) served.add(c.question.id);
    pages.push(choices);
  }
  return pages;
}

const countBy = <T>(items: T[], key: (t: T) => string) => {
  const m = new Map<string, number>();
  for (const i of items) m.set(key(i), (m.get(key(i)) ?? 0) + 1);
  return m;
};

describe('paged modes over many simulated students', () => {
  it('mix the subjects, keep Punch hard and Chill easy, and never repeat a question in a day', () => {
    fc.assert(
      fc.property(world, ({ content, student }) => {
        const mastery = new Map<number, MasteryState>();
        content.skills.forEach((s, i) => {
          const m = student.mastery[i]!;
          if (student.attempted[i])
            mastery.set(s.id, {
              p_mastery: m.p,
              attempts: m.attempts,
              review_due_at: m.due ? '2026-11-20T00:00:00.000Z' : '2026-12-20T00:00:00.000Z',
            });
        });
        for (const mode of PAGED_MODES) {
          const pages = pagesOfTheDay(content, mastery, mode, student.seed);
          const all = pages.flat();
          expect(new Set(all.map((c) => c.question.id)).size).toBe(all.length);
          for (const [i, page] of pages.entries()) {
            // What the rest of the day could still offer when this page was picked, by subject.
            const later = pages.slice(i).flat();
            const open = countBy(later, (c) => c.question.subject_name);
            const bySubject = countBy(page, (c) => c.question.subject_name);
            const cap = Math.ceil(QUESTIONS_PER_PAGE / 2) + (mode === 'move' ? 1 : 0);
            for (const [subject, n] of bySubject)
              if (n > cap) {
                // Only when the other subjects had too little left to fill the page.
                const others = [...open].filter(([s]) => s !== subject).reduce((sum, [, k]) => sum + k, 0);
                expect(others, `${mode}: ${n} of ${subject} on a page`).toBeLessThan(
                  QUESTIONS_PER_PAGE - cap,
                );
              }
          }
          for (const c of all) {
            if (mode === 'punch')
              expect(c.question.difficulty === 3 || c.question_mastery <= PUNCH_TARGET.high + 0.02).toBe(
                true,
              );
            if (mode === 'chill')
              expect(c.question.difficulty === 1 || c.question_mastery >= CHILL_TARGET - 0.05).toBe(true);
          }
        }
        const mean = (mode: PagedMode) => {
          const page = pagesOfTheDay(content, mastery, mode, student.seed)[0] ?? [];
          return page.length ? page.reduce((s, c) => s + c.question.difficulty, 0) / page.length : null;
        };
        const punch = mean('punch');
        const chill = mean('chill');
        if (punch !== null && chill !== null) expect(punch).toBeGreaterThanOrEqual(chill);
      }),
      { numRuns: 300, seed: 20261126 },
    );
  });
});
