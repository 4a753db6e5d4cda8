import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@quizring/contracts';
import type { BookContents } from '@quizring/contracts';
import { makeConfig, makeUser, storeSession } from '@test/fixtures';
import { fail, mockApi, ok } from '@test/mock-api';
import type { ApiReply } from '@test/mock-api';
import { renderWithApp } from '@test/render';
import SubjectPage from './subject-page';

const user = makeUser();

const book: BookContents = {
  id: 1,
  title: 'Maths Magic',
  class: 8,
  subject_name: 'Mathematics',
  chapters: [
    {
      id: 11,
      chapter_number: 1,
      title: 'Rational Numbers',
      subtopics: [
        { id: 101, title: 'Adding Fractions', question_count: 4 },
        { id: 102, title: 'Fractions on a Number Line', question_count: 1 },
      ],
    },
    {
      id: 12,
      chapter_number: 2,
      title: 'Geometry',
      subtopics: [
        { id: 201, title: 'Angles', question_count: 3 },
        { id: 202, title: 'fraction of a circle', question_count: 2 },
      ],
    },
    { id: 13, chapter_number: 3, title: 'Data Handling', subtopics: [] },
  ],
};

let api: ReturnType<typeof mockApi>;
function renderPage(contents: () => ApiReply, route = '/subject/Mathematics') {
  api = mockApi({
    'GET /api/book-contents': contents,
    'GET /api/config': () => ok(makeConfig()),
    'GET /api/user-info': () => ok({ user }),
  });
  const ue = userEvent.setup();
  renderWithApp(<SubjectPage />, { route, path: '/subject/:subjectName' });
  return ue;
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => storeSession(user));
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  localStorage.clear();
});

describe('SubjectPage', () => {
  it('asks for the decoded subject and shows the chapters with the first chapter’s topics', async () => {
    renderPage(() => ok({ books: [book] }), '/subject/Environmental%20Studies');

    expect(screen.getByRole('heading', { level: 1, name: 'Environmental Studies' })).toBeInTheDocument();
    const chapter1 = await screen.findByRole('button', { name: 'Chapter 1: Rational Numbers' });
    expect(chapter1).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Chapter 2: Geometry' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByText('Class 8 · Maths Magic')).toBeInTheDocument();

    const [call] = api.callsTo('GET', '/api/book-contents');
    expect(call?.query.get('subject')).toBe('Environmental Studies');

    expect(
      screen.getByRole('heading', { level: 2, name: 'Chapter 1: Rational Numbers' }),
    ).toBeInTheDocument();
    const topics = within(screen.getByRole('list', { name: 'Topics' })).getAllByRole('link');
    expect(topics.map((l) => l.getAttribute('href'))).toEqual(['/topic-quiz/11/101', '/topic-quiz/11/102']);
    expect(topics[0]).toHaveAccessibleName('Adding Fractions, 4 questions');
    expect(topics[1]).toHaveAccessibleName('Fractions on a Number Line, 1 question');
  });

  it('switches chapter and shows the empty text of a chapter without topics', async () => {
    const ue = renderPage(() => ok({ books: [book] }));

    await ue.click(await screen.findByRole('button', { name: 'Chapter 2: Geometry' }));
    expect(screen.getByRole('button', { name: 'Chapter 2: Geometry' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Chapter 2: Geometry' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Angles/ })).toHaveAttribute('href', '/topic-quiz/12/201');
    expect(screen.queryByRole('link', { name: /Adding Fractions/ })).not.toBeInTheDocument();

    await ue.click(screen.getByRole('button', { name: 'Chapter 3: Data Handling' }));
    expect(screen.getByText(MSG.noTopicsInChapter)).toBeInTheDocument();
  });

  it('opens the Topic quiz of a chosen topic', async () => {
    const ue = renderPage(() => ok({ books: [book] }));

    await ue.click(await screen.findByRole('link', { name: /Fractions on a Number Line/ }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(location()).toBe('/topic-quiz/11/102');
  });

  it('says when the subject has no chapters', async () => {
    renderPage(() => ok({ books: [] }));

    expect(await screen.findByText(MSG.noChapters)).toBeInTheDocument();
  });

  it('searches topics across chapters, prefix matches first, and says when nothing matches', async () => {
    const ue = renderPage(() => ok({ books: [book] }));

    const open = await screen.findByRole('button', { name: MSG.searchTopics });
    await ue.click(open);
    const dialog = screen.getByRole('dialog', { name: MSG.searchTopics });
    const box = within(dialog).getByRole('searchbox', { name: 'Topic name' });
    expect(box).toHaveFocus();

    const titles = () =>
      within(within(dialog).getByRole('list', { name: 'Matching topics' }))
        .queryAllByRole('link')
        .map((l) => l.getAttribute('aria-label')?.split(', ')[0]);
    expect(titles()).toEqual([
      'Adding Fractions',
      'Fractions on a Number Line',
      'Angles',
      'fraction of a circle',
    ]);

    await ue.type(box, 'FRACTION');
    expect(titles()).toEqual(['Fractions on a Number Line', 'fraction of a circle', 'Adding Fractions']);
    expect(within(dialog).getByRole('status')).toHaveTextContent('3 topics');

    await ue.clear(box);
    await ue.type(box, 'trigonometry');
    expect(titles()).toEqual([]);
    expect(within(dialog).getByRole('status')).toHaveTextContent(MSG.noMatchingTopics);
  });

  it('keeps the focus in the search dialog and gives it back when Escape closes it', async () => {
    const ue = renderPage(() => ok({ books: [book] }));

    const open = await screen.findByRole('button', { name: MSG.searchTopics });
    await ue.click(open);
    const dialog = screen.getByRole('dialog', { name: MSG.searchTopics });
    await ue.type(within(dialog).getByRole('searchbox'), 'angles');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const only = within(dialog).getByRole('link', { name: /Angles/ });

    only.focus();
    await ue.tab();
    expect(close).toHaveFocus();
    await ue.tab({ shift: true });
    expect(only).toHaveFocus();

    await ue.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('opens the Topic quiz of a search result', async () => {
    const ue = renderPage(() => ok({ books: [book] }));

    await ue.click(await screen.findByRole('button', { name: MSG.searchTopics }));
    await ue.type(screen.getByRole('searchbox', { name: 'Topic name' }), 'circle');
    await ue.click(screen.getByRole('link', { name: /fraction of a circle/ }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(location()).toBe('/topic-quiz/12/202');
  });

  it('shows the failure panel with the server’s message, and Retry loads the contents', async () => {
    let isDown = true;
    const ue = renderPage(() => (isDown ? fail(503, 'Content is being updated') : ok({ books: [book] })));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: MSG.cantLoadSubject })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Content is being updated')).toHaveLength(2));

    isDown = false;
    await ue.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Chapter 1: Rational Numbers' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/book-contents')).toHaveLength(2);
  });

  it('toasts the spec’s text when the server sends no message', async () => {
    renderPage(() => ({ status: 500, body: null }));

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(MSG.failedToLoadSubjectContents)).toHaveLength(2));
  });

  it('rejects a blank subject name without asking the server', () => {
    renderPage(() => ok({ books: [book] }), '/subject/%20');

    expect(screen.getByRole('alert')).toHaveTextContent(MSG.invalidSubject);
    expect(api.callsTo('GET', '/api/book-contents')).toHaveLength(0);
  });
});
