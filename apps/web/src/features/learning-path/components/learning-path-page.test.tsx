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
  chapter: [number, string] = [1, 'Fractions and Decimals'],
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
  chapter_id: chapter[0] * 100 + subject_name.length,
  chapter_number: chapter[0],
  chapter_title: chapter[1],
});

const path: LearningPathData = {
  // Out of order on purpose: the map follows `position`.
  path: [
    node(3, 'Ratios', 'up_next', 0.2, 3, 'Mathematics', [2, 'Ratio and Proportion']),
    node(1, 'Fractions', 'mastered', 0.91, 1),
    node(2, 'Decimals', 'learning', 0.64, 2),
    node(5, 'Plants', 'learning', 0.4, 5, 'Science', [1, 'Nutrition in Plants']),
    node(4, 'Algebra', 'future', 0, 4, 'Mathematics', [3, 'Algebraic Expressions']),
  ],
  practise_first: [],
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

  it('groups the skills by subject and chapter, in path order, each with its status and mastery', async () => {
    const ue = renderPage(() => ok(path));

    await nodeButton('Fractions');
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Mathematics', 'Science']);
    const chapters = screen
      .getAllByRole('button', { expanded: true })
      .concat(screen.getAllByRole('button', { expanded: false }));
    expect(chapters.map((b) => b.textContent)).toEqual([
      'Chapter 1: Fractions and Decimals1 of 2 mastered',
      'Chapter 2: Ratio and Proportion0 of 1 mastered',
      'Chapter 1: Nutrition in Plants0 of 1 mastered',
      'Chapter 3: Algebraic Expressions0 of 1 mastered',
    ]);
    const first = within(
      screen.getByRole('list', { name: 'Chapter 1: Fractions and Decimals' }),
    ).getAllByRole('button');
    expect(first.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Fractions, Mastered, 91% mastery',
      'Decimals, Learning, 64% mastery',
    ]);
    expect(
      within(screen.getByRole('list', { name: 'Chapter 1: Nutrition in Plants' })).getByRole('button'),
    ).toHaveAccessibleName('Plants, Learning, 40% mastery');
    // The percent carries the mastery band's colour and its name: 0.91 mastered, 0.2 below the lowest band.
    expect(within(first[0]!).getByText('91% · Mastered')).toHaveClass('bg-emerald-100');
    expect((await nodeButton('Ratios')).querySelector('.bg-rose-100')).toHaveTextContent(
      '20% · Needs practice',
    );

    // A chapter with nothing the student is on starts closed, and opens (and closes) on its heading.
    const algebra = screen.getByRole('button', { name: /^Chapter 3: Algebraic Expressions/ });
    expect(algebra).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: /^Algebra,/ })).not.toBeInTheDocument();
    algebra.focus();
    await ue.keyboard('{Enter}');
    expect(algebra).toHaveAttribute('aria-expanded', 'true');
    expect(await nodeButton('Algebra')).toBeInTheDocument();
    await ue.keyboard(' ');
    expect(algebra).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches skills by skill or chapter name, opening the chapters that match', async () => {
    const ue = renderPage(() => ok(path));

    const search = await screen.findByRole('searchbox', { name: 'Search skills' });
    await ue.type(search, 'ALGEB');
    expect(await nodeButton('Algebra')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Fractions,/ })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 skill matches');

    await ue.clear(search);
    await ue.paste('nutrition');
    expect(await nodeButton('Plants')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Science']);

    await ue.clear(search);
    await ue.paste('volcanoes');
    expect(screen.getByRole('status')).toHaveTextContent('No matching skills');
    expect(screen.getByText('No skills match “volcanoes”.')).toBeInTheDocument();

    await ue.clear(search);
    expect(await nodeButton('Fractions')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Algebra,/ })).not.toBeInTheDocument();
  });

  it('shows a weak skill from an earlier class as the thing to practise first, opening its Skill quiz', async () => {
    const withGap: LearningPathData = {
      ...path,
      practise_first: [
        {
          skill_id: 601,
          name: 'Integers',
          description: 'Add and subtract integers.',
          subject_name: 'Mathematics',
          class: 6,
          p_mastery: 0.22,
          attempts: 4,
          needed_for: [
            { skill_id: 3, name: 'Ratios' },
            { skill_id: 4, name: 'Algebra' },
          ],
        },
      ],
    };
    const ue = renderPage(() => ok(withGap));

    const section = await screen.findByRole('region', { name: 'Practise first' });
    const entry = within(within(section).getByRole('list', { name: 'Skills to practise first' })).getByRole(
      'listitem',
    );
    expect(within(entry).getByText('Integers')).toBeInTheDocument();
    expect(within(entry).getByText('From Class 6')).toBeInTheDocument();
    expect(within(entry).getByText('22% · Needs practice')).toBeInTheDocument();
    expect(within(entry).getByText('Needed for Ratios, Algebra')).toBeInTheDocument();
    // It comes before the class's own skills.
    const search = screen.getByRole('searchbox', { name: 'Search skills' });
    expect(section.compareDocumentPosition(search) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // The skill that needs it says so in its details.
    await ue.click(await nodeButton('Ratios'));
    const dialog = screen.getByRole('dialog', { name: 'Ratios' });
    expect(within(dialog).getByText('Practise first')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Integers' })).toHaveAttribute('href', '/skill/601');
    await ue.keyboard('{Escape}');

    await ue.click(within(entry).getByRole('link', { name: 'Practise Integers, From Class 6' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/skill/601');
  });

  it('shows nothing to practise first when no earlier skill is weak', async () => {
    renderPage(() => ok(path));

    await nodeButton('Fractions');
    expect(screen.queryByRole('region', { name: 'Practise first' })).not.toBeInTheDocument();
  });

  it('keeps a class of 60 skills short: only the chapters the student is on are drawn, and search finds the rest', async () => {
    // 16 Mathematics chapters, 10 Science and 8 English, 60 skills; the student is on the first three chapters.
    const big: LearningPathNode[] = [];
    const add = (subject: string, chapters: number, perChapter: number) => {
      for (let c = 1; c <= chapters; c++)
        for (let k = 1; k <= perChapter; k++) {
          const n = big.length + 1;
          const status = n <= 3 ? 'learning' : n <= 5 ? 'up_next' : 'future';
          big.push(
            node(n, `${subject} skill ${c}.${k}`, status, 0.3, n, subject, [c, `${subject} chapter ${c}`]),
          );
        }
    };
    add('Mathematics', 16, 2);
    add('Science', 10, 2);
    add('English', 8, 1);
    expect(big).toHaveLength(60);
    const ue = renderPage(() =>
      ok({
        ...path,
        path: big,
        meta: { ...path.meta, counts: { mastered: 0, learning: 3, up_next: 2, future: 55 } },
      }),
    );

    await nodeButton('Mathematics skill 1.1');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Mathematics',
      'Science',
      'English',
    ]);
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(16 + 10 + 8 - 3);
    expect(screen.getAllByRole('button', { name: /skill \d+\.\d+, / })).toHaveLength(6);

    const search = screen.getByRole('searchbox', { name: 'Search skills' });
    await ue.click(search);
    await ue.paste('science chapter 7');
    expect(screen.getByRole('status')).toHaveTextContent('2 skills match');
    expect(
      within(screen.getByRole('list', { name: 'Chapter 7: Science chapter 7' }))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Science skill 7.1, Locked, 30% mastery', 'Science skill 7.2, Locked, 30% mastery']);
    await ue.clear(search);
    await ue.paste('skill 16.2');
    expect(await nodeButton('Mathematics skill 16.2')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 skill matches');
  });

  it('says how to unlock a locked skill instead of opening it', async () => {
    const ue = renderPage(() => ok(path));

    await ue.click(await screen.findByRole('button', { name: /^Chapter 3: Algebraic Expressions/ }));
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
        practise_first: [],
        meta: { ...path.meta, grade: null, counts: { mastered: 0, learning: 0, up_next: 0, future: 0 } },
      }),
    );

    expect(await screen.findByText('No skills on your learning path yet.')).toBeInTheDocument();
    expect(screen.getByText(MSG.classRequired)).toBeInTheDocument();
  });
});
