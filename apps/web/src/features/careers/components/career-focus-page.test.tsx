import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@quizring/contracts';
import type { CareerTree } from '@quizring/contracts';
import { makeUser, storeSession } from '@test/fixtures';
import { fail, mockApi, ok } from '@test/mock-api';
import type { ApiReply, ApiRequest } from '@test/mock-api';
import { renderWithApp } from '@test/render';
import CareerFocusPage from './career-focus-page';

const user = makeUser();

const makeTree = (overrides: Partial<CareerTree> = {}): CareerTree => ({
  categories: [{ id: 2, name: 'Medicine & Health', careers: [{ id: 201, name: 'Doctor' }] }],
  selected_career_ids: [201],
  career_focus_percent: 40,
  career_update_count: 1,
  ...overrides,
});

let api: ReturnType<typeof mockApi>;

function renderPage(
  loads: (() => ApiReply)[] = [() => ok(makeTree())],
  save: (req: ApiRequest) => ApiReply = (req) =>
    ok({ career_focus_percent: (req.body as { career_focus_percent: number }).career_focus_percent }),
) {
  let call = 0;
  api = mockApi({
    'GET /api/career-categories': () => (loads[Math.min(call++, loads.length - 1)] as () => ApiReply)(),
    'POST /api/career/focus-update': save,
    'GET /api/user-info': () => ok({ user }),
  });
  renderWithApp(<CareerFocusPage />, { route: '/settings/career-focus', path: '/settings/career-focus' });
  return userEvent.setup();
}

const slider = () => screen.getByRole('slider', { name: 'Career focus' });
const minus = () => screen.getByRole('button', { name: '-5% career focus' });
const plus = () => screen.getByRole('button', { name: '+5% career focus' });
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const split = () => screen.getByRole('region', { name: 'Academic vs Career' });

beforeEach(() => storeSession(user));
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  localStorage.clear();
});

describe('CareerFocusPage', () => {
  it('shows the saved Academic vs Career split on a 0–100 slider in steps of 1', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Adjust Focus' })).toBeInTheDocument();
    const range = await screen.findByRole('slider', { name: 'Career focus' });
    expect(range).toHaveValue('40');
    expect(range).toHaveAttribute('min', '0');
    expect(range).toHaveAttribute('max', '100');
    expect(range).toHaveAttribute('step', '1');
    expect(range).toHaveAttribute('aria-valuetext', 'Career 40%, Academic 60%');
    expect(split()).toHaveTextContent('Academic60%');
    expect(split()).toHaveTextContent('Career40%');
    expect(saveButton()).toBeDisabled();
  });

  it('moves by 5 with the buttons, stopping at 0 and 100', async () => {
    const ue = renderPage([() => ok(makeTree({ career_focus_percent: 97 }))]);
    await screen.findByRole('slider', { name: 'Career focus' });

    await ue.click(plus());
    expect(slider()).toHaveValue('100');
    expect(plus()).toBeDisabled();
    await ue.click(minus());
    expect(slider()).toHaveValue('95');
    expect(saveButton()).toBeEnabled();

    fireEvent.change(slider(), { target: { value: '3' } });
    expect(slider()).toHaveValue('3');
    expect(split()).toHaveTextContent('Academic97%');
    await ue.click(minus());
    expect(slider()).toHaveValue('0');
    expect(minus()).toBeDisabled();
    expect(slider()).toHaveAttribute('aria-valuetext', 'Career 0%, Academic 100%');
  });

  it('Save sends the focus and keeps what the server saved', async () => {
    const ue = renderPage();
    await screen.findByRole('slider', { name: 'Career focus' });
    fireEvent.change(slider(), { target: { value: '72' } });
    await ue.click(saveButton());

    expect(await screen.findByText('Focus updated')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/career/focus-update').map((c) => c.body)).toEqual([
      { career_focus_percent: 72 },
    ]);
    expect(slider()).toHaveValue('72');
    expect(saveButton()).toBeDisabled();
    // No reload: the answer is the saved state.
    expect(api.callsTo('GET', '/api/career-categories')).toHaveLength(1);
  });

  it('shows the clamped value the server answers', async () => {
    const ue = renderPage(undefined, () => ok({ career_focus_percent: 70 }));
    await screen.findByRole('slider', { name: 'Career focus' });
    fireEvent.change(slider(), { target: { value: '72' } });
    await ue.click(saveButton());
    await screen.findByText('Focus updated');
    expect(slider()).toHaveValue('70');
  });

  it("a failed save toasts 'Failed to update focus' and shows the server's reason", async () => {
    const ue = renderPage(undefined, () => fail(422, 'The focus is invalid.'));
    await screen.findByRole('slider', { name: 'Career focus' });
    await ue.click(plus());
    await ue.click(saveButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MSG.failedToUpdateFocus);
    expect(alert).toHaveTextContent('The focus is invalid.');
    expect(screen.getAllByText(MSG.failedToUpdateFocus)).toHaveLength(2);
    expect(slider()).toHaveValue('45');
    expect(saveButton()).toBeEnabled();
  });

  it("without a server reason it says 'Failed to update career focus'", async () => {
    const ue = renderPage(undefined, () => ({ status: 502, body: null }));
    await screen.findByRole('slider', { name: 'Career focus' });
    await ue.click(minus());
    await ue.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.failedToUpdateCareerFocus);
  });

  it('invites a student without careers to choose some', async () => {
    renderPage([() => ok(makeTree({ selected_career_ids: [] }))]);
    expect(await screen.findByRole('link', { name: 'Choose careers' })).toHaveAttribute(
      'href',
      '/settings/career',
    );
  });

  it("toasts 'Failed to load focus' and offers Retry", async () => {
    const ue = renderPage([() => ({ status: 502, body: null }), () => ok(makeTree())]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: MSG.failedToLoadFocus })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(MSG.failedToLoadFocus)).toHaveLength(2));
    await ue.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('slider', { name: 'Career focus' })).toHaveValue('40');
  });

  it('prefers the server message when loading fails', async () => {
    renderPage([() => fail(500, 'Database unavailable')]);
    await screen.findByRole('alert');
    await waitFor(() => expect(screen.getAllByText('Database unavailable')).toHaveLength(2));
  });
});
