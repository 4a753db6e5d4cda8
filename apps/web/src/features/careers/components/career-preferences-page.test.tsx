import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@quizring/contracts';
import type { CareerTree } from '@quizring/contracts';
import { ROUTE_TABLE } from '@/lib/route-table';
import { makeUser, storeSession } from '@test/fixtures';
import { fail, mockApi, ok } from '@test/mock-api';
import type { ApiReply, ApiRequest } from '@test/mock-api';
import { renderWithApp } from '@test/render';
import CareerPreferencesPage from './career-preferences-page';

const user = makeUser();

function makeTree(overrides: Partial<CareerTree> = {}): CareerTree {
  return {
    categories: [
      {
        id: 1,
        name: 'Engineering & Technology',
        careers: [
          { id: 101, name: 'Software Engineer' },
          { id: 102, name: 'Civil Engineer' },
        ],
      },
      {
        id: 2,
        name: 'Medicine & Health',
        careers: [
          { id: 201, name: 'Doctor' },
          { id: 202, name: 'Nurse' },
        ],
      },
      {
        id: 6,
        name: 'Arts & Design',
        careers: [
          { id: 601, name: 'Artist' },
          { id: 606, name: 'Musician' },
        ],
      },
    ],
    selected_career_ids: [201],
    career_focus_percent: 60,
    career_update_count: 1,
    ...overrides,
  };
}

let api: ReturnType<typeof mockApi>;
type Handler = (req: ApiRequest) => ApiReply | Promise<ApiReply>;

function renderPage(
  loads: (() => ApiReply)[] = [() => ok(makeTree())],
  save: Handler = (req) => {
    const body = req.body as { career_ids: number[] };
    return ok(makeTree({ selected_career_ids: body.career_ids, career_update_count: 2 }));
  },
  route = '/settings/career',
) {
  let call = 0;
  api = mockApi({
    'GET /api/career-categories': () => (loads[Math.min(call++, loads.length - 1)] as () => ApiReply)(),
    'POST /api/career/preferences': save,
    'GET /api/user-info': () => ok({ user }),
  });
  renderWithApp(<CareerPreferencesPage />, { route, path: route });
  return userEvent.setup();
}

const chip = (name: string) => screen.getByRole('button', { name });
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const stat = (label: string) => screen.getByText(label).nextElementSibling;
const saveStatus = () => saveButton().parentElement!.querySelector('[role="status"]');

beforeEach(() => storeSession(user));
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  localStorage.clear();
});

