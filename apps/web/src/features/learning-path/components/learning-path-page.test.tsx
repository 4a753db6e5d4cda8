import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEARNING_PATH_QUESTIONS_LIMIT, MSG } from '@quizring/contracts';
import type { LearningPathData, LearningPathNode } from '@quizring/contracts';
import { makeConfig, makeUser, storeSession } from '@test/fixtures';
import { fail, mockApi, ok } from '@test/mock-api';
import type { ApiReply } from '@test/mock-api';
import { renderWithApp } from '@test/render';
import LearningPathPage from './learning-path-page';

const user = makeUser();

const node = (
  skill_id: number,
  name: string,
  status: LearningPathNode['status'],
  p_mastery: number,
  position: number,
  subject_name = 'Mathematics',
): LearningPathNode => ({
  skill_id,
  name,
  description: `About ${name}`,
  subject_name,
  p_mastery,
  attempts: status === 'future' ? 0 : 12,
  status,
  position,
  last_attempted_at: status === 'future' ? null : '2026-03-02T06:30:00Z',
  prerequisite_ids: [],
});

const path: LearningPathData = {
  // Out of order on purpose: the map follows `position`.
  path: [
    node(3, 'Ratios', 'up_next', 0.2, 3),
    node(1, 'Fractions', 'mastered', 0.91, 1),
    node(2, 'Decimals', 'learning', 0.64, 2),
    node(5, 'Plants', 'learning', 0.4, 5, 'Science'),
    node(4, 'Algebra', 'future', 0, 4),
  ],
  meta: { grade: 8, mastery_threshold: 0.85, counts: { mastered: 1, learning: 2, up_next: 1, future: 1 } },
};

let api: ReturnType<typeof mockApi>;
function renderPage(reply: () => ApiReply) {
  api = mockApi({
    'GET /api/learning-path': reply,
    'GET /api/config': () => ok(makeConfig()),
    'GET /api/user-info': () => ok({ user }),
  });
  const ue = userEvent.setup();
  renderWithApp(<LearningPathPage />, { route: '/learning-path', path: '/learning-path' });
  return ue;
}

const nodeButton = (name: string) => screen.findByRole('button', { name: new RegExp(`^${name},`) });

beforeEach(() => storeSession(user));
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  localStorage.clear();
});

describe('LearningPathPage', () => {
  it('asks for the path without questions and shows the class, the target and the counts', async () => {
    renderPage(() => ok(path));

    expect(await screen.findByText('Mastery target 85%')).toBeInTheDocument();
    expect(screen.getByText('Class 8')).toBeInTheDocument();
    const counts = within(screen.getByRole('list', { name: 'Skills by status' })).getAllByRole('listitem');
    expect(counts.map((c) => c.textContent)).toEqual(['1Mastered', '2Learning', '1Up next', '1Locked']);

    const [call] = api.callsTo('GET', '/api/learning-path');
    expect(call?.query.get('include_questions')).toBe('0');
    expect(call?.query.get('questions_limit')).toBe(String(LEARNING_PATH_QUESTIONS_LIMIT));
    expect(Number(call?.query.get('t'))).toBeGreaterThan(0);
  });

  it('shows the skills in path order, grouped by subject, each with its status and mastery', async () => {
    renderPage(() => ok(path));

    await nodeButton('Fractions');
    const maths = within(screen.getByRole('list', { name: 'Mathematics skills' })).getAllByRole('button');
    expect(maths.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Fractions, Mastered, 91% mastery',
      'Decimals, Learning, 64% mastery',
      'Ratios, Up next, 20% mastery',
      'Algebra, Locked, 0% mastery',
    ]);
    expect(
      within(screen.getByRole('list', { name: 'Science skills' })).getByRole('button'),
    ).toHaveAccessibleName('Plants, Learning, 40% mastery');
    // The percent carries the mastery band's colour and its name: 0.91 mastered, 0.2 below the lowest band.
    expect(within(maths[0]!).getByText('91% · Mastered')).toHaveClass('bg-emerald-100');
    expect(within(maths[2]!).getByText('20% · Needs practice')).toHaveClass('bg-rose-100');
  });

  it('says how to unlock a locked skill instead of opening it', async () => {
    const ue = renderPage(() => ok(path));

    await ue.click(await nodeButton('Algebra'));
    expect(await screen.findByText(MSG.unlockSkill)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a skill’s details with Start, which goes to its Skill quiz', async () => {
    const ue = renderPage(() => ok(path));

    await ue.click(await nodeButton('Ratios'));
    const dialog = screen.getByRole('dialog', { name: 'Ratios' });
    expect(dialog).toHaveAccessibleDescription('Mathematics');
    expect(within(dialog).getByText('About Ratios')).toBeInTheDocument();
    expect(within(dialog).getByText('20% · Needs practice')).toBeInTheDocument();
    expect(within(dialog).getByText('12')).toBeInTheDocument();
    expect(within(dialog).getByText('Up next')).toBeInTheDocument();
    expect(within(dialog).getByText(/2026/)).toBeInTheDocument();
    const start = within(dialog).getByRole('button', { name: 'Start' });
    expect(start).toHaveFocus();

    await ue.click(start);
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/skill/3');
  });

  it('offers Revise for a mastered skill, and Escape closes the details back to the skill', async () => {
    const ue = renderPage(() => ok(path));

    const fractions = await nodeButton('Fractions');
    await ue.click(fractions);
    const dialog = screen.getByRole('dialog', { name: 'Fractions' });
    expect(within(dialog).queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Revise' })).toBeInTheDocument();

    await ue.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fractions).toHaveFocus();

    await ue.click(fractions);
    await ue.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revise' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/skill/1');
  });

  it('accepts success in any letter case', async () => {
    renderPage(() => ({ body: { status: 'Success', message: 'OK', data: path } }));

    expect(await nodeButton('Fractions')).toBeInTheDocument();
  });

  it('treats a status other than success as a failure, toasting the server’s message', async () => {
    renderPage(() => ({ body: { status: 'failed', message: 'Path is being rebuilt', data: path } }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: MSG.cantLoadLearningPath })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Path is being rebuilt')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /^Fractions,/ })).not.toBeInTheDocument();
  });

  it('shows the failure panel with Retry, which loads the path', async () => {
    let isDown = true;
    const ue = renderPage(() => (isDown ? { status: 500, body: null } : ok(path)));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: MSG.cantLoadLearningPath })).toBeInTheDocument();
    expect(within(alert).getByText(MSG.failedToLoadLearningPathFallback)).toBeInTheDocument();
    expect(await screen.findByText(MSG.unableToLoadLearningPath)).toBeInTheDocument();

    isDown = false;
    await ue.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await nodeButton('Fractions')).toBeInTheDocument();
    const calls = api.callsTo('GET', '/api/learning-path');
    expect(calls).toHaveLength(2);
  });

  it('uses message.error[0] of an error envelope', async () => {
    renderPage(() => fail(422, 'Set your class first', 'second'));

    await waitFor(() => expect(screen.getAllByText('Set your class first')).toHaveLength(2));
  });

  it('says when the path has no skills yet', async () => {
    renderPage(() =>
      ok({
        path: [],
        meta: { ...path.meta, grade: null, counts: { mastered: 0, learning: 0, up_next: 0, future: 0 } },
      }),
    );

    expect(await screen.findByText('No skills on your learning path yet.')).toBeInTheDocument();
    expect(screen.getByText(MSG.classRequired)).toBeInTheDocument();
  });
});
