// What a screen reader hears on a quiz screen: the question with its number as it appears, the
// options as a named list, the countdown at 30, 10 and 5 seconds left only, and the result after an answer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { QUESTION_TIME_MS } from '@quizring/contracts';
import {
  advance,
  choose,
  goOn,
  makeQuestion,
  makeQuestions,
  questionsReply,
  renderQuiz,
  serveQuiz,
  startQuiz,
} from '@test/quiz-fixtures';
import ChillPage from './chill-page';
import SkillQuizPage from './skill-quiz-page';

vi.mock('@/lib/sounds', () => ({ playSound: vi.fn() }));

let api: ReturnType<typeof serveQuiz>;

/** The texts a live region takes while `run` goes, in order; empty texts (nothing said) left out. */
async function textChanges(region: HTMLElement, run: () => Promise<void>): Promise<string[]> {
  const heard: string[] = [];
  const observer = new MutationObserver(() => {
    const text = region.textContent ?? '';
    if (text) heard.push(text);
  });
  observer.observe(region, { childList: true, characterData: true, subtree: true });
  await run();
  observer.disconnect();
  return heard;
}

/** Runs the clock a second at a time (the countdown ticks every 100 ms; marks are 5 s apart at least). */
async function runClock(ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= 1000) await advance(Math.min(1000, left));
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.useRealTimers();
  localStorage.clear();
});

function liveRegion(label: 'question' | 'countdown'): HTMLElement {
  const region = document.querySelector<HTMLElement>(`[data-live-region="${label}"]`);
  if (!region) throw new Error(`no ${label} live region`);
  return region;
}

async function openChill() {
  api = serveQuiz({
    'GET /api/chill-question-list': (req) =>
      questionsReply(req.query.get('page') === '1' ? makeQuestions(1, 10) : []),
  });
  await renderQuiz(<ChillPage />, '/chill');
}

// Each test runs the clock through whole questions, which takes a while on a busy machine.
describe('quiz announcements', { timeout: 30_000 }, () => {
  it('has the question live region on the page from the intro on, silent until the start', async () => {
    await openChill();
    // A region that appears together with its text is often not read: it must be there first.
    expect(liveRegion('question')).toHaveAttribute('aria-live', 'polite');
    expect(liveRegion('question')).toHaveAttribute('aria-atomic', 'true');
    expect(liveRegion('question')).toBeEmptyDOMElement();
  });

  it('reads each question with its number as it appears, and the options as a named list', async () => {
    await openChill();
    await startQuiz();
    expect(liveRegion('question')).toHaveTextContent(/^Question 1: Question 1\?$/);
    const options = screen.getByRole('list', { name: 'Answer options' });
    expect(
      within(options)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1Q1 option 1', '2Q1 option 2', '3Q1 option 3', '4Q1 option 4']);
    await choose(1, 2);
    await goOn();
    expect(liveRegion('question')).toHaveTextContent(/^Question 2: Question 2\?$/);
  });

  it('gives the total in a fixed set', async () => {
    api = serveQuiz({
      'GET /api/skill-quiz/3': () => questionsReply([makeQuestion(1), makeQuestion(2), makeQuestion(3)]),
    });
    await renderQuiz(<SkillQuizPage />, '/skill/3', '/skill/:skillId');
    await startQuiz();
    expect(liveRegion('question')).toHaveTextContent(/^Question 1 of 3: Question 1\?$/);
  });

  it('reads the countdown at 30, 10 and 5 seconds left, not on every tick', async () => {
    await openChill();
    await startQuiz();
    const region = liveRegion('countdown');
    expect(region).toHaveAttribute('aria-live', 'polite');
    // Every change of its text, as a screen reader would hear it: the region speaks only when its text changes.
    const heard = await textChanges(region, () => runClock(QUESTION_TIME_MS));
    expect(heard).toEqual(['30 seconds left', '10 seconds left', '5 seconds left']);
    // Then the result says the time is up, with the answer.
    expect(screen.getByRole('status')).toHaveTextContent('Time’s up. The answer is Q1 option 1.');
  });

  it('stops reading the countdown once answered, and says the result with the right answer', async () => {
    await openChill();
    await startQuiz();
    await advance(QUESTION_TIME_MS - 29_000);
    expect(liveRegion('countdown')).toHaveTextContent('30 seconds left');
    await choose(1, 4);
    expect(screen.getByRole('status')).toHaveTextContent('Not quite. The answer is Q1 option 1.');
    expect(screen.getByRole('button', { name: 'Q1 option 4, your answer, wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Q1 option 1, correct answer' })).toBeInTheDocument();
    // The clock is stopped: the last mark stays, no new one is read.
    await advance(10_000);
    expect(liveRegion('countdown')).toHaveTextContent('30 seconds left');
    await goOn();
    // The next question starts silent again.
    expect(liveRegion('countdown')).toHaveTextContent('');
    await choose(2, 1);
    expect(screen.getByRole('status')).toHaveTextContent(/^Correct!$/);
    expect(screen.getByRole('button', { name: 'Q2 option 1, your answer, correct' })).toBeInTheDocument();
  });
});
