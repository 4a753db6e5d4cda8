import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { ADVANCE_AFTER_WRONG_MS } from '@quizring/contracts';
import { fail } from '@test/mock-api';
import type { ApiReply, ApiRequest } from '@test/mock-api';
import { renderWithApp } from '@test/render';
import {
  ATTEMPT_QUEUE_CAP,
  ATTEMPT_QUEUE_KEY,
  RETRY_BASE_MS,
  startAttemptQueue,
  submitAttempt,
} from './attempt-queue';
import type { QueuedAttempt } from './attempt-queue';
import ChillPage from './components/chill-page';
import MovePage from './components/move-page';
import {
  advance,
  attemptReply,
  choose,
  makeQuestions,
  questionHeading,
  questionsReply,
  renderQuiz,
  serveQuiz,
  startQuiz,
  user,
} from '@test/quiz-fixtures';

vi.mock('@/lib/sounds', () => ({ playSound: vi.fn() }));

const queued = () => JSON.parse(localStorage.getItem(ATTEMPT_QUEUE_KEY) ?? '[]') as QueuedAttempt[];
const attemptIds = (calls: ApiRequest[]) =>
  calls.map((c) => (c.body as { client_attempt_id: string }).client_attempt_id);

const payload = (id: string, questionId = 1) => ({
  question_id: [questionId],
  response_time: 1200,
  hint_seen: false,
  [`option_${questionId}`]: questionId * 10 + 1,
  mode: 'chill' as const,
  difficulty: 2,
  client_attempt_id: id,
});

let api: ReturnType<typeof serveQuiz>;

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.useRealTimers();
  localStorage.clear();
});

