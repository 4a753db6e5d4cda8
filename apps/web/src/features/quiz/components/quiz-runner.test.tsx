import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ADVANCE_AFTER_CORRECT_MS, ADVANCE_AFTER_TIMEOUT_MS, QUESTION_TIME_MS } from '@quizring/contracts';
import { playSound } from '@/lib/sounds';
import {
  advance,
  attemptReply,
  choose,
  goOn,
  makeQuestion,
  makeQuestions,
  questionHeading,
  questionsReply,
  renderQuiz,
  serveQuiz,
  startQuiz,
} from '@test/quiz-fixtures';
import ChillPage from './chill-page';
import MovePage from './move-page';
import PunchPage from './punch-page';
import SkillQuizPage from './skill-quiz-page';

vi.mock('@/lib/sounds', () => ({ playSound: vi.fn() }));

let api: ReturnType<typeof serveQuiz>;

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.useRealTimers();
  vi.mocked(playSound).mockClear();
  localStorage.clear();
});

async function openChill(questions = makeQuestions(1, 10), extra: Parameters<typeof serveQuiz>[0] = {}) {
  api = serveQuiz({
    'GET /api/chill-question-list': (req) => questionsReply(req.query.get('page') === '1' ? questions : []),
    ...extra,
  });
  await renderQuiz(<ChillPage />, '/chill');
}

/** Lets the question run out of time, then goes on with Next. */
async function timeOutAndMoveOn() {
  await advance(QUESTION_TIME_MS);
  await goOn();
}

const timer = () => screen.getByRole('timer', { name: 'Time left' });

