import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG } from '@quizring/contracts';
import { makeConfig, makeUser, storeSession } from '@test/fixtures';
import { fail, mockApi, ok } from '@test/mock-api';
import type { ApiReply } from '@test/mock-api';
import { renderWithApp } from '@test/render';
import { makeEmptyResults, makeResults, resultsReply, skillName } from '@test/results-fixtures';
import ResultsPage from './results-page';

const user = makeUser();

let api: ReturnType<typeof mockApi>;
function renderPage(...replies: (() => ApiReply)[]) {
  let call = 0;
  api = mockApi({
    'GET /api/learning-results': () => (replies[Math.min(call++, replies.length - 1)] as () => ApiReply)(),
    'GET /api/config': () => ok(makeConfig()),
    'GET /api/user-info': () => ok({ user }),
  });
  return renderWithApp(<ResultsPage />, { route: '/results', path: '/results' });
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

beforeEach(() => {
  storeSession(user);
  // jsdom cannot measure boxes; the charts' responsive containers need the observer to exist.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  expect(api.unhandled).toEqual([]);
  localStorage.clear();
});

describe('ResultsPage', () => {
  it('shows the summary tiles', async () => {
    renderPage(() => resultsReply(makeResults()));

    const summary = await screen.findByRole('region', { name: 'Summary' });
    const value = (label: string) => within(summary).getByText(label).nextElementSibling;
    expect(value('Attempts')).toHaveTextContent('1,234');
    expect(value('Accuracy')).toHaveTextContent('76%');
    expect(value('Avg Time')).toHaveTextContent('4.2s');
    expect(value('Streak')).toHaveTextContent('5 days');
    expect(value('Hints')).toHaveTextContent('12');
    expect(screen.getByRole('heading', { level: 1, name: 'Results' })).toBeInTheDocument();
  });

  it('shows the skill categories with their numbers', async () => {
    const { container } = renderPage(() => resultsReply(makeResults()));

    const card = await screen.findByRole('region', { name: 'Skill Mastery' });
    const table = within(card).getByRole('table', { name: '24 practised skills by mastery category' });
    expect(rowsOf(table).map((r) => r.textContent)).toEqual([
      'Mastered85% or more313%',
      'Near mastery70–85%417%',
      'Learning50–70%521%',
      'Needs workbelow 50%1250%',
    ]);
    // The chart modules load lazily, after the rest of the page.
    await waitFor(() => expect(container.querySelector('.recharts-responsive-container')).not.toBeNull());
  });

  it('lists five top and five bottom skills, each opening its skill quiz', async () => {
    renderPage(() => resultsReply(makeResults()));

    const top = await screen.findByRole('list', { name: 'Top Skills' });
    const topLinks = within(top).getAllByRole('link');
    expect(topLinks).toHaveLength(5);
    expect(topLinks[0]).toHaveAccessibleName(`${skillName(24)} 88% predicted success`);
    expect(topLinks[0]).toHaveAttribute('href', '/skill/24');
    const bottom = screen.getByRole('list', { name: 'Bottom Skills' });
    expect(
      within(bottom)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/skill/1', '/skill/2', '/skill/3', '/skill/4', '/skill/5']);
  });

  it('caps Predicted vs Actual at 16 skills and Practice vs Accuracy at 20, most practised first', async () => {
    renderPage(() => resultsReply(makeResults()));

    const predicted = await screen.findByRole('table', {
      name: 'Predicted success and actual accuracy per skill',
    });
    const predictedRows = rowsOf(predicted);
    expect(predictedRows).toHaveLength(16);
    expect(predictedRows[0]).toHaveTextContent(`${skillName(24)}2488%96%`);

    const practice = screen.getByRole('table', { name: 'Attempts and accuracy per skill' });
    const practiceRows = rowsOf(practice);
    expect(practiceRows).toHaveLength(20);
    expect(practiceRows[0]).toHaveTextContent(`${skillName(24)}2496% (High)`);
    expect(practiceRows.map((r) => r.dataset.band)).toEqual([
      ...Array<string>(5).fill('high'),
      ...Array<string>(7).fill('mid'),
      ...Array<string>(8).fill('low'),
    ]);
  });

  it('shows a data table on request, for the full skill names the chart cuts short', async () => {
    renderPage(() => resultsReply(makeResults()));

    const toggle = await screen.findByRole('button', { name: 'Show table: Practice vs Accuracy' });
    const table = screen.getByRole('table', { name: 'Attempts and accuracy per skill' });
    expect(table.parentElement).toHaveClass('sr-only');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide table: Practice vs Accuracy');
    expect(table.parentElement).not.toHaveClass('sr-only');
  });

  it('colours the mastery map and shows a tooltip for the focused square', async () => {
    renderPage(() => resultsReply(makeResults()));

    const map = await screen.findByRole('list', { name: 'Skills by mastery' });
    const squares = within(map).getAllByRole('button');
    expect(squares).toHaveLength(25);
    expect(squares[23]).toHaveAccessibleName(`${skillName(24)}: 96% mastery, Mastered`);
    expect(squares[23]).toHaveClass('bg-emerald-600');
    expect(squares[0]).toHaveClass('bg-rose-600');
    expect(squares[24]).toHaveAccessibleName(`${skillName(25)}: Not started`);
    expect(squares[24]).toHaveClass('bg-slate-200');
    // Not by colour alone: each band has its own shape, the same one as in the colour key.
    const shape = (el: Element | null | undefined) =>
      el
        ?.querySelector('svg')
        ?.getAttribute('class')
        ?.match(/lucide-[a-z-]+/)?.[0];
    const shapes = [squares[23], squares[0], squares[24]].map(shape);
    expect(new Set(shapes).size).toBe(3);
    expect(shapes).not.toContain(undefined);
    const key = screen.getByRole('list', { name: 'Colour key' });
    expect(shape(within(key).getByText(/^Mastered/))).toBe(shapes[0]);

    // One tab stop; the arrow keys move between squares, and the focused one shows its tooltip.
    expect(squares.filter((s) => s.tabIndex === 0)).toEqual([squares[0]]);
    act(() => squares[0]?.focus());
    expect(screen.getByText('4% · Needs practice')).toBeInTheDocument();
    fireEvent.keyDown(squares[0] as HTMLElement, { key: 'End' });
    expect(squares[24]).toHaveFocus();
    fireEvent.keyDown(squares[24] as HTMLElement, { key: 'ArrowLeft' });
    expect(squares[23]).toHaveFocus();
    expect(squares[23]).toHaveAttribute('tabindex', '0');
    expect(screen.getByText('96% · Mastered')).toBeInTheDocument();
    fireEvent.keyDown(squares[23] as HTMLElement, { key: 'Escape' });
    expect(screen.queryByText('96% · Mastered')).not.toBeInTheDocument();
  });

  it('shows insights derived from the data', async () => {
    renderPage(() => resultsReply(makeResults()));

    const insights = await screen.findByRole('region', { name: 'Insights' });
    expect(within(insights).getByText('Strongest skill').nextElementSibling).toHaveTextContent(
      `${skillName(24)}88% predicted success`,
    );
    expect(within(insights).getByText('Skills mastered').nextElementSibling).toHaveTextContent('3 of 24');
    expect(within(insights).getByText('Steady: aim for 80% or more.')).toBeInTheDocument();
  });

  it('sends a critical gap to its skill quiz', async () => {
    renderPage(() => resultsReply(makeResults()));

    const gaps = await screen.findByRole('region', { name: 'Critical Gaps' });
    const card = within(gaps).getByRole('article', { name: skillName(5) });
    expect(within(card).getByText('20% correct · 5 attempts')).toBeInTheDocument();
    const practise = within(card).getByRole('button', { name: MSG.practiceFiveQs });
    expect(practise).toHaveAccessibleDescription(skillName(5));
    fireEvent.click(practise);
    expect(screen.getByTestId('location')).toHaveTextContent('/skill/5');
    // Five questions, as the button says.
    expect(screen.getByTestId('location')).toHaveAttribute('data-search', '?questions=5');
  });

  it('suggests the next steps', async () => {
    renderPage(() => resultsReply(makeResults()));

    const steps = await screen.findByRole('region', { name: 'Next Steps' });
    expect(
      within(steps).getByText(/10 practice questions per weak skill: 50 questions in all/),
    ).toBeInTheDocument();
    const weak = within(steps).getByRole('list', { name: 'Weak skills' });
    expect(
      within(weak)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/skill/3', '/skill/4', '/skill/5', '/skill/6', '/skill/7']);
    expect(within(steps).getByRole('heading', { name: '15-minute review session' })).toBeInTheDocument();
    expect(within(steps).getByRole('link', { name: 'Start Move' })).toHaveAttribute('href', '/move');
  });

  it('shows the empty state before the first attempt', async () => {
    renderPage(() => resultsReply(makeEmptyResults(), 'no_attempts'));

    expect(await screen.findByText(MSG.noResultsYet)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Summary' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Move' })).toHaveAttribute('href', '/move');
  });

  it('refreshes on request', async () => {
    renderPage(
      () => resultsReply(makeResults()),
      () => resultsReply(makeEmptyResults()),
    );

    await screen.findByRole('region', { name: 'Summary' });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText(MSG.noResultsYet)).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/learning-results')).toHaveLength(2);
  });

  it('toasts the server message and shows the failure card; Retry loads again', async () => {
    renderPage(
      () => fail(500, 'Database unavailable'),
      () => resultsReply(makeResults()),
    );

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: MSG.cantLoadResults })).toBeInTheDocument();
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Summary' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('toasts the fallback text when the server gives no message', async () => {
    renderPage(() => ({ status: 502, body: null }));

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(await screen.findByText(MSG.failedToLoadResults)).toBeInTheDocument();
  });
});