describe('attempt queue', () => {
  it('keeps a failed submission, lets the quiz go on, and retries it with the same id', async () => {
    let reply = (): ApiReply => fail(503, 'Down for maintenance');
    api = serveQuiz({
      'GET /api/chill-question-list': (req) =>
        questionsReply(req.query.get('page') === '1' ? makeQuestions(1, 3) : []),
      'POST /api/user-attempts': () => reply(),
    });
    await renderQuiz(<ChillPage />, '/chill');
    await startQuiz();
    await choose(1, 2);

    expect(queued()).toHaveLength(1);
    const [id] = attemptIds(api.callsTo('POST', '/api/user-attempts'));
    expect(queued()[0]?.payload.client_attempt_id).toBe(id);
    // The failure is not the learner's problem: no toast, the answer is saved, and the quiz moves on.
    expect(screen.queryByText('Down for maintenance')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Saved. It will be checked when you are back online.',
    );
    expect(screen.queryByRole('button', { name: /correct|wrong/ })).not.toBeInTheDocument();
    await advance(ADVANCE_AFTER_WRONG_MS);
    expect(questionHeading()).toHaveTextContent('Question 2?');

    reply = () => attemptReply(api.callsTo('POST', '/api/user-attempts').at(-1) as ApiRequest);
    await advance(RETRY_BASE_MS);
    expect(attemptIds(api.callsTo('POST', '/api/user-attempts'))).toEqual([id, id]);
    expect(queued()).toEqual([]);
  });

  it('checks answers saved offline when the network returns, and the round summary shows their verdicts', async () => {
    let isOnline = true;
    api = serveQuiz({
      'GET /api/swipe-question-list': (req) =>
        questionsReply(req.query.get('page') === '1' ? makeQuestions(1, 10) : []),
      'POST /api/user-attempts': (req) => {
        if (!isOnline) throw new TypeError('Failed to fetch');
        return attemptReply(req);
      },
    });
    await renderQuiz(<MovePage />, '/move');
    await startQuiz();
    await choose(1, 1);
    await advance(ADVANCE_AFTER_WRONG_MS);
    isOnline = false;
    for (let n = 2; n <= 5; n++) {
      await choose(n, n % 2 ? 1 : 2);
      expect(screen.getByRole('status')).toHaveTextContent('Saved. It will be checked');
      await advance(ADVANCE_AFTER_WRONG_MS);
    }
    const round = screen.getByRole('dialog', { name: 'Your last 5' });
    expect(within(round).getAllByText(/Saved, not checked yet/)).toHaveLength(4);
    expect(within(round).getByText('1 of 5 correct · 4 waiting to be checked')).toBeInTheDocument();

    isOnline = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(within(round).queryByText(/Saved, not checked yet/)).not.toBeInTheDocument();
    expect(within(round).getAllByText(/^Correct/)).toHaveLength(3);
    expect(within(round).getAllByText(/^Wrong/)).toHaveLength(2);
    expect(within(round).getByText('3 of 5 correct')).toBeInTheDocument();
    expect(queued()).toEqual([]);
  });

  it('backs off between retries and retries at once when the browser is back online', async () => {
    let isOnline = false;
    api = serveQuiz({
      'POST /api/user-attempts': (req) => {
        if (!isOnline) throw new TypeError('Failed to fetch');
        return attemptReply(req);
      },
    });
    const stop = startAttemptQueue(new QueryClient());
    await act(() => submitAttempt(payload('attempt-0001')));
    expect(queued()).toHaveLength(1);

    await advance(RETRY_BASE_MS);
    expect(api.callsTo('POST', '/api/user-attempts')).toHaveLength(2);
    // The second wait is twice as long.
    await advance(RETRY_BASE_MS);
    expect(api.callsTo('POST', '/api/user-attempts')).toHaveLength(2);
    await advance(RETRY_BASE_MS);
    expect(api.callsTo('POST', '/api/user-attempts')).toHaveLength(3);

    isOnline = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(attemptIds(api.callsTo('POST', '/api/user-attempts'))).toEqual(Array(4).fill('attempt-0001'));
    expect(queued()).toEqual([]);
    stop();
  });

  it('drops an attempt the server refuses (422) and does not retry it', async () => {
    api = serveQuiz({
      'POST /api/user-attempts': () => fail(422, 'The chosen option does not belong to this question.'),
    });
    const stop = startAttemptQueue(new QueryClient());
    await act(() => submitAttempt(payload('attempt-0002')));
    expect(queued()).toEqual([]);
    await advance(10 * RETRY_BASE_MS);
    expect(api.callsTo('POST', '/api/user-attempts')).toHaveLength(1);
    stop();
  });

  it('keeps rate-limited attempts (429) for a retry', async () => {
    api = serveQuiz({ 'POST /api/user-attempts': () => fail(429, 'Too many requests') });
    const stop = startAttemptQueue(new QueryClient());
    await act(() => submitAttempt(payload('attempt-0003')));
    expect(queued()).toHaveLength(1);
    stop();
  });

  it('sends the signed-in user’s waiting attempts when the app starts, and leaves other accounts’ alone', async () => {
    const mine: QueuedAttempt = { payload: payload('attempt-mine', 1), userId: user.id };
    const theirs: QueuedAttempt = { payload: payload('attempt-theirs', 2), userId: user.id + 1 };
    localStorage.setItem(ATTEMPT_QUEUE_KEY, JSON.stringify([theirs, mine]));
    api = serveQuiz({});
    const { queryClient } = renderWithApp(<p>Home</p>);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await advance(0);

    expect(attemptIds(api.callsTo('POST', '/api/user-attempts'))).toEqual(['attempt-mine']);
    expect(queued()).toEqual([theirs]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['learner'] });
  });

  it('sends nothing while no one is signed in', async () => {
    localStorage.setItem(
      ATTEMPT_QUEUE_KEY,
      JSON.stringify([{ payload: payload('attempt-0004'), userId: user.id }]),
    );
    api = serveQuiz({});
    localStorage.removeItem('authToken');
    renderWithApp(<p>Home</p>);
    await advance(0);
    window.dispatchEvent(new Event('online'));
    await advance(0);
    expect(api.callsTo('POST', '/api/user-attempts')).toHaveLength(0);
    expect(queued()).toHaveLength(1);
  });

  it('keeps at most the newest attempts up to the cap', async () => {
    const old = Array.from({ length: ATTEMPT_QUEUE_CAP }, (_, i) => ({
      payload: payload(`attempt-old-${i}`),
      userId: user.id + 1,
    }));
    localStorage.setItem(ATTEMPT_QUEUE_KEY, JSON.stringify(old));
    api = serveQuiz({ 'POST /api/user-attempts': () => fail(500, 'Boom') });
    await act(() => submitAttempt(payload('attempt-new')));
    const list = queued();
    expect(list).toHaveLength(ATTEMPT_QUEUE_CAP);
    expect(list[0]?.payload.client_attempt_id).toBe('attempt-old-1');
    expect(list.at(-1)?.payload.client_attempt_id).toBe('attempt-new');
  });

  it('invalidates the learner data after a successful submission', async () => {
    api = serveQuiz({});
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const stop = startAttemptQueue(client);
    await act(() => submitAttempt(payload('attempt-0005')));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['learner'] });
    stop();
  });
});
