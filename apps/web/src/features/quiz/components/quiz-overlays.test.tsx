import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ADVANCE_AFTER_CORRECT_MS, QUESTION_TIME_MS } from '@quizring/contracts';
import {
  advance,
  choose,
  goOn,
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
import TopicQuizPage from './topic-quiz-page';

vi.mock('@/lib/sounds', () => ({ playSound: vi.fn() }));

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

/** Ten questions a page, numbered on from page to page, for as many pages as asked. */
function pagedQuestions(pages: number) {
  return (req: { query: URLSearchParams }) => {
    const page = Number(req.query.get('page'));
    return questionsReply(page <= pages ? makeQuestions((page - 1) * 10 + 1, 10) : []);
  };
}

async function answerRight(id: number) {
  expect(questionHeading()).toHaveTextContent(`Question ${id}?`);
  await choose(id, 1);
  await advance(ADVANCE_AFTER_CORRECT_MS);
}

const dialog = (name: string) => screen.getByRole('dialog', { name });

describe('Move overlays', () => {
  // Thirty answers: a busy machine can take longer than the default five seconds.
  it('sums up every 5 results, then completes the Move at 25 and starts counting again', async () => {
    api = serveQuiz({ 'GET /api/swipe-question-list': pagedQuestions(5) });
    await renderQuiz(<MovePage />, '/move');
    await startQuiz();

    for (const id of [1, 2, 3, 4]) await answerRight(id);
    await choose(5, 2);
    await goOn();
    const summary = dialog('Your last 5');
    expect(within(summary).getByText('4 of 5 correct')).toBeInTheDocument();
    expect(within(summary).getAllByRole('listitem')).toHaveLength(5);
    expect(within(summary).getByText('Question 5?').nextSibling).toHaveTextContent('Wrong');
    const keepGoing = within(summary).getByRole('button', { name: 'Keep Going' });
    expect(keepGoing).toHaveFocus();
    // The overlay holds the quiz: no countdown runs behind it.
    await advance(QUESTION_TIME_MS);
    fireEvent.click(keepGoing);
    await advance(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // A timeout is a result too.
    await advance(QUESTION_TIME_MS);
    await goOn();
    for (let id = 7; id <= 25; id++) {
      await answerRight(id);
      if (id % 5 === 0 && id < 25) {
        expect(within(dialog('Your last 5')).getAllByRole('listitem')).toHaveLength(5);
        fireEvent.click(screen.getByRole('button', { name: 'Keep Going' }));
        await advance(0);
      }
    }

    const complete = dialog('Move Complete!');
    expect(within(complete).getByText('23 of 25 correct')).toBeInTheDocument();
    expect(within(complete).getByText('7 punches unlocked')).toBeInTheDocument();
    expect(within(complete).getByText('Punch is coming next.')).toBeInTheDocument();
    expect(within(complete).getByRole('link', { name: 'Go to Punch' })).toHaveAttribute('href', '/punch');

    fireEvent.click(within(complete).getByRole('button', { name: 'Continue Move' }));
    await advance(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    for (const id of [26, 27, 28, 29, 30]) await answerRight(id);
    // Counters were reset: the next summary lists only the new results.
    const next = dialog('Your last 5');
    expect(within(next).getByText('5 of 5 correct')).toBeInTheDocument();
    expect(within(next).getByText('Question 26?')).toBeInTheDocument();
  }, 20_000);
});

describe('Punch and Chill rounds', () => {
  it('completes a Punch round after 7 results, says Chill is next, and Continue starts a new round', async () => {
    api = serveQuiz({ 'GET /api/punch-question-list': pagedQuestions(2) });
    await renderQuiz(<PunchPage />, '/punch');
    await startQuiz();
    for (let id = 1; id <= 6; id++) await answerRight(id);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await choose(7, 3);
    await goOn();

    const round = dialog('Round Complete');
    expect(within(round).getByText('6 of 7 correct')).toBeInTheDocument();
    expect(within(round).getByText('7 chills unlocked')).toBeInTheDocument();
    expect(within(round).getByText('Chill is coming next.')).toBeInTheDocument();
    expect(within(round).getByRole('link', { name: 'Go to Chill' })).toHaveAttribute('href', '/chill');
    expect(within(round).queryByRole('link', { name: 'Go Home' })).not.toBeInTheDocument();
    fireEvent.click(within(round).getByRole('button', { name: 'Continue' }));
    await advance(0);

    for (let id = 8; id <= 14; id++) await answerRight(id);
    expect(within(dialog('Round Complete')).getByText('7 of 7 correct')).toBeInTheDocument();
  });

  it('offers Go Home to / after a Chill round', async () => {
    api = serveQuiz({ 'GET /api/chill-question-list': pagedQuestions(1) });
    await renderQuiz(<ChillPage />, '/chill');
    await startQuiz();
    for (let id = 1; id <= 7; id++) await answerRight(id);

    const round = dialog('Round Complete');
    expect(within(round).queryByText('7 chills unlocked')).not.toBeInTheDocument();
    fireEvent.click(within(round).getByRole('link', { name: 'Go Home' }));
    await advance(0);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

describe('Skill and Topic summaries', () => {
  it('sums up a Skill quiz once every question is done, and Restart runs it again', async () => {
    api = serveQuiz({ 'GET /api/skill-quiz/4': () => questionsReply(makeQuestions(1, 3)) });
    await renderQuiz(<SkillQuizPage />, '/skill/4', '/skill/:skillId');
    expect(screen.getByText('Adding fractions')).toBeInTheDocument();
    await startQuiz();
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();

    await advance(3000);
    await choose(1, 1);
    await advance(ADVANCE_AFTER_CORRECT_MS);
    await advance(1000);
    await choose(2, 2);
    await goOn();
    await advance(QUESTION_TIME_MS);
    await goOn();

    const summary = dialog('Quiz Complete');
    const accuracy = within(summary).getByText('33%');
    expect(accuracy).toHaveClass('text-red-700');
    // Not by colour alone: the band is named.
    expect(accuracy.nextSibling).toHaveTextContent('Needs practice');
    // The average time is over the answered questions.
    expect(within(summary).getByText('2.0s')).toBeInTheDocument();
    expect(within(summary).getByText('Questions').nextSibling).toHaveTextContent('3');
    expect(within(summary).getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/dashboard');

    fireEvent.click(within(summary).getByRole('button', { name: 'Restart' }));
    await advance(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(questionHeading()).toHaveTextContent('Question 1?');
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/skill-quiz/4')).toHaveLength(1);
  });

  it('colours the Topic quiz accuracy and goes home to /dashboard', async () => {
    api = serveQuiz({ 'GET /api/topic-quiz/12': () => questionsReply(makeQuestions(1, 2)) });
    await renderQuiz(<TopicQuizPage />, '/topic-quiz/5/12', '/topic-quiz/:chapterId/:subtopicId');
    await startQuiz();
    await answerRight(1);
    await answerRight(2);

    const summary = dialog('Quiz Complete');
    expect(within(summary).getByText('100%')).toHaveClass('text-emerald-700');
    expect(within(summary).getByText('100%').nextSibling).toHaveTextContent('Excellent');
    fireEvent.click(within(summary).getByRole('link', { name: 'Go Home' }));
    await advance(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });
});
