import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { DashboardData } from '@quizring/contracts';
import { makeConfig, makeUser, storeSession } from '@test/fixtures';
import { fail, mockApi, ok } from '@test/mock-api';
import type { ApiReply } from '@test/mock-api';
import { renderWithApp } from '@test/render';
import DashboardPage from './dashboard-page';

const user = makeUser({ fullname: 'Asha Verma', lastname: 'Verma', name: 'Asha Verma' });
const config = makeConfig({ push: { vapid_public_key: 'x' }, demo: false });

const skill = (skill_id: number, skill_name: string, p_mastery: number) => ({
  skill_id,
  skill_name,
  p_mastery,
  attempts: 10,
});

const fullDashboard: DashboardData = {
  accuracy_pct: 76.4,
  avg_response_time_ms: 4200,
  total_attempts: 120,
  daily_streak: 5,
  leaderboard_position: 12,
  learning_progress_pct: 42.6,
  recent_activity: [
    {
      id: 1,
      question: 'What is 7 × 8?',
      skill_name: 'Multiplication',
      subject_name: 'Mathematics',
      is_correct: true,
      mode: 'move',
      attempted_at: '2026-03-02T10:00:00Z',
    },
  ],
  top_skills: [
    skill(1, 'Fractions', 0.9),
    skill(2, 'Decimals', 0.7),
    skill(3, 'Angles', 0.65),
    skill(4, 'Extra', 0.6),
  ],
  weak_skills: [skill(5, 'Ratios', 0.2), skill(6, 'Acids, Bases and Salts in Everyday Life', 0.4)],
  subjects: [
    { id: 1, name: 'Mathematics' },
    { id: 2, name: 'Environmental Studies' },
  ],
  weekly: [
    { day: '2026-02-24', attempts: 0, correct: 0 },
    { day: '2026-02-25', attempts: 10, correct: 8 },
    { day: '2026-02-26', attempts: 4, correct: 1 },
    { day: '2026-02-27', attempts: 0, correct: 0 },
    { day: '2026-02-28', attempts: 6, correct: 6 },
    { day: '2026-03-01', attempts: 2, correct: 1 },
    { day: '2026-03-02', attempts: 5, correct: 4 },
  ],
  today_attempts_by_difficulty: { move_mix: 3, chill_easy: 9, punch_hard: 1 },
  skills: [skill(1, 'Fractions', 0.9), skill(5, 'Ratios', 0.2)],
};

const emptyDashboard: DashboardData = {
  ...fullDashboard,
  recent_activity: [],
  top_skills: [],
  weak_skills: [],
  subjects: [],
  skills: [],
  weekly: fullDashboard.weekly.map((d) => ({ ...d, attempts: 0, correct: 0 })),
};

let api: ReturnType<typeof mockApi>;
function renderPage(dashboard: () => ApiReply) {
  api = mockApi({
    'GET /api/dashboard': dashboard,
    'GET /api/config': () => ok(config),
    'GET /api/user-info': () => ok({ user }),
  });
  return renderWithApp(<DashboardPage />, { route: '/dashboard', path: '/dashboard' });
}

beforeEach(() => {
  storeSession(user);
});

afterEach(() => {
  expect(api.unhandled).toEqual([]);
  localStorage.clear();
});

describe('DashboardPage', () => {
  it('shows the greeting, stats, skills, subjects and side panels', async () => {
    const { container } = renderPage(() => ok(fullDashboard));

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Asha!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Start Move/ })).toHaveAttribute('href', '/move');
    expect(screen.getByRole('link', { name: /Ring/ })).toHaveAttribute('href', '/ring/new');

    const stats = await screen.findByRole('region', { name: 'Your stats' });
    expect(within(stats).getByText('76%')).toBeInTheDocument();
    expect(within(stats).getByText('4.2s')).toBeInTheDocument();
    expect(within(stats).getByText('120')).toBeInTheDocument();
    expect(within(stats).getByText('5 days')).toBeInTheDocument();

    // Top 3 strongest only, each linking to its skill page, with a text label beside the colour.
    const strongest = screen.getByRole('list', { name: 'Strongest skills' });
    const links = within(strongest).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/skill/1', '/skill/2', '/skill/3']);
    expect(links[0]).toHaveTextContent('Mastered · 90%');
    expect(
      within(screen.getByRole('list', { name: 'Focus skills' })).getByRole('link', { name: /Ratios/ }),
    ).toHaveTextContent('Needs practice · 20%');
    // A long name is shown whole, wrapping, not cut to the first letters of a narrow column.
    const longName = screen.getByText('Acids, Bases and Salts in Everyday Life');
    expect(longName).not.toHaveClass('truncate');
    expect(longName).toHaveClass('break-words');

    expect(screen.getByRole('link', { name: 'Environmental Studies' })).toHaveAttribute(
      'href',
      '/subject/Environmental%20Studies',
    );

    const today = screen.getByRole('region', { name: "Today's Progress" });
    expect(within(today).getByText('Chill Easy').nextSibling).toHaveTextContent('9');
    const learning = screen.getByRole('region', { name: 'Learning Stats' });
    expect(within(learning).getByText('#12')).toBeInTheDocument();
    const progress = screen.getByRole('region', { name: 'Learning Progress' });
    expect(within(progress).getByText('43%')).toBeInTheDocument();
    expect(within(progress).getByText('Overall Mastery')).toBeInTheDocument();

    expect(screen.getByText('What is 7 × 8?')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toContain('80%');
    // Hidden by its wrapper: a table ignores sr-only's 1 px width and would widen a phone's page.
    expect(table).not.toHaveClass('sr-only');
    expect(table.parentElement).toHaveClass('sr-only');

    // The chart module is loaded lazily, after the rest of the page; it draws one group of bars per day.
    await waitFor(() => expect(container.querySelectorAll('svg.weekly-chart title')).toHaveLength(7));
  });

  it('shows the empty states', async () => {
    renderPage(() => ok(emptyDashboard));

    expect(await screen.findByText('No activity in the last 7 days')).toBeInTheDocument();
    expect(screen.getByText('No skill data available yet')).toBeInTheDocument();
    expect(screen.getByText('No subjects available')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the failure card and a toast when the dashboard cannot load', async () => {
    renderPage(() => fail(500, 'Boom'));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load dashboard' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(await screen.findByText('Failed to load dashboard data.')).toBeInTheDocument();
  });
});