describe('CareerPreferencesPage', () => {
  it('is the page of both career preference paths', () => {
    api = mockApi({});
    const paths = ROUTE_TABLE.filter((r) => r.page === 'career-preferences').map((r) => r.path);
    expect(paths.sort()).toEqual(['/career/preferences', '/settings/career']);
    expect(ROUTE_TABLE.find((r) => r.path === '/settings/career-focus')?.page).toBe('career-focus');
  });

  it('shows careers as toggle chips by category, the Selected count and Updates left', async () => {
    renderPage(undefined, undefined, '/career/preferences');

    const medicine = await screen.findByRole('region', { name: 'Medicine & Health' });
    expect(screen.getByRole('heading', { level: 1, name: 'Career Preferences' })).toBeInTheDocument();
    expect(within(medicine).getByRole('button', { name: 'Doctor' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(medicine).getByRole('button', { name: 'Nurse' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('region', { name: 'Engineering & Technology' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Arts & Design' })).toBeInTheDocument();
    expect(stat('Selected')).toHaveTextContent('1 / 3');
    expect(stat('Updates left')).toHaveTextContent('2');
    // The server picks the student's own class.
    expect(api.callsTo('GET', '/api/career-categories')[0]?.query.get('grade')).toBeNull();
    expect(saveButton()).toBeDisabled();
    expect(saveStatus()).toHaveTextContent(MSG.noChangesToSave);
  });

  it('toggles chips; Save is enabled only with changes and 1 to 3 careers', async () => {
    const ue = renderPage();
    await screen.findByRole('button', { name: 'Doctor' });

    await ue.click(chip('Artist'));
    expect(chip('Artist')).toHaveAttribute('aria-pressed', 'true');
    expect(stat('Selected')).toHaveTextContent('2 / 3');
    expect(saveButton()).toBeEnabled();
    expect(saveStatus()).toHaveTextContent('Saving uses 1 of your 2 updates.');

    await ue.click(chip('Artist'));
    expect(saveButton()).toBeDisabled();
    expect(saveStatus()).toHaveTextContent(MSG.noChangesToSave);

    await ue.click(chip('Doctor'));
    expect(chip('Doctor')).toHaveAttribute('aria-pressed', 'false');
    expect(stat('Selected')).toHaveTextContent('0 / 3');
    expect(saveButton()).toBeDisabled();
    expect(saveStatus()).toHaveTextContent(MSG.selectAtLeastOneCareer);
  });

  it('a 4th career opens the replace dialog; Cancel keeps the three, Replace swaps the chosen one', async () => {
    const ue = renderPage([() => ok(makeTree({ selected_career_ids: [201, 101, 601] }))]);
    await screen.findByRole('button', { name: 'Doctor' });
    expect(stat('Selected')).toHaveTextContent('3 / 3');

    await ue.click(chip('Nurse'));
    let dialog = screen.getByRole('dialog', { name: MSG.replaceSelectedCareer });
    expect(dialog).toHaveAccessibleDescription(MSG.upToThreeCareers);
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      'Doctor',
      'Software Engineer',
      'Artist',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Replace' })).toBeDisabled();
    await ue.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(chip('Nurse')).toHaveAttribute('aria-pressed', 'false');
    expect(stat('Selected')).toHaveTextContent('3 / 3');

    await ue.click(chip('Nurse'));
    dialog = screen.getByRole('dialog', { name: MSG.replaceSelectedCareer });
    await ue.click(within(dialog).getByRole('radio', { name: 'Software Engineer' }));
    await ue.click(within(dialog).getByRole('button', { name: 'Replace' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(chip('Nurse')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Software Engineer')).toHaveAttribute('aria-pressed', 'false');
    expect(stat('Selected')).toHaveTextContent('3 / 3');
    expect(saveButton()).toBeEnabled();
  });

  it("asks 'Use one update?' before saving; Cancel sends nothing", async () => {
    const ue = renderPage();
    await ue.click(await screen.findByRole('button', { name: 'Nurse' }));
    await ue.click(saveButton());

    const dialog = screen.getByRole('dialog', { name: MSG.useOneUpdate });
    expect(dialog).toHaveTextContent('Saving uses 1 of your 2 updates. You will have 1 update left.');
    await ue.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/career/preferences')).toEqual([]);
    expect(chip('Nurse')).toHaveAttribute('aria-pressed', 'true');
  });

  it('Use Update saves the careers with the current focus and shows the server’s new state', async () => {
    const ue = renderPage();
    await ue.click(await screen.findByRole('button', { name: 'Nurse' }));
    await ue.click(saveButton());
    await ue.click(
      within(screen.getByRole('dialog', { name: MSG.useOneUpdate })).getByRole('button', {
        name: MSG.useUpdate,
      }),
    );

    expect(await screen.findByText('Career preferences saved')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/career/preferences').map((c) => c.body)).toEqual([
      { career_ids: [201, 202], career_focus_percent: 60 },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stat('Updates left')).toHaveTextContent('1');
    expect(chip('Nurse')).toHaveAttribute('aria-pressed', 'true');
    expect(saveButton()).toBeDisabled();
    expect(saveStatus()).toHaveTextContent(MSG.noChangesToSave);
  });

  it('a refused save toasts the server message and reloads the saved state', async () => {
    const ue = renderPage([() => ok(makeTree()), () => ok(makeTree({ career_update_count: 3 }))], () =>
      fail(403, MSG.usedAllUpdates),
    );
    await ue.click(await screen.findByRole('button', { name: 'Nurse' }));
    await ue.click(saveButton());
    await ue.click(screen.getByRole('button', { name: MSG.useUpdate }));

    await waitFor(() => expect(stat('Updates left')).toHaveTextContent('0'));
    // The toast, the note and the Save bar.
    expect(screen.getAllByText(MSG.usedAllUpdates)).toHaveLength(3);
    expect(api.callsTo('GET', '/api/career-categories')).toHaveLength(2);
    expect(chip('Nurse')).toHaveAttribute('aria-pressed', 'false');
    expect(saveButton()).toBeDisabled();
  });

  it("a failed save without a server message toasts 'Failed to save preferences' and keeps the choice", async () => {
    const ue = renderPage(undefined, () => ({ status: 502, body: null }));
    await ue.click(await screen.findByRole('button', { name: 'Nurse' }));
    await ue.click(saveButton());
    await ue.click(screen.getByRole('button', { name: MSG.useUpdate }));

    expect(await screen.findByText(MSG.failedToSavePreferences)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(chip('Nurse')).toHaveAttribute('aria-pressed', 'true');
    expect(saveButton()).toBeEnabled();
  });

  it('with no updates left it says so, locks the chips and the Save bar', async () => {
    renderPage([() => ok(makeTree({ career_update_count: 3 }))]);
    await screen.findByRole('button', { name: 'Doctor' });
    expect(stat('Updates left')).toHaveTextContent('0');
    expect(screen.getByRole('note')).toHaveTextContent(MSG.usedAllUpdates);
    expect(chip('Nurse')).toBeDisabled();
    expect(saveButton()).toBeDisabled();
    expect(saveStatus()).toHaveTextContent(MSG.usedAllUpdates);
  });

  it('clamps Updates left to 0–3 whatever the count says', async () => {
    renderPage([() => ok(makeTree({ career_update_count: 7 }))]);
    await screen.findByRole('button', { name: 'Doctor' });
    expect(stat('Updates left')).toHaveTextContent('0');
  });

  it('a new student starts with nothing selected and 3 updates', async () => {
    const ue = renderPage([() => ok(makeTree({ selected_career_ids: [], career_update_count: 0 }))]);
    await screen.findByRole('button', { name: 'Doctor' });
    expect(stat('Updates left')).toHaveTextContent('3');
    expect(stat('Selected')).toHaveTextContent('0 / 3');
    expect(saveStatus()).toHaveTextContent(MSG.selectAtLeastOneCareer);
    await ue.click(chip('Musician'));
    expect(saveButton()).toBeEnabled();
  });

  it("shows 'Can't load careers' with Retry and toasts the server message", async () => {
    const ue = renderPage([() => fail(500, 'Database unavailable'), () => ok(makeTree())]);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: MSG.cantLoadCareers })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Database unavailable')).toHaveLength(2));
    await ue.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Doctor' })).toBeInTheDocument();
  });

  it("toasts 'Failed to load career categories' when the server gives no message", async () => {
    renderPage([() => ({ status: 502, body: null })]);
    await screen.findByRole('heading', { name: MSG.cantLoadCareers });
    await waitFor(() => expect(screen.getAllByText(MSG.failedToLoadCareerCategories)).toHaveLength(2));
  });
});
