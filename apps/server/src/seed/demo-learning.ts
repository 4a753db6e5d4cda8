// A few days of practice for the demo students, so the dashboard, results, learning path and leaderboard of a
// fresh `npm start` show something real. Each day they take skill quizzes and answer from them, through the same
// services as the API's.
import type { Clock } from '../lib/clock.ts';
import { learnerView } from '../shared/learner-state.ts';
import { recordAttempt } from '../features/learning/attempt-service.ts';
import { skillQuiz } from '../features/learning/question-service.ts';
import type { AttemptContext } from '../features/learning/attempt-service.ts';
import { mulberry32 } from '@quizring/contracts/random';
import { DEMO_USERS } from './demo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How well each demo student answers, and on how many of the last days they practised. */
const HISTORY: Record<string, { ability: number; days: number; perDay: number }> = {
  demostudent: { ability: 0.75, days: 3, perDay: 8 },
  friendasha: { ability: 0.9, days: 5, perDay: 12 },
  friendrohan: { ability: 0.65, days: 4, perDay: 10 },
  friendmeera: { ability: 0.8, days: 2, perDay: 9 },
};

export async function seedDemoLearning(ctx: AttemptContext): Promise<number> {
  const random = mulberry32(20261121);
  const end = ctx.clock.now().getTime();
  let recorded = 0;
  for (const demo of DEMO_USERS) {
    const plan = HISTORY[demo.username];
    if (!plan) continue;
    const user = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', demo.username)
      .executeTakeFirst();
    if (!user) continue;
    for (let d = plan.days; d >= 1; d--) {
      // A question answered again the same day would earn nothing: each is answered once a day.
      const answered = new Set<number>();
      for (let i = 0; i < plan.perDay; i++) {
        const at = new Date(end - d * DAY_MS + i * 60_000);
        const clock: Clock = { now: () => at };
        const view = await learnerView(ctx.db, user);
        // The skills being learnt first; once everything open is mastered, revision of mastered ones.
        const learning = view.content.skills.filter((s) =>
          ['up_next', 'learning'].includes(view.statuses.get(s.id) ?? ''),
        );
        const open = learning.length
          ? learning
          : view.content.skills.filter((s) => view.statuses.get(s.id) === 'mastered');
        const skill = open[Math.floor(random() * Math.min(open.length, 3))];
        const served = skill ? await skillQuiz({ ...ctx, clock }, user, skill.id) : [];
        const fresh = served.filter((q) => !answered.has(q.id));
        const pick = fresh[Math.floor(random() * fresh.length)];
        const question = pick && view.content.questionById.get(pick.id);
        if (!question) continue;
        answered.add(question.id);
        const right = random() < plan.ability;
        const option = question.options.find((o) => o.is_answer === right) ?? question.options[0]!;
        await recordAttempt({ ...ctx, clock }, user, {
          questionId: question.id,
          optionId: option.id,
          responseTimeMs: 4000 + Math.floor(random() * 12_000),
          hintSeen: random() < 0.1,
          mode: 'skill',
          qSource: null,
          clientAttemptId: null,
        });
        recorded++;
      }
    }
  }
  return recorded;
}
