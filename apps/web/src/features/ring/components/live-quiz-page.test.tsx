import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import {
  ADVANCE_AFTER_CORRECT_MS,
  ADVANCE_AFTER_WRONG_MS,
  MSG,
  RING_EVENT_CLASSES,
  RING_EVENTS,
  RING_FLASH_MS,
  RING_QUESTION_TIME_MS,
  RING_STATUS_POLL_MS,
  RING_STATUS_POLLS,
  ringChannel,
} from '@quizring/contracts';
import type { RingQuestion } from '@quizring/contracts';
import { playSound } from '@/lib/sounds';
import { storeSession } from '@test/fixtures';
import { fail, mockApi, ok } from '@test/mock-api';
import type { ApiReply, ApiRequest } from '@test/mock-api';
import { renderInApp } from '@test/render';
import { fakeRealtime } from '@test/fake-realtime';
import {
  advance,
  answerReply,
  entry,
  me,
  questionsReply,
  ringQuestion,
  ringQuestions,
  sessionCalls,
  statusReply,
} from '@test/ring-fixtures';
import LiveQuizPage from './live-quiz-page';

vi.mock('@/lib/realtime', async () => (await import('@test/fake-realtime')).fakeRealtimeModule);
vi.mock('@/lib/sounds', () => ({ playSound: vi.fn() }));

const CHANNEL = ringChannel(12);
const board = {
  leaderboard: [entry(7, 'Asha Rao', 8, 1), entry(11, 'Ravi Kumar', 6, 2)],
  status: 'finished',
};

function LeaderboardProbe() {
  const { state } = useLocation();
  return <pre data-testid="handoff">{JSON.stringify(state)}</pre>;
}

type Handler = (req: ApiRequest) => ApiReply | Promise<ApiReply>;
let api: ReturnType<typeof mockApi>;
let statuses: string[];

/** Opens /ring/12; the status call answers `statuses` in turn (the last one repeats). */
async function openQuiz(questions: RingQuestion[], extra: Record<string, Handler> = {}) {
  api = mockApi({
    ...sessionCalls,
    'GET /api/ring-sessions/12/questions': () => questionsReply(questions),
    'POST /api/ring-sessions/12/answer': answerReply,
    'GET /api/ring-sessions/12/status': () => {
      const n = api.callsTo('GET', '/api/ring-sessions/12/status').length;
      return statusReply(statuses[Math.min(n, statuses.length) - 1] ?? 'in_progress');
    },
    'GET /api/ring-sessions/12/leaderboard': () => ok(board),
    ...extra,
  });
  renderInApp(
    <Routes>
      <Route path="/ring/:id" element={<LiveQuizPage />} />
      <Route path="/ring/leaderboard/:id" element={<LeaderboardProbe />} />
      <Route path="*" element={<p>Elsewhere</p>} />
    </Routes>,
    '/ring/12',
  );
  await advance(0);
  await advance(0);
}

const heading = () => within(screen.getByRole('article')).getByRole('heading', { level: 2 });
const timer = () => screen.getByRole('timer', { name: 'Time left' });
const option = (q: number, k: number) => screen.getByRole('button', { name: `Q${q} option ${k}` });
async function choose(q: number, k: number) {
  fireEvent.click(option(q, k));
  await advance(0);
}
const statusPolls = () => api.callsTo('GET', '/api/ring-sessions/12/status').length;

beforeEach(() => {
  localStorage.clear();
  storeSession(me);
  fakeRealtime.reset();
  statuses = ['in_progress'];
  vi.useFakeTimers();
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.mocked(playSound).mockClear();
  vi.useRealTimers();
});

