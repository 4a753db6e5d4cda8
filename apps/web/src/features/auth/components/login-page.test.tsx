import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, ok } from '@/testing/mock-api';
import { makeUser } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';
import { STORAGE_KEYS } from '@/lib/storage';
import LoginPage from './login-page';

const authData = { user: makeUser(), access_token: 'tok-1', token_type: 'Bearer' };

beforeEach(() => {
  localStorage.clear();
  // Push registration is attempted after sign-in; jsdom has no service workers, which is only logged.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

function renderLogin(route: string | { pathname: string; state?: unknown } = '/login') {
  return renderWithApp(<LoginPage />, { route, path: '/login' });
}

async function sendOtp(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: 'Mobile' }));
  await user.type(screen.getByLabelText('Mobile number'), '9876543210');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  return screen.findByPlaceholderText('Enter 6-digit OTP');
}

describe('LoginPage mobile tab', () => {
  it('resets the code step when switching tabs, keeping the number', async () => {
    const api = mockApi({ 'POST /api/mobile/send-otp': () => ok({ expires_in: 300, resend_in: 30 }) });
    const user = userEvent.setup();
    renderLogin();
    const otp = await sendOtp(user);
    expect(otp).toHaveAttribute('maxLength', '6');
    expect(api.callsTo('POST', '/api/mobile/send-otp')[0]?.body).toEqual({
      mobile: '9876543210',
      dial_code: '91',
    });
    expect(await screen.findByText('OTP sent successfully!')).toBeInTheDocument();
    await user.type(otp, '123');

    await user.click(screen.getByRole('tab', { name: 'Email' }));
    await user.click(screen.getByRole('tab', { name: 'Mobile' }));

    expect(screen.queryByPlaceholderText('Enter 6-digit OTP')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
  });

  it('returns to the number step with Back to Mobile Number', async () => {
    mockApi({ 'POST /api/mobile/send-otp': () => ok({ expires_in: 300, resend_in: 30 }) });
    const user = userEvent.setup();
    renderLogin();
    await sendOtp(user);
    await user.click(screen.getByRole('button', { name: 'Back to Mobile Number' }));
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
  });

  it('offers the dial codes 91, 1, 44 and 61 with 91 first', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('tab', { name: 'Mobile' }));
    const options = screen.getAllByRole('option').map((o) => (o as HTMLOptionElement).value);
    expect(options).toEqual(['91', '1', '44', '61']);
    expect(screen.getByLabelText('Dial code')).toHaveValue('91');
  });

  it('shows the first server error, else Failed to send OTP', async () => {
    let reply = fail(429, 'Please wait before asking for another code.');
    mockApi({ 'POST /api/mobile/send-otp': () => reply });
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('tab', { name: 'Mobile' }));
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please wait before asking for another code.')).toBeInTheDocument();
    reply = { status: 500, body: null };
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Failed to send OTP')).toBeInTheDocument();
  });

  it('signs in with the code', async () => {
    const api = mockApi({
      'POST /api/mobile/send-otp': () => ok({ expires_in: 300, resend_in: 30 }),
      'POST /api/mobile/login': () => ok(authData),
      'GET /api/user-info': () => ok({ user: authData.user }),
    });
    const user = userEvent.setup();
    renderLogin();
    await user.type(await sendOtp(user), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(api.callsTo('POST', '/api/mobile/login')[0]?.body).toEqual({
      mobile: '9876543210',
      dial_code: '91',
      otp: '123456',
    });
  });
});

describe('LoginPage email tab', () => {
  it('signs in, stores the session and returns to the remembered origin', async () => {
    const api = mockApi({
      'POST /api/login': () => ok(authData),
      'GET /api/user-info': () => ok({ user: authData.user }),
    });
    const user = userEvent.setup();
    renderLogin({ pathname: '/login', state: { from: '/results?tab=week' } });
    const signIn = screen.getByRole('button', { name: 'Sign In' });
    expect(signIn).toBeDisabled();
    await user.type(screen.getByLabelText('Email or username'), ' asha ');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(signIn);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/results'));
    expect(api.callsTo('POST', '/api/login')[0]?.body).toEqual({ email: 'asha', password: 'secret1' });
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.authUser) ?? 'null')).toMatchObject({ id: 7 });
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
  });

  it("stores a user whose profile_complete is the text '1' with the number 1", async () => {
    const textual = { ...authData, user: { ...authData.user, profile_complete: '1' } };
    mockApi({
      'POST /api/login': () => ok(textual),
      'GET /api/user-info': () => ok({ user: textual.user }),
    });
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Email or username'), 'asha');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.authUser) ?? 'null')).toMatchObject({
      profile_complete: 1,
    });
  });

  it('says Invalid login response when the answer lacks the token', async () => {
    mockApi({ 'POST /api/login': () => ok({ user: authData.user }) });
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Email or username'), 'asha');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid login response')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('shows the first server error, else Login failed', async () => {
    let reply = fail(422, 'These credentials do not match our records.', 'second');
    mockApi({ 'POST /api/login': () => reply });
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Email or username'), 'asha');
    await user.type(screen.getByLabelText('Password'), 'wrong12');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('These credentials do not match our records.')).toBeInTheDocument();
    reply = { status: 502, body: { status: 'error' } };
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it('toggles the password visibility', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderLogin();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to /signup, and to the terms and the privacy policy in a new tab', () => {
    mockApi({});
    renderLogin();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    const terms = screen.getByRole('link', { name: /^Terms of Service.*opens in a new tab/ });
    expect(terms).toHaveAttribute('href', '/legal/terms.html');
    expect(terms).toHaveAttribute('target', '_blank');
    const privacy = screen.getByRole('link', { name: /^Privacy Policy.*opens in a new tab/ });
    expect(privacy).toHaveAttribute('href', '/legal/privacy.html');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(privacy.closest('p')).toHaveTextContent(
      'By signing in you agree to our Terms of Service (opens in a new tab) and Privacy Policy (opens in a new tab).',
    );
  });
});
