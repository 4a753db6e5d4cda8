import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { fail, mockApi, ok } from '@test/mock-api';
import type { ApiRequest, ApiReply } from '@test/mock-api';
import { makeUser, storeSession } from '@test/fixtures';
import { renderWithApp } from '@test/render';
import { STORAGE_KEYS } from '@/lib/storage';
import OnboardingPage from './onboarding-page';

const incompleteUser = makeUser({
  profile_complete: 0,
  username: null,
  gender: null,
  students_class: null,
  academic_board: null,
});

function serve(
  check: (req: ApiRequest) => ApiReply,
  extra: Record<string, (req: ApiRequest) => ApiReply> = {},
) {
  return mockApi({
    'GET /api/user-info': () => ok({ user: incompleteUser }),
    'GET /api/check-username-availability': check,
    ...extra,
  });
}

const usernameInput = () => screen.getByLabelText('Username');
const type = (value: string) => fireEvent.change(usernameInput(), { target: { value } });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  localStorage.clear();
  storeSession(incompleteUser);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function renderPage() {
  return renderWithApp(<OnboardingPage />, { route: '/onboarding', path: '/onboarding' });
}

describe('OnboardingPage username', () => {
  it('opens with the focus in the username field', () => {
    serve(() => ok({ available: true }, 'Username is available'));
    renderPage();
    expect(usernameInput()).toHaveFocus();
  });

  it('lower-cases and strips to a–z as typed', () => {
    serve(() => ok({ available: true }, 'Username is available'));
    renderPage();
    expect(screen.getByRole('heading', { name: 'Almost there!' })).toBeInTheDocument();
    type('Asha_Rao 2009!X');
    expect(usernameInput()).toHaveValue('asharaox');
  });

  it('checks availability once, 450 ms after typing stops', async () => {
    const api = serve(() => ok({ available: true }, 'Username is available'));
    renderPage();
    type('ashara');
    await advance(300);
    type('asharao');
    await advance(449);
    expect(api.callsTo('GET', '/api/check-username-availability')).toHaveLength(0);
    await advance(1);
    const checks = api.callsTo('GET', '/api/check-username-availability');
    expect(checks).toHaveLength(1);
    expect(checks[0]?.query.get('username')).toBe('asharao');
    expect(screen.getByText('Username is available')).toBeInTheDocument();
  });

  it('needs 6 characters and says when the name is empty, without calling the server', async () => {
    const api = serve(() => ok({ available: true }, 'Username is available'));
    renderPage();
    type('asha');
    expect(screen.getByText('Username must be at least 6 characters')).toBeInTheDocument();
    type('');
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    await advance(1000);
    expect(api.callsTo('GET', '/api/check-username-availability')).toHaveLength(0);
  });

  it('shows the server message when taken, else Username not available', async () => {
    let reply = ok({ available: false }, 'That username is already taken');
    serve(() => reply);
    renderPage();
    type('asharao');
    await advance(450);
    expect(screen.getByText('That username is already taken')).toBeInTheDocument();
    reply = ok({ available: false }, '');
    type('asharaoo');
    await advance(450);
    expect(screen.getByText('Username not available')).toBeInTheDocument();
  });

  it('says Failed to check availability when the check fails', async () => {
    serve(() => fail(500, 'boom'));
    renderPage();
    type('asharao');
    await advance(450);
    expect(screen.getByText('Failed to check availability')).toBeInTheDocument();
  });
});

describe('OnboardingPage submit', () => {
  const fillSelects = () => {
    fireEvent.change(screen.getByLabelText('Gender'), { target: { value: 'female' } });
    fireEvent.change(screen.getByLabelText('Class'), { target: { value: '8' } });
    fireEvent.change(screen.getByLabelText('Board'), { target: { value: 'State Board' } });
  };
  const submit = () => act(() => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));

  it('asks for all fields, then for an available username', async () => {
    serve(() => ok({ available: false }, 'Taken'));
    renderPage();
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('All fields are required');
    type('asharao');
    fillSelects();
    await advance(450);
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Choose an available username');
  });

  it('completes the profile and goes to /dashboard with the new user stored', async () => {
    const completed = makeUser({ profile_complete: 1, username: 'asharao' });
    const api = serve(() => ok({ available: true }, 'Username is available'), {
      'POST /api/profile-completion': () => ok({ user: completed }),
    });
    renderPage();
    type('asharao');
    fillSelects();
    await advance(450);
    await submit();
    await advance(0);
    expect(api.callsTo('POST', '/api/profile-completion')[0]?.body).toEqual({
      username: 'asharao',
      gender: 'female',
      students_class: 8,
      academic_board: 'State Board',
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.authUser) ?? '{}')).toMatchObject({
      profile_complete: 1,
    });
  });

  it('shows the server message, else Failed to complete profile', async () => {
    let reply: ApiReply = fail(409, 'That username was just taken');
    serve(() => ok({ available: true }, 'Username is available'), {
      'POST /api/profile-completion': () => reply,
    });
    renderPage();
    type('asharao');
    fillSelects();
    await advance(450);
    await submit();
    await advance(0);
    expect(screen.getByRole('alert')).toHaveTextContent('That username was just taken');
    reply = { status: 500, body: null };
    await submit();
    await advance(0);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to complete profile');
  });
});
