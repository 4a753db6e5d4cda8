import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AttemptPayload,
  AttemptResponse,
  BookContentsQuery,
  BookContentsResponse,
  MSG,
  QuestionPageQuery,
  QuestionsResponse,
  TimeoutPayload,
  TimeoutResponse,
} from '@quizring/contracts';
import type { PagedMode } from '@quizring/contracts';
import { ok } from '../../lib/envelope.ts';
import { plainJsonResponse, sendJson } from '../../lib/plain-json.ts';
import { RATE_LIMITS } from '../../lib/rate-limits.ts';
import { unprocessable } from '../../lib/errors.ts';
import { currentUser, requireMember, requireMemberCached } from '../../plugins/auth.ts';
import { recordAttempt, timeOut } from './attempt-service.ts';
import { startServedPagesPrune } from './served-pages-prune.ts';
import { bookContents } from './book-contents.ts';
import { questionPageResponse, skillQuiz, topicQuiz } from './question-service.ts';

const IdParam = z.object({ id: z.string().max(20) });

/** Path ids are checked here so a bad one gets the spec's own message rather than a generic validation error. */
function numericId(raw: string, message: string): number {
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw unprocessable(message);
  return Number(raw);
}

const PAGED: [path: string, mode: PagedMode][] = [
  ['/swipe-question-list', 'move'],
  ['/punch-question-list', 'punch'],
  ['/chill-question-list', 'chill'],
];

export const learningRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const stopPrune = startServedPagesPrune(ctx, app.log);
  app.addHook('onClose', stopPrune);

  for (const [path, mode] of PAGED)
    r.get(path, {
      schema: { tags: ['quiz'], querystring: QuestionPageQuery, response: { 200: QuestionsResponse } },
      ...plainJsonResponse,
      onRequest: requireMemberCached,
      handler: async (req, reply) =>
        sendJson(reply, await questionPageResponse(ctx, currentUser(req), mode, req.query.page)),
    });

  r.get('/skill-quiz/:id', {
    schema: { tags: ['quiz'], params: IdParam, response: { 200: QuestionsResponse } },
    onRequest: requireMember,
    handler: async (req) =>
      ok({ questions: await skillQuiz(ctx, currentUser(req), numericId(req.params.id, MSG.invalidSkillId)) }),
  });

  r.get('/topic-quiz/:id', {
    schema: { tags: ['quiz'], params: IdParam, response: { 200: QuestionsResponse } },
    onRequest: requireMember,
    handler: async (req) =>
      ok({
        questions: await topicQuiz(ctx, currentUser(req), numericId(req.params.id, MSG.invalidSubtopicId)),
      }),
  });

  r.get('/book-contents', {
    schema: { tags: ['subjects'], querystring: BookContentsQuery, response: { 200: BookContentsResponse } },
    onRequest: requireMember,
    handler: async (req) => {
      const subject = req.query.subject;
      if (!subject) throw unprocessable(MSG.invalidSubject);
      return ok({ books: await bookContents(ctx, currentUser(req), subject) });
    },
  });

  r.post('/user-attempts', {
    schema: { tags: ['quiz'], body: AttemptPayload, response: { 200: AttemptResponse } },
    onRequest: requireMember,
    config: { rateLimit: RATE_LIMITS.attempt },
    handler: async (req) => {
      const body = req.body;
      const questionId = body.question_id[0]!;
      const raw: unknown = body[`option_${questionId}`];
      const optionId = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : raw;
      if (typeof optionId !== 'number' || !Number.isInteger(optionId) || optionId < 1)
        throw unprocessable(MSG.chooseAnOption);
      const result = await recordAttempt(ctx, currentUser(req), {
        questionId,
        optionId,
        responseTimeMs: body.response_time,
        hintSeen: body.hint_seen,
        mode: body.mode ?? null,
        qSource: typeof body.q_source === 'string' ? body.q_source.slice(0, 20) : null,
        clientAttemptId: body.client_attempt_id ?? null,
      });
      return ok(result, result.duplicate ? 'Attempt already recorded.' : 'Attempt recorded.');
    },
  });

  r.post('/question-timeouts', {
    schema: { tags: ['quiz'], body: TimeoutPayload, response: { 200: TimeoutResponse } },
    onRequest: requireMember,
    config: { rateLimit: RATE_LIMITS.attempt },
    handler: async (req) => ok(await timeOut(ctx, currentUser(req), req.body.question_id)),
  });
};
