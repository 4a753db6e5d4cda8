import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@quizring/contracts';
import { makeUser, storeSession } from '@test/fixtures';
import { fail, mockApi, ok } from '@test/mock-api';
import type { ApiReply } from '@test/mock-api';
import { renderWithApp } from '@test/render';
import EditProfilePage from './edit-profile-page';

const user = makeUser({ city: 'Pune', state: 'Maharashtra', lastname: 'Verma' });
let api: ReturnType<typeof mockApi>;

function renderPage(save: () => ApiReply | Promise<ApiReply> = () => ok({ user })) {
  let current = user;
  api = mockApi({
    // The server's copy follows a successful save, as the real one would.
    'GET /api/user-info': () => ok({ user: current }),
    'POST /api/profile-setting': async () => {
      const reply = await save();
      if (reply.status === undefined) current = (reply.body as { data: { user: typeof user } }).data.user;
      return reply;
    },
  });
  renderWithApp(<EditProfilePage />, { route: '/profile/edit', path: '/profile/edit' });
  return userEvent.setup();
}

const field = (name: string) => screen.getByRole('textbox', { name });

beforeEach(() => storeSession(user));
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  localStorage.clear();
});

describe('EditProfilePage', () => {
  it('requires first and last name, ignoring surrounding spaces', async () => {
    const ue = renderPage();

    const first = await screen.findByRole('textbox', { name: 'First name' });
    expect(first).toHaveValue('Asha');
    expect(field('City')).toHaveValue('Pune');
    expect(
      screen.getByText(/city and state helps us suggest relevant content and events/),
    ).toBeInTheDocument();

    await ue.clear(first);
    await ue.type(first, '   ');
    await ue.clear(field('Last name'));
    await ue.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('First name is required');
    expect(api.callsTo('POST', '/api/profile-setting')).toEqual([]);
  });

  it('refuses a name nobody could read, and sends names composed (NFC)', async () => {
    const ue = renderPage();
    const first = await screen.findByRole('textbox', { name: 'First name' });
    await ue.clear(first);
    await ue.type(first, '\u200B');
    await ue.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(MSG.nameInvisibleCharacters('first name'))).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/api/profile-setting')).toEqual([]);

    await ue.clear(first);
    await ue.type(first, 'Zoe\u0308');
    await ue.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(
      api.callsTo('POST', '/api/profile-setting').map((c) => (c.body as { firstname: string }).firstname),
    ).toEqual(['Zoë']);
  });

  it('saves trimmed values, shows Saving… and returns to the profile', async () => {
    let release: () => void = () => {};
    const saved = { ...user, lastname: 'Rao', name: 'Asha Rao', city: 'Nashik' };
    const ue = renderPage(
      () => new Promise<ApiReply>((resolve) => (release = () => resolve(ok({ user: saved })))),
    );

    const last = await screen.findByRole('textbox', { name: 'Last name' });
    await ue.clear(last);
    await ue.type(last, '  Rao ');
    await ue.clear(field('City'));
    await ue.type(field('City'), 'Nashik');
    await ue.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    release();
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
    expect(api.callsTo('POST', '/api/profile-setting').map((c) => c.body)).toEqual([
      { firstname: 'Asha', lastname: 'Rao', address: null, city: 'Nashik', state: 'Maharashtra', zip: null },
    ]);
    expect(JSON.parse(localStorage.getItem('authUser') ?? '{}')).toMatchObject({
      lastname: 'Rao',
      city: 'Nashik',
    });
  });

  it('shows the server reason when the update fails', async () => {
    const ue = renderPage(() => fail(422, 'The ZIP is too long.'));

    await ue.click(await screen.findByRole('button', { name: 'Save Changes' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Profile update failed');
    expect(alert).toHaveTextContent('The ZIP is too long.');
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });
});
