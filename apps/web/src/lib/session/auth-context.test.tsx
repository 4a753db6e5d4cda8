import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, ok } from '@test/mock-api';
import { makeUser, storeSession } from '@test/fixtures';
import { renderWithApp } from '@test/render';
import { STORAGE_KEYS } from '@/lib/storage';
import { useAuth } from './auth-context';

function SessionProbe() {
  const { user, token, signOut } = useAuth();
  return (
    <div>
      <p>token: {token ?? 'none'}</p>
      <p>user: {user?.name ?? 'none'}</p>
      <button type="button" onClick={() => void signOut()}>
        Sign Out
      </button>
    </div>
  );
}

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('AuthProvider', () => {
  it('restores a stored session on start', () => {
    mockApi({ 'GET /api/user-info': () => ok({ user: makeUser() }) });
    storeSession(makeUser({ name: 'Stored Name' }), 'stored-token');
    renderWithApp(<SessionProbe />);
    expect(screen.getByText('token: stored-token')).toBeInTheDocument();
    expect(screen.getByText('user: Stored Name')).toBeInTheDocument();
  });

  it('clears both entries when the stored user cannot be restored', () => {
    mockApi({});
    localStorage.setItem(STORAGE_KEYS.authToken, 'stored-token');
    localStorage.setItem(STORAGE_KEYS.authUser, '{not json');
    renderWithApp(<SessionProbe />);
    expect(screen.getByText('token: none')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.authUser)).toBeNull();
  });

  it('refreshes the stored user from /user-info', async () => {
    mockApi({ 'GET /api/user-info': () => ok({ user: makeUser({ name: 'Fresh Name' }) }) });
    storeSession(makeUser({ name: 'Stored Name' }));
    renderWithApp(<SessionProbe />);
    expect(await screen.findByText('user: Fresh Name')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.authUser) ?? '{}')).toMatchObject({
      name: 'Fresh Name',
    });
  });

  it('signs out: the push subscription removed, POST /logout, storage and cache cleared, on to /login', async () => {
    const api = mockApi({
      'GET /api/user-info': () => ok({ user: makeUser() }),
      'DELETE /api/device-tokens': () => ok({ removed: true }),
      'POST /api/logout': () => ok({}),
    });
    storeSession(makeUser());
    localStorage.setItem(STORAGE_KEYS.pushToken, '{"endpoint":"https://fcm.googleapis.com/fcm/send/x"}');
    const { queryClient } = renderWithApp(<SessionProbe />, { route: '/profile' });
    await waitFor(() => expect(queryClient.getQueryData(['user-info'])).toBeDefined());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(api.calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.path, c.body])).toEqual([
      ['DELETE', '/api/device-tokens', { endpoint: 'https://fcm.googleapis.com/fcm/send/x' }],
      ['POST', '/api/logout', {}],
    ]);
    expect(api.unhandled).toEqual([]);
    expect(screen.getByText('token: none')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.authUser)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.pushToken)).toBeNull();
    expect(queryClient.getQueryData(['user-info'])).toBeUndefined();
  });

  it('signs out even when removing the push subscription and /logout fail', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({
      'GET /api/user-info': () => ok({ user: makeUser() }),
      'DELETE /api/device-tokens': () => fail(404, 'The device token was not found.'),
      'POST /api/logout': () => fail(500, 'down'),
    });
    storeSession(makeUser());
    localStorage.setItem(STORAGE_KEYS.pushToken, '{"endpoint":"https://fcm.googleapis.com/fcm/send/x"}');
    renderWithApp(<SessionProbe />, { route: '/profile' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('forgets the session on any 401', async () => {
    // On /login the API client does not need to navigate (jsdom cannot), which keeps this test in one page.
    window.history.replaceState(null, '', '/login');
    mockApi({ 'GET /api/user-info': () => fail(401, 'Unauthenticated.') });
    storeSession(makeUser());
    renderWithApp(<SessionProbe />);
    expect(await screen.findByText('token: none')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.authUser)).toBeNull();
  });
});