describe('Ring live quiz', () => {
  it('shows the question with its number, options and a 30 s bar: green, amber below 60 %, red below 30 %', async () => {
    await openQuiz(ringQuestions(3));
    expect(heading()).toHaveTextContent('Ring question 1?');
    expect(heading()).toHaveFocus();
    expect(screen.getByText('Question 1 / 3')).toBeInTheDocument();
    expect(within(screen.getByRole('article')).getAllByRole('button')).toHaveLength(4);
    expect(timer()).toHaveTextContent('30s');
    expect(timer()).toHaveAttribute('data-tone', 'green');

    await advance(1000);
    expect(timer()).toHaveTextContent('29s');
    await advance(11_000); // 18 s left: exactly 60 %
    expect(timer()).toHaveAttribute('data-tone', 'green');
    await advance(100);
    expect(timer()).toHaveAttribute('data-tone', 'amber');
    await advance(9000); // 8.9 s left: below 30 %
    expect(timer()).toHaveAttribute('data-tone', 'red');
  });

  it('resumes at the first question without an answer of mine', async () => {
    const answered = { answer_id: 11, is_correct: true, correct_option_id: 11 };
    await openQuiz([
      ringQuestion(1, answered),
      ringQuestion(2, { ...answered, answer_id: 22 }),
      ringQuestion(3),
    ]);
    expect(heading()).toHaveTextContent('Ring question 3?');
    expect(screen.getByText('Question 3 / 3')).toBeInTheDocument();
  });

  it('sends one pick, shows the verdict, and moves on 700 ms after a right answer', async () => {
    await openQuiz(ringQuestions(3));
    await choose(1, 1);
    expect(api.callsTo('POST', '/api/ring-sessions/12/answer')[0]?.body).toEqual({
      question_bank_id: 101,
      answer_id: 11,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Correct!');
    expect(playSound).toHaveBeenCalledWith('correct');
    const timeShown = timer().textContent;
    await choose(1, 2);
    expect(api.callsTo('POST', '/api/ring-sessions/12/answer')).toHaveLength(1);

    await advance(ADVANCE_AFTER_CORRECT_MS - 1);
    expect(heading()).toHaveTextContent('Ring question 1?');
    // The countdown stopped at the pick.
    expect(timer()).toHaveTextContent(timeShown ?? '');
    await advance(1);
    expect(heading()).toHaveTextContent('Ring question 2?');
    expect(timer()).toHaveTextContent('30s');
  });

  it('marks a wrong pick, reveals the right option from the response, and moves on after 1100 ms', async () => {
    await openQuiz(ringQuestions(3));
    await choose(1, 3);
    expect(screen.getByRole('status')).toHaveTextContent('Not quite. The answer is Q1 option 1.');
    // Marked by colour and, for screen readers and anyone who cannot tell red from green, by words.
    const picked = screen.getByRole('button', { name: 'Q1 option 3, your answer, wrong' });
    expect(picked).toHaveClass('border-red-600');
    expect(screen.getByRole('button', { name: 'Q1 option 1, correct answer' })).toHaveClass(
      'border-emerald-600',
    );
    expect(picked).toHaveAttribute('aria-disabled', 'true');
    expect(playSound).toHaveBeenCalledWith('wrong');
    await advance(ADVANCE_AFTER_WRONG_MS - 1);
    expect(heading()).toHaveTextContent('Ring question 1?');
    await advance(1);
    expect(heading()).toHaveTextContent('Ring question 2?');
  });

  it('shows the next question as soon as the time runs out, without sending anything', async () => {
    await openQuiz(ringQuestions(3));
    await advance(RING_QUESTION_TIME_MS - 100);
    expect(heading()).toHaveTextContent('Ring question 1?');
    await advance(100);
    expect(heading()).toHaveTextContent('Ring question 2?');
    expect(api.callsTo('POST', '/api/ring-sessions/12/answer')).toHaveLength(0);
  });

  it('toasts a failed answer (the server message first) and moves on', async () => {
    await openQuiz(ringQuestions(3), {
      'POST /api/ring-sessions/12/answer': () => fail(409, MSG.ringAlreadyAnswered),
    });
    await choose(1, 1);
    expect(screen.getByText(MSG.ringAlreadyAnswered)).toBeInTheDocument();
    await advance(ADVANCE_AFTER_WRONG_MS);
    expect(heading()).toHaveTextContent('Ring question 2?');
  });

  it('toasts the fallback when an answer fails without a message, after trying again', async () => {
    await openQuiz(ringQuestions(3), {
      'POST /api/ring-sessions/12/answer': () => ({ status: 500, body: null }),
    });
    await choose(1, 1);
    // A server error may pass: the same answer is sent again, 0.5, 1, 2 and 4 s later, before giving up.
    for (const wait of [500, 1000, 2000, 4000]) {
      expect(screen.queryByText(MSG.failedToSubmitAnswer)).toBeNull();
      await advance(wait);
    }
    expect(api.callsTo('POST', '/api/ring-sessions/12/answer')).toHaveLength(5);
    expect(screen.getByText(MSG.failedToSubmitAnswer)).toBeInTheDocument();
  });

  it('sends an answer again when the connection broke under it, and shows the verdict it gets', async () => {
    let tries = 0;
    await openQuiz(ringQuestions(3), {
      'POST /api/ring-sessions/12/answer': (req) => {
        tries += 1;
        if (tries === 1) throw new TypeError('Failed to fetch');
        return answerReply(req);
      },
    });
    await choose(1, 1);
    await advance(500);
    expect(api.callsTo('POST', '/api/ring-sessions/12/answer')).toHaveLength(2);
    expect(screen.queryByText(MSG.failedToSubmitAnswer)).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Correct!');
  });

  it("flashes other players' answers, at most 6 at once, each for 2.4 s, and never my own", async () => {
    await openQuiz(ringQuestions(3));
    const flashes = () => screen.getByLabelText('Other players');
    fakeRealtime.emit(CHANNEL, RING_EVENTS.answerSubmitted, {
      user_id: 11,
      name: 'Ravi Kumar',
      is_correct: true,
      question_bank_id: 101,
      seq: 1,
    });
    fakeRealtime.emit(CHANNEL, RING_EVENT_CLASSES[RING_EVENTS.answerSubmitted], {
      user_id: 12,
      name: 'Meera',
      is_correct: false,
      question_bank_id: 101,
      seq: 2,
    });
    fakeRealtime.emit(CHANNEL, RING_EVENTS.answerSubmitted, {
      user_id: 7,
      name: 'Asha Rao',
      is_correct: true,
      question_bank_id: 101,
      seq: 3,
    });
    expect(
      within(flashes())
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual([MSG.gotIt('Ravi Kumar'), MSG.missed('Meera')]);
    await advance(RING_FLASH_MS - 1);
    expect(within(flashes()).queryAllByRole('paragraph')).toHaveLength(2);
    await advance(1);
    expect(within(flashes()).queryAllByRole('paragraph')).toHaveLength(0);

    for (let i = 1; i <= 8; i++) {
      fakeRealtime.emit(CHANNEL, RING_EVENTS.answerSubmitted, {
        user_id: 20 + i,
        name: `Player ${i}`,
        is_correct: true,
        question_bank_id: 101,
        seq: 10 + i,
      });
    }
    const shown = within(flashes())
      .getAllByRole('paragraph')
      .map((p) => p.textContent);
    expect(shown).toHaveLength(6);
    expect(shown[0]).toBe(MSG.gotIt('Player 3'));
    expect(shown[5]).toBe(MSG.gotIt('Player 8'));
  });

  it('after the last question shows Calculating results…, polls every 4 s at most 12 times, then hands over the leaderboard', async () => {
    await openQuiz([ringQuestion(1)]);
    expect(statusPolls()).toBe(1); // the check on opening
    await choose(1, 1);
    await advance(ADVANCE_AFTER_CORRECT_MS);
    expect(screen.getByText(MSG.calculatingResults)).toBeInTheDocument();
    expect(statusPolls()).toBe(2);

    await advance(RING_STATUS_POLL_MS - 1);
    expect(statusPolls()).toBe(2);
    await advance(1);
    expect(statusPolls()).toBe(3);
    await advance(RING_STATUS_POLL_MS * (RING_STATUS_POLLS - 2));
    expect(statusPolls()).toBe(1 + RING_STATUS_POLLS);
    await advance(0);
    await advance(RING_STATUS_POLL_MS * 3);
    expect(statusPolls()).toBe(1 + RING_STATUS_POLLS);

    expect(JSON.parse(screen.getByTestId('handoff').textContent ?? 'null')).toEqual({
      ringLeaderboard: board,
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/ring/leaderboard/12');
  });

  it('while others still play, shows who is answering and the standings so far, updated with every answer', async () => {
    let standings = {
      leaderboard: [entry(7, 'Asha Rao', 1, 1), entry(11, 'Ravi Kumar', 0, 2, { answered: 3 })],
      status: 'in_progress',
    };
    await openQuiz([ringQuestion(1)], { 'GET /api/ring-sessions/12/leaderboard': () => ok(standings) });
    await choose(1, 1);
    await advance(ADVANCE_AFTER_CORRECT_MS);
    expect(screen.getByText(MSG.calculatingResults)).toBeInTheDocument();
    await advance(0);
    const table = screen.getByRole('region', { name: 'Standings so far' });
    expect(within(table).getByText('1 player is still answering.')).toBeInTheDocument();
    const rows = within(table).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('Done')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent(/^Rank 1Asha Rao \(you\)Done1 \/ 10$/);
    expect(rows[1]).toHaveTextContent(/^Rank 2Ravi KumarAnswering · 3 of 100 \/ 10$/);

    standings = {
      leaderboard: [entry(7, 'Asha Rao', 1, 2), entry(11, 'Ravi Kumar', 2, 1, { answered: 5 })],
      status: 'in_progress',
    };
    fakeRealtime.emit(CHANNEL, RING_EVENTS.answerSubmitted, {
      user_id: 11,
      name: 'Ravi Kumar',
      is_correct: true,
      question_bank_id: 105,
      seq: 30,
    });
    await advance(0);
    await advance(0);
    const updated = within(screen.getByRole('region', { name: 'Standings so far' })).getAllByRole('listitem');
    expect(updated[0]).toHaveTextContent(/^Rank 1Ravi KumarAnswering · 5 of 102 \/ 10$/);
  });

  it('goes to the leaderboard as soon as a poll says the ring is finished', async () => {
    statuses = ['in_progress', 'in_progress', 'finished'];
    await openQuiz([ringQuestion(1)]);
    await advance(RING_QUESTION_TIME_MS);
    expect(screen.getByText(MSG.calculatingResults)).toBeInTheDocument();
    await advance(RING_STATUS_POLL_MS);
    await advance(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/ring/leaderboard/12');
    expect(statusPolls()).toBe(3);
  });

  it('goes to the leaderboard on the session-finished event, even mid-question', async () => {
    await openQuiz(ringQuestions(3));
    fakeRealtime.emit(CHANNEL, RING_EVENT_CLASSES[RING_EVENTS.sessionFinished], {
      session_id: 12,
      ended_at: '2026-01-05T10:06:00.000Z',
      seq: 40,
    });
    await advance(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/ring/leaderboard/12');
    expect(api.callsTo('GET', '/api/ring-sessions/12/leaderboard')).toHaveLength(1);
  });

  it('still goes to the leaderboard page, without data, when the leaderboard cannot be loaded', async () => {
    statuses = ['finished'];
    await openQuiz([ringQuestion(1)], {
      'GET /api/ring-sessions/12/leaderboard': () => ({ status: 500, body: null }),
    });
    await advance(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/ring/leaderboard/12');
    expect(screen.getByTestId('handoff')).toHaveTextContent('null');
  });

  it('sends a player who opens a ring that has not started to its waiting room', async () => {
    statuses = ['pending'];
    await openQuiz(ringQuestions(3), {
      'GET /api/ring-sessions/12/questions': () => fail(409, MSG.ringNotRunning),
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/ring/waiting/12');
  });

  it('toasts a failed load and shows Retry', async () => {
    let calls = 0;
    await openQuiz(ringQuestions(2), {
      'GET /api/ring-sessions/12/questions': () =>
        ++calls === 1 ? fail(403, MSG.ringNotJoined) : questionsReply(ringQuestions(2)),
    });
    const card = screen.getByRole('alert');
    expect(within(card).getByRole('heading', { name: MSG.failedToLoadRingQuestions })).toBeInTheDocument();
    expect(screen.getAllByText(MSG.ringNotJoined)).toHaveLength(2);
    fireEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    await advance(0);
    await advance(0);
    expect(heading()).toHaveTextContent('Ring question 1?');
  });

  it('subscribes to the ring channel', async () => {
    await openQuiz(ringQuestions(1));
    expect(fakeRealtime.channels()).toEqual([CHANNEL]);
  });
});
