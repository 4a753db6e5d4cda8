// Students ready to learn: registered, profile completed with a class, a year of membership.
import type { FastifyInstance } from 'fastify';
import { call, registerStudent } from './test-app.ts';

let n = 0;
/** Usernames are letters only: a counter written in letters. */
const letters = (k: number) =>
  k
    .toString(26)
    .split('')
    .map((c) => String.fromCharCode(97 + parseInt(c, 26)))
    .join('');

export async function memberStudent(app: FastifyInstance, grade = 7, names: { firstname?: string } = {}) {
  n += 1;
  const s = await registerStudent(app, names.firstname ? { firstname: names.firstname } : {});
  const res = await call(app, 'POST', '/api/profile-completion', {
    token: s.token,
    body: {
      username: `learner${letters(Date.now() % 1_000_000)}${letters(n)}`,
      gender: 'male',
      students_class: grade,
      academic_board: 'CBSE',
    },
  });
  if (res.status !== 200) throw new Error(`profile completion failed: ${JSON.stringify(res.body)}`);
  const now = app.ctx.clock.now();
  await app.ctx.db
    .insertInto('memberships')
    .values({
      user_id: s.user.id,
      plan: 'yearly',
      platform: 'web',
      expiry_date: new Date(now.getTime() + 365 * 86_400_000).toISOString(),
      updated_at: now.toISOString(),
    })
    .execute();
  return s;
}

export type QuestionDto = {
  id: number;
  skill_id: number;
  difficulty: number;
  q_source?: string;
  options: { id: number; option_text: string; is_answer: boolean }[];
};

/** The right option of a served question, from the database: the API tells it only in an attempt's verdict. */
export async function rightOption(app: FastifyInstance, q: { id: number }): Promise<number> {
  const row = await app.ctx.db
    .selectFrom('question_options')
    .select('id')
    .where('question_id', '=', q.id)
    .where('is_answer', '=', 1)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function wrongOption(app: FastifyInstance, q: { id: number }): Promise<number> {
  const right = await rightOption(app, q);
  const options = await app.ctx.db
    .selectFrom('question_options')
    .select('id')
    .where('question_id', '=', q.id)
    .orderBy('position')
    .execute();
  return options.find((o) => o.id !== right)!.id;
}

let attemptSeq = 0;
export function attemptBody(q: { id: number }, optionId: number, extra: Record<string, unknown> = {}) {
  attemptSeq += 1;
  return {
    question_id: [q.id],
    response_time: 4200,
    hint_seen: false,
    [`option_${q.id}`]: optionId,
    mode: 'move',
    client_attempt_id: `attempt-${Date.now()}-${attemptSeq}`,
    ...extra,
  };
}
