// The learning path: every skill of the student's class in path order, with its status, mastery and chapter, and
// the weak prerequisites from earlier classes to practise first.
import { isWeakSkill, MASTERY_THRESHOLD } from '@quizring/contracts';
import type { LearningPathData, PractiseFirstSkill } from '@quizring/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { UserRow } from '../../db/schema.ts';
import type { LearnerView } from '../../shared/learner-state.ts';
import { gradeOf, learnerView, toQuestionDto } from '../../shared/learner-state.ts';
import { round4 } from '../../lib/numbers.ts';
import { ok } from '../../lib/envelope.ts';
import { responseCacheOf } from '../../read-model/response-cache.ts';

const CACHED_CHARS = 64 * 1024 * 1024;

/** The learning path's response body, built once per version of the student's learning state and class. */
export async function learningPathResponse(
  ctx: AppContext,
  user: UserRow,
  opts: { includeQuestions: boolean; questionsLimit: number },
): Promise<string | Buffer> {
  const feedVersion = ctx.changes.versionOf(user.id, ['learning']);
  return responseCacheOf(ctx.changes, 'learning-path', CACHED_CHARS).getOrBuild(
    `${user.id}|${opts.includeQuestions ? opts.questionsLimit : 0}`,
    feedVersion && `${feedVersion}|${gradeOf(user)}`,
    async () => ok(await learningPath(ctx, user, opts), 'Learning path loaded.'),
  );
}

async function learningPath(
  ctx: AppContext,
  user: UserRow,
  opts: { includeQuestions: boolean; questionsLimit: number },
): Promise<LearningPathData> {
  const view = await learnerView(ctx.db, user);
  const counts = { mastered: 0, learning: 0, up_next: 0, future: 0 };
  const path = view.content.skills.map((skill) => {
    const row = view.mastery.get(skill.id);
    const status = view.statuses.get(skill.id) ?? 'future';
    counts[status]++;
    const questions =
      opts.includeQuestions && status !== 'future'
        ? (view.content.questionsBySkill.get(skill.id) ?? [])
            .slice(0, opts.questionsLimit)
            .map((q) => toQuestionDto(view, q))
        : undefined;
    return {
      skill_id: skill.id,
      name: skill.name,
      description: skill.description,
      subject_name: skill.subject_name,
      p_mastery: round4(row?.p_mastery ?? 0),
      attempts: row?.attempts ?? 0,
      status,
      position: skill.position,
      last_attempted_at: row?.last_attempted_at ?? null,
      prerequisite_ids: skill.prerequisite_ids,
      chapter_id: skill.chapter?.id ?? null,
      chapter_number: skill.chapter?.number ?? null,
      chapter_title: skill.chapter?.title ?? null,
      ...(questions ? { questions } : {}),
    };
  });
  return {
    path,
    practise_first: practiseFirst(view),
    meta: { grade: view.grade, mastery_threshold: MASTERY_THRESHOLD, counts },
  };
}

/**
 * Prerequisites from earlier classes that are weak for the student (the shared rule, isWeakSkill) and needed by a
 * skill of their class they have not mastered, in the order the path needs them. From memory only: the class
 * content names them and the student's mastery rows already hold theirs (relevantSkillIds).
 */
export function practiseFirst(view: LearnerView): PractiseFirstSkill[] {
  const entries = new Map<number, PractiseFirstSkill>();
  for (const skill of view.content.skills) {
    if (view.statuses.get(skill.id) === 'mastered') continue;
    for (const id of skill.prerequisite_ids) {
      const earlier = view.content.earlierSkills.get(id);
      const row = view.mastery.get(id);
      if (!earlier || earlier.class >= view.grade || !row || !isWeakSkill(row)) continue;
      const entry = entries.get(id) ?? {
        skill_id: id,
        name: earlier.name,
        description: earlier.description,
        subject_name: earlier.subject_name,
        class: earlier.class,
        p_mastery: round4(row.p_mastery),
        attempts: row.attempts,
        needed_for: [],
      };
      entry.needed_for.push({ skill_id: skill.id, name: skill.name });
      entries.set(id, entry);
    }
  }
  return [...entries.values()];
}
