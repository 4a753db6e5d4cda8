// What a screen reader hears in the Ring live quiz: each question with its number, the options as a
// named list, the countdown at 10 and 5 seconds left only, and the verdict naming the right answer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { ADVANCE_AFTER_CORRECT_MS, RING_QUESTION_TIME_MS } from '@quizring/contracts';
import { storeSession } from '@test/fixtures';
import { mockApi } from '@test/mock-api';
import { renderInApp } from '@test/render';
import { fakeRealtime } from '@test/fake-realtime';
import {
  advance,
  answerReply,
  me,
  questionsReply,
  ringQuestions,
  sessionCalls,
  statusReply,
} from '@test/ring-fixtures';
import LiveQuizPage from './live-quiz-page';

vi.mock('@/lib/realtime', async () => (await import('@test/fake-realtime')).fakeRealtimeModule);
vi.mock('@/lib/sounds', () => ({ playSound: vi.fn() }));

let api: ReturnType<typeof mockApi>;

async function openQuiz() {
  api = mockApi({
    ...sessionCalls,
    'GET /api/ring-sessions/12/questions': () => questionsReply(ringQuestions(3)),
    'POST /api/ring-sessions/12/answer': answerReply,
    'GET /api/ring-sessions/12/status': () => statusReply('in_progress'),
  });
  renderInApp(
    <Routes>
      <Route path="/ring/:id" element={<LiveQuizPage />} />
    </Routes>,
    '/ring/12',
  );
  await advance(0);
  await advance(0);
}

function liveRegion(label: 'question' | 'countdown'): HTMLElement {
  const region = document.querySelector<HTMLElement>(`[data-live-region="${label}"]`);
  if (!region) throw new Error(`no ${label} live region`);
  return region;
}

async function choose(q: number, k: number) {
  fireEvent.click(screen.getByRole('button', { name: `Q${q} option ${k}` }));
  await advance(0);
}

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
  storeSession(me);
  fakeRealtime.reset();
  vi.useFakeTimers();
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.useRealTimers();
});

// Each test runs the clock through whole questions, which takes a while on a busy machine.
describe('Ring announcements', { timeout: 30_000 }, () => {
  it('reads each question with its number and total, and names the options list', async () => {
    await openQuiz();
    expect(liveRegion('question')).toHaveAttribute('aria-live', 'polite');
    expect(liveRegion('question')).toHaveTextContent(/^Question 1 of 3: Ring question 1\?$/);
    const options = screen.getByRole('list', { name: 'Answer options' });
    expect(within(options).getAllByRole('button')).toHaveLength(4);
    await choose(1, 1);
    expect(screen.getByRole('status')).toHaveTextContent(/^Correct!$/);
    expect(screen.getByRole('button', { name: 'Q1 option 1, your answer, correct' })).toBeInTheDocument();
    await advance(ADVANCE_AFTER_CORRECT_MS);
    expect(liveRegion('question')).toHaveTextContent(/^Question 2 of 3: Ring question 2\?$/);
  });

  it('reads the countdown at 10 and 5 seconds left only, never at the start', async () => {
    await openQuiz();
    const region = liveRegion('countdown');
    // Every change of its text, as a screen reader would hear it: the region speaks only when its text changes.
    const heard = await textChanges(region, () => runClock(RING_QUESTION_TIME_MS - 100));
    expect(heard).toEqual(['10 seconds left', '5 seconds left']);
  });

  it('says which answer was right after a wrong pick', async () => {
    await openQuiz();
    await choose(1, 2);
    expect(screen.getByRole('status')).toHaveTextContent(/^Not quite\. The answer is Q1 option 1\.$/);
    expect(screen.getByRole('button', { name: 'Q1 option 2, your answer, wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Q1 option 1, correct answer' })).toBeInTheDocument();
  });
});