describe('quiz runner', () => {
  it('shows the intro, then the first question with its countdown', async () => {
    await openChill();
    expect(screen.getByRole('heading', { level: 1, name: 'Chill' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await startQuiz();
    expect(questionHeading()).toHaveTextContent('Question 1?');
    expect(questionHeading()).toHaveFocus();
    expect(timer()).toHaveTextContent('45s');
    await advance(1000);
    expect(timer()).toHaveTextContent('44s');
    expect(screen.getAllByRole('button', { name: /^Q1 option/ })).toHaveLength(4);
  });

  it('marks the answer, sends the attempt and moves on 700 ms after a right one', async () => {
    await openChill();
    await startQuiz();
    await advance(2000);
    await choose(1, 1);

    expect(screen.getByRole('status')).toHaveTextContent('Correct!');
    expect(playSound).toHaveBeenCalledWith('correct');
    const [attempt] = api.callsTo('POST', '/api/user-attempts');
    const body = attempt?.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      [
        'client_attempt_id',
        'difficulty',
        'hint_seen',
        'mode',
        'option_1',
        'question_id',
        'response_time',
      ].sort(),
    );
    expect(body).toMatchObject({
      question_id: [1],
      response_time: 2000,
      hint_seen: false,
      option_1: 11,
      difficulty: 2,
      mode: 'chill',
    });
    expect(body.client_attempt_id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    // Locked: the countdown stops and a second pick is ignored.
    await advance(300);
    expect(timer()).toHaveTextContent('43s');
    await choose(1, 2);
    expect(api.callsTo('POST', '/api/user-attempts')).toHaveLength(1);

    await advance(ADVANCE_AFTER_CORRECT_MS - 301);
    expect(questionHeading()).toHaveTextContent('Question 1?');
    await advance(1);
    expect(questionHeading()).toHaveTextContent('Question 2?');
    expect(playSound).toHaveBeenCalledWith('next');
  });

  it('reveals the right answer after a wrong one and keeps it, with the explanation, until the student goes on', async () => {
    await openChill(makeQuestions(1, 10), {
      'POST /api/user-attempts': (req) => attemptReply(req, { explanation: 'Babur won at Panipat in 1526.' }),
    });
    await startQuiz();
    await choose(1, 3);

    expect(screen.getByRole('status')).toHaveTextContent('Not quite. The answer is Q1 option 1.');
    // Marked by colour and, for screen readers and anyone who cannot tell red from green, by words.
    expect(screen.getByRole('button', { name: 'Q1 option 3, your answer, wrong' })).toHaveClass(
      'border-red-600',
    );
    expect(screen.getByRole('button', { name: 'Q1 option 1, correct answer' })).toHaveClass(
      'border-emerald-600',
    );
    expect(screen.getByRole('button', { name: 'Q1 option 3, your answer, wrong' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(playSound).toHaveBeenCalledWith('wrong');

    // Long after the spec's 1100 ms the answer and why are still there, and Next has the focus.
    await advance(60_000);
    expect(questionHeading()).toHaveTextContent('Question 1?');
    expect(screen.getByRole('status')).toHaveTextContent('Babur won at Panipat in 1526.');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await goOn();
    expect(questionHeading()).toHaveTextContent('Question 2?');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('goes on from a wrong answer with Enter or a swipe up', async () => {
    await openChill();
    await startQuiz();
    await choose(1, 2);
    fireEvent.keyDown(window, { key: 'Enter' });
    await advance(0);
    expect(questionHeading()).toHaveTextContent('Question 2?');

    await choose(2, 2);
    // A short drag is a press, not a swipe: it pauses and nothing more.
    fireEvent.pointerDown(questionHeading(), { button: 0, clientY: 400 });
    fireEvent.pointerUp(questionHeading(), { clientY: 380 });
    await advance(0);
    expect(questionHeading()).toHaveTextContent('Question 2?');
    fireEvent.pointerDown(questionHeading(), { button: 0, clientY: 400 });
    fireEvent.pointerUp(questionHeading(), { clientY: 300 });
    await advance(0);
    expect(questionHeading()).toHaveTextContent('Question 3?');
  });

  it('a press held after a right answer pauses the wait before the next question, which starts again on release', async () => {
    await openChill();
    await startQuiz();
    await choose(1, 1);
    await advance(ADVANCE_AFTER_CORRECT_MS - 100);
    fireEvent.pointerDown(questionHeading(), { button: 0, clientY: 400 });
    await advance(5_000);
    expect(questionHeading()).toHaveTextContent('Question 1?');
    fireEvent.pointerUp(questionHeading(), { clientY: 400 });
    await advance(ADVANCE_AFTER_CORRECT_MS - 1);
    expect(questionHeading()).toHaveTextContent('Question 1?');
    await advance(1);
    expect(questionHeading()).toHaveTextContent('Question 2?');
  });

  it('takes the verdict from the server, not from the question, and waits for it before moving on', async () => {
    let release = () => {};
    // The server says option 3 is right, whatever the question's options say.
    await openChill(makeQuestions(1, 3), {
      'POST /api/user-attempts': (req) =>
        new Promise((resolve) => {
          release = () => resolve(attemptReply(req, { is_correct: true, correct_option_id: 13 }));
        }),
    });
    await startQuiz();
    await choose(1, 3);
    expect(screen.getByRole('button', { name: 'Q1 option 3, your answer' })).toHaveClass('border-indigo-600');
    expect(playSound).not.toHaveBeenCalledWith('correct');
    // A slow verdict says it is on its way; the quiz does not move on without it.
    await advance(5_000);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your answer…');
    expect(questionHeading()).toHaveTextContent('Question 1?');

    release();
    await advance(0);
    expect(screen.getByRole('status')).toHaveTextContent('Correct!');
    expect(screen.getByRole('button', { name: 'Q1 option 3, your answer, correct' })).toBeInTheDocument();
    expect(playSound).toHaveBeenCalledWith('correct');
    // The spec's 700 ms run from the verdict.
    await advance(ADVANCE_AFTER_CORRECT_MS - 1);
    expect(questionHeading()).toHaveTextContent('Question 1?');
    await advance(1);
    expect(questionHeading()).toHaveTextContent('Question 2?');
  });

  it("sends the response time to the millisecond, between the countdown's ticks too", async () => {
    await openChill();
    await startQuiz();
    await advance(1_234);
    await choose(1, 1);
    expect(api.callsTo('POST', '/api/user-attempts')[0]?.body).toMatchObject({ response_time: 1234 });
    await advance(ADVANCE_AFTER_CORRECT_MS);
    await advance(40);
    await choose(2, 1);
    expect(api.callsTo('POST', '/api/user-attempts')[1]?.body).toMatchObject({ response_time: 40 });
  });

  it('shows the explanation the attempt response carries', async () => {
    await openChill(makeQuestions(1, 2), {
      'POST /api/user-attempts': (req) => attemptReply(req, { explanation: 'Add the numerators.' }),
    });
    await startQuiz();
    await choose(1, 2);
    expect(screen.getByRole('status')).toHaveTextContent('Add the numerators.');
  });

  it('shows the hint once and reports it in the attempt', async () => {
    await openChill([makeQuestion(1, { hint: 'Think of halves.' }), makeQuestion(2)]);
    await startQuiz();
    fireEvent.click(screen.getByRole('button', { name: 'Show hint' }));
    await advance(0);
    expect(screen.getByText('Think of halves.')).toBeInTheDocument();
    const shown = screen.getByRole('button', { name: 'Hint shown' });
    expect(shown).toBeDisabled();

    await choose(1, 1);
    expect(api.callsTo('POST', '/api/user-attempts')[0]?.body).toMatchObject({ hint_seen: true });
    await advance(ADVANCE_AFTER_CORRECT_MS);
    // The second question has no hint, so no hint button.
    expect(screen.queryByRole('button', { name: 'Show hint' })).not.toBeInTheDocument();
  });

  it('locks a question that runs out of time and shows the answer the server tells until the student goes on', async () => {
    await openChill();
    await startQuiz();
    await advance(QUESTION_TIME_MS);
    expect(screen.getByRole('status')).toHaveTextContent('Time’s up. The answer is Q1 option 1.');
    expect(timer()).toHaveTextContent('0s');
    expect(api.callsTo('POST', '/api/user-attempts')).toHaveLength(0);
    expect(api.callsTo('POST', '/api/question-timeouts').map((c) => c.body)).toEqual([{ question_id: 1 }]);

    await advance(ADVANCE_AFTER_TIMEOUT_MS * 10);
    expect(questionHeading()).toHaveTextContent('Question 1?');
    await goOn();
    expect(questionHeading()).toHaveTextContent('Question 2?');
  });

  it('asks to move up after 5 timeouts in a row; an answer resets the count', async () => {
    // A Skill quiz has no overlay before its end to get in the way.
    api = serveQuiz({ 'GET /api/skill-quiz/3': () => questionsReply(makeQuestions(1, 10)) });
    await renderQuiz(<SkillQuizPage />, '/skill/3', '/skill/:skillId');
    await startQuiz();
    // One timeout, then an answer: the count starts again.
    await timeOutAndMoveOn();
    await choose(2, 1);
    await advance(ADVANCE_AFTER_CORRECT_MS);
    for (let i = 0; i < 4; i++) await timeOutAndMoveOn();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(questionHeading()).toHaveTextContent('Question 7?');

    await advance(QUESTION_TIME_MS);
    const prompt = screen.getByRole('dialog', { name: 'Move up to continue' });
    // The prompt waits for the learner.
    await advance(10_000);
    expect(questionHeading()).toHaveTextContent('Question 7?');
    expect(within(prompt).getByRole('button', { name: 'Continue' })).toHaveFocus();

    fireEvent.click(within(prompt).getByRole('button', { name: 'Continue' }));
    await advance(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(questionHeading()).toHaveTextContent('Question 8?');
    // The counter was reset: one more timeout waits for Next, not for the prompt.
    await advance(QUESTION_TIME_MS);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await goOn();
    expect(questionHeading()).toHaveTextContent('Question 9?');
  });

  it('pauses the countdown while a press is held and resets the timeout count', async () => {
    await openChill();
    await startQuiz();
    for (let i = 0; i < 4; i++) await timeOutAndMoveOn();
    expect(questionHeading()).toHaveTextContent('Question 5?');

    await advance(5000);
    expect(timer()).toHaveTextContent('40s');
    fireEvent.pointerDown(questionHeading(), { button: 0 });
    await advance(0);
    expect(screen.getByText('Paused')).toBeInTheDocument();
    await advance(20_000);
    expect(timer()).toHaveTextContent('40s');
    fireEvent.pointerUp(questionHeading());
    await advance(1000);
    expect(timer()).toHaveTextContent('39s');
    expect(screen.queryByText('Paused')).not.toBeInTheDocument();

    // Four timeouts were forgotten with the press, so the fifth in a row is not reached here.
    await advance(QUESTION_TIME_MS);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await goOn();
    expect(questionHeading()).toHaveTextContent('Question 6?');
  });

  it('answers with keys 1–5 and shows the hint with H', async () => {
    await openChill([makeQuestion(1, { hint: 'Think of halves.' }), makeQuestion(2)]);
    await startQuiz();
    fireEvent.keyDown(window, { key: 'h' });
    await advance(0);
    expect(screen.getByRole('button', { name: 'Hint shown' })).toBeInTheDocument();
    fireEvent.keyDown(window, { key: '3' });
    await advance(0);
    expect(api.callsTo('POST', '/api/user-attempts')[0]?.body).toMatchObject({
      option_1: 13,
      hint_seen: true,
    });
    fireEvent.keyDown(window, { key: 'Enter' });
    await advance(0);
    fireEvent.keyDown(window, { key: '1' });
    await advance(0);
    expect(api.callsTo('POST', '/api/user-attempts')[1]?.body).toMatchObject({ option_2: 21 });
  });

  it('sends Punch attempts with difficulty 3 and Move attempts with none', async () => {
    api = serveQuiz({ 'GET /api/punch-question-list': () => questionsReply(makeQuestions(1, 3)) });
    const punch = await renderQuiz(<PunchPage />, '/punch');
    await startQuiz();
    await choose(1, 1);
    expect(api.callsTo('POST', '/api/user-attempts')[0]?.body).toMatchObject({
      difficulty: 3,
      mode: 'punch',
    });
    punch.unmount();

    api = serveQuiz({ 'GET /api/swipe-question-list': () => questionsReply(makeQuestions(1, 3)) });
    await renderQuiz(<MovePage />, '/move');
    await startQuiz();
    await choose(1, 1);
    const body = api.callsTo('POST', '/api/user-attempts')[0]?.body as Record<string, unknown>;
    expect(body.mode).toBe('move');
    expect('difficulty' in body).toBe(false);
  });
});
