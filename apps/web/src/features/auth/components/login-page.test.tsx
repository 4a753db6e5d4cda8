import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, ok } from '@test/mock-api';
import { makeUser } from '@test/fixtures';
import { renderWithApp } from '@test/render';
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

  describe('with the clock stopped', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());
    /** Lets answers and renders through, moving the clock by `ms`. */
    const advance = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

    // fireEvent rather than userEvent, whose own waits would need the stopped clock.
    const click = (el: HTMLElement) => fireEvent.click(el);
    const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

    async function sendOtpNow() {
      click(screen.getByRole('tab', { name: 'Mobile' }));
      type(screen.getByLabelText('Mobile number'), '9876543210');
      click(screen.getByRole('button', { name: 'Send OTP' }));
      await advance();
    }

    it('after Back, counts down to the next send and returns to the code already sent', async () => {
      const api = mockApi({
        'POST /api/mobile/send-otp': () => ok({ expires_in: 300, resend_in: 30 }),
        'POST /api/mobile/login': () => ok(authData),
        'GET /api/user-info': () => ok({ user: authData.user }),
      });
      renderLogin();
      await sendOtpNow();
      expect(screen.getByText('You can request another OTP in 30 seconds.')).toBeInTheDocument();
      click(screen.getByRole('button', { name: 'Back to Mobile Number' }));

      // Focus is back on the number, and Send OTP says why it waits.
      expect(screen.getByLabelText('Mobile number')).toHaveFocus();
      const send = screen.getByRole('button', { name: 'Send OTP' });
      expect(send).toBeDisabled();
      expect(send).toHaveAccessibleDescription('You can request another OTP in 30 seconds.');
      await advance(10_000);
      expect(send).toHaveAccessibleDescription('You can request another OTP in 20 seconds.');

      click(screen.getByRole('button', { name: 'Enter the OTP already sent' }));
      type(screen.getByPlaceholderText('Enter 6-digit OTP'), '123456');
      click(screen.getByRole('button', { name: 'Verify & Sign In' }));
      await advance();
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
      expect(api.callsTo('POST', '/api/mobile/send-otp')).toHaveLength(1);
    });

    it('lets Send OTP go again once the countdown is over, and forgets it for another number', async () => {
      mockApi({ 'POST /api/mobile/send-otp': () => ok({ expires_in: 300, resend_in: 30 }) });
      renderLogin();
      await sendOtpNow();
      click(screen.getByRole('button', { name: 'Back to Mobile Number' }));
      await advance(30_000);
      expect(screen.getByText('You can request another OTP now.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
      // The code sent is still worth typing.
      expect(screen.getByRole('button', { name: 'Enter the OTP already sent' })).toBeInTheDocument();

      type(screen.getByLabelText('Mobile number'), '98765432109');
      expect(screen.queryByRole('button', { name: 'Enter the OTP already sent' })).not.toBeInTheDocument();
      expect(screen.queryByText(/You can request another OTP/)).not.toBeInTheDocument();
    });
  });

  it('offers the code entry when a send is refused as too soon (a code is already on its way)', async () => {
    mockApi({
      'POST /api/mobile/send-otp': () => ({
        status: 429,
        body: {
          status: 'error',
          message: { error: ['Please wait 29 seconds before requesting another OTP.'] },
          data: { resend_in: 29 },
        },
      }),
    });
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('tab', { name: 'Mobile' }));
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(await screen.findByText('You can request another OTP in 29 seconds.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Enter the OTP already sent' }));
    expect(screen.getByPlaceholderText('Enter 6-digit OTP')).toHaveFocus();
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
    // One error at a time: the new one replaces the old, so they never stack over the card.
    expect(screen.queryByText('These credentials do not match our records.')).not.toBeInTheDocument();
  });

  it('clears the error of a failed attempt once signed in', async () => {
    let reply = fail(422, 'These credentials do not match our records.');
    mockApi({ 'POST /api/login': () => reply, 'GET /api/user-info': () => ok({ user: authData.user }) });
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Email or username'), 'asha');
    await user.type(screen.getByLabelText('Password'), 'wrong12');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const error = await screen.findByText('These credentials do not match our records.');
    reply = ok(authData);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    await waitFor(() => expect(error).not.toBeVisible());
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
