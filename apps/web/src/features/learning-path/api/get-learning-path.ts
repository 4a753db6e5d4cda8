import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  firstMessage,
  LEARNING_PATH_QUESTIONS_LIMIT,
  LearningPathData,
  LearningPathResponse,
} from '@quizring/contracts';
import { api, ApiError } from '@/lib/api-client';
import { learnerKey } from '@/lib/learner-data';

/** The response status must equal success, ignoring case. */
export function isSuccessStatus(status: unknown): boolean {
  return typeof status === 'string' && status.toLowerCase() === 'success';
}

/**
 * The shared client only takes the exact 'success'; a 2xx answer whose status is another spelling of it
 * ('Success', 'SUCCESS') is still a good answer here, and its data is read as usual.
 */
function dataDespiteStatusCase(err: unknown): LearningPathData | null {
  if (!(err instanceof ApiError) || err.status < 200 || err.status >= 300) return null;
  const body = err.body as { status?: unknown; data?: unknown } | null;
  if (!body || !isSuccessStatus(body.status)) return null;
  const parsed = LearningPathData.safeParse(body.data);
  return parsed.success ? parsed.data : null;
}

export async function getLearningPath(): Promise<LearningPathData> {
  try {
    const res = await api.get('/learning-path', LearningPathResponse, {
      include_questions: 0,
      questions_limit: LEARNING_PATH_QUESTIONS_LIMIT,
      t: Date.now(),
    });
    return res.data;
  } catch (err) {
    const data = dataDespiteStatusCase(err);
    if (data) return data;
    throw err;
  }
}

/** The error is the message text or message.error[0], else the given fallback. */
export function learningPathErrorMessage(err: unknown, fallback: string): string {
  if (!(err instanceof ApiError)) return fallback;
  const body = err.body as { status?: unknown; message?: unknown } | null;
  if (!body || isSuccessStatus(body.status)) return fallback;
  return firstMessage(body.message, fallback);
}

export const learningPathQueryOptions = () =>
  queryOptions({ queryKey: learnerKey('learning-path'), queryFn: getLearningPath });

export function useLearningPath() {
  return useQuery(learningPathQueryOptions());
}
