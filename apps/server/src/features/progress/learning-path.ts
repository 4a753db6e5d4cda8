// The learning path: every skill of the student's class in path order, with its status and mastery.
import { MASTERY_THRESHOLD } from '@quizring/contracts';
import type { LearningPathData } from '@quizring/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { UserRow } from '../../db/schema.ts';
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
      ...(questions ? { questions } : {}),
    };
  });
  return { path, meta: { grade: view.grade, mastery_threshold: MASTERY_THRESHOLD, counts } };
}
