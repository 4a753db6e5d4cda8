// A student's learning state as last read from the database, kept per version of it (read-model/change-feed.ts): the
// hot reads and every new question page start from it, and it changes only with the student's attempts, career
// choices, class or the content, each of which moves the version. What is kept is what the database said, never
// something worked out here that the database does not hold.
import type { AppContext } from '../platform/context.ts';
import type { UserRow } from '../db/schema.ts';
import { memoOf } from './versioned-memo.ts';
import { careerSubjectWeights } from '../shared/career-weights.ts';
import { learnerView, loadQuestionProgress } from '../shared/learner-state.ts';
import type { LearnerView } from '../shared/learner-state.ts';
import type { QuestionProgress } from '../shared/learner-state.ts';

/** Students held at once per instance (a few KB each). */
const STUDENTS = 20_000;

type Ctx = Pick<AppContext, 'db' | 'changes'>;

/** The version of what a student's learning state shows, or null when it may not be kept right now. */
export function learningVersion(ctx: Ctx, user: UserRow): string | null {
  const version = ctx.changes.versionOf(user.id, ['learning']);
  return version && `${version}|${user.students_class}`;
}

export function learnerViewOf(ctx: Ctx, user: UserRow): Promise<LearnerView> {
  return memoOf<LearnerView>(ctx.changes, 'learner-view', STUDENTS).getOrMake(
    user.id,
    learningVersion(ctx, user),
    () => learnerView(ctx.db, user),
  );
}

export function questionProgressOf(ctx: Ctx, user: UserRow): Promise<Map<number, QuestionProgress>> {
  return memoOf<Map<number, QuestionProgress>>(ctx.changes, 'question-progress', STUDENTS).getOrMake(
    user.id,
    learningVersion(ctx, user),
    () => loadQuestionProgress(ctx.db, user.id),
  );
}

/** Move's lean towards the subjects of the student's chosen careers (career choices move 'learning' too). */
export function careerWeightsOf(ctx: Ctx, user: UserRow): Promise<Map<number, number>> {
  return memoOf<Map<number, number>>(ctx.changes, 'career-weights', STUDENTS).getOrMake(
    user.id,
    learningVersion(ctx, user),
    () => careerSubjectWeights(ctx.db, user.id),
  );
}
