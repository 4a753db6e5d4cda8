import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@quizring/contracts';
import { fail, mockApi, ok } from '@test/mock-api';
import { makeUser } from '@test/fixtures';
import { renderWithApp } from '@test/render';
import { STORAGE_KEYS } from '@/lib/storage';
import SignupPage from './signup-page';

const authData = { user: makeUser({ profile_complete: 0 }), access_token: 'tok-9', token_type: 'Bearer' };

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

async function fillNames(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Asha');
  await user.type(screen.getByLabelText('Last name'), 'Rao');
  await user.click(continueButton());
}

async function fillContact(user: ReturnType<typeof userEvent.setup>, reference = '') {
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.type(screen.getByLabelText('Mobile number'), '9876543210');
  if (reference) await user.type(screen.getByLabelText('Referral (optional)'), reference);
  await user.click(continueButton());
}

describe('SignupPage validation', () => {
  it('step 1 needs both names non-empty after trimming', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithApp(<SignupPage />, { route: '/signup', path: '/signup' });
    expect(screen.getByText('Step 1 of 3: Your name')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    await user.type(screen.getByLabelText('First name'), '   ');
    await user.type(screen.getByLabelText('Last name'), 'Rao');
    expect(continueButton()).toBeDisabled();
    await user.type(screen.getByLabelText('First name'), 'A');
    expect(continueButton()).toBeEnabled();
  });

  it("step 1 explains a name nobody could read, with the contracts' rule", async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithApp(<SignupPage />, { route: '/signup', path: '/signup' });
    const first = screen.getByLabelText('First name');
    await user.type(first, '123');
    await user.type(screen.getByLabelText('Last name'), 'Rao');
    expect(first).toHaveAccessibleDescription(MSG.nameNeedsLetter('first name'));
    expect(continueButton()).toBeDisabled();
    await user.clear(first);
    await user.type(first, 'As\u200Bha');
    expect(first).toHaveAccessibleDescription(MSG.nameInvisibleCharacters('first name'));
    expect(continueButton()).toBeDisabled();
    await user.clear(first);
    await user.type(first, 'Asha');
    expect(first).not.toHaveAttribute('aria-invalid');
    expect(continueButton()).toBeEnabled();
  });

  it('step 2 needs an email-like address and a mobile of at least 6 characters', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithApp(<SignupPage />, { route: '/signup', path: '/signup' });
    await fillNames(user);
    expect(screen.getByText('Step 2 of 3: Contact details')).toBeInTheDocument();
    const mobile = screen.getByLabelText('Mobile number');
    await user.type(mobile, ' 12345');
    await user.type(screen.getByLabelText('Email'), 'asha@example');
    expect(continueButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), '.com');
    expect(continueButton()).toBeDisabled();
    expect(mobile).toHaveAccessibleDescription('The mobile number must be at least 6 digits.');
    await user.type(mobile, '6 ');
    expect(mobile).not.toHaveAttribute('aria-invalid');
    expect(continueButton()).toBeEnabled();
  });

  it("step 2 checks the mobile number with the server's rule where it is typed", async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithApp(<SignupPage />, { route: '/signup', path: '/signup' });
    await fillNames(user);
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    const mobile = screen.getByLabelText('Mobile number');
    await user.type(mobile, '98765-43210');
    expect(mobile).toHaveAccessibleDescription('The mobile number may contain digits only.');
    expect(continueButton()).toBeDisabled();
    await user.clear(mobile);
    await user.type(mobile, '9'.repeat(16));
    expect(mobile).toHaveAccessibleDescription('The mobile number may not be longer than 15 digits.');
    expect(continueButton()).toBeDisabled();
  });

  it('step 2 checks the referral on Continue and stays there when nobody has that name', async () => {
    let known = false;
    const api = mockApi({ 'GET /api/check-referral': () => ok({ known }) });
    const user = userEvent.setup();
    renderWithApp(<SignupPage />, { route: '/signup', path: '/signup' });
    await fillNames(user);
    await fillContact(user, 'nosuchfriend');

    const referral = screen.getByLabelText('Referral (optional)');
    expect(
      await screen.findByText('The referral is not a known username or referral code.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 3: Contact details')).toBeInTheDocument();
    expect(referral).toHaveAttribute('aria-invalid', 'true');
    expect(referral).toHaveFocus();
    expect(api.callsTo('GET', '/api/check-referral')[0]?.query.get('reference')).toBe('nosuchfriend');

    // Typing again clears the error; a known name goes on to the password.
    await user.clear(referral);
    expect(referral).not.toHaveAttribute('aria-invalid');
    await user.type(referral, 'ravifriend');
    known = true;
    await user.click(continueButton());
    expect(await screen.findByText('Step 3 of 3: Password')).toBeInTheDocument();
  });

  it('step 2 goes on without a referral, or when the referral cannot be checked', async () => {
    const api = mockApi({ 'GET /api/check-referral': () => fail(503, 'Down') });
    const user = userEvent.setup();
    renderWithApp(<SignupPage />, { route: '/signup', path: '/signup' });
    await fillNames(user);
    await fillContact(user);
    expect(await screen.findByText('Step 3 of 3: Password')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/check-referral')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.type(screen.getByLabelText('Referral (optional)'), 'ravifriend');
    await user.click(continueButton());
    // The server checks it again at signup.
    expect(await screen.findByText('Step 3 of 3: Password')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/check-referral')).toHaveLength(1);
  });

  it('step 3 strips spaces, needs 6+ characters, a match and the terms box', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithApp(<SignupPage />, { route: '/signup', path: '/signup' });
    await fillNames(user);
    await fillContact(user);
    const submit = screen.getByRole('button', { name: 'Sign Up' });
    const password = screen.getByLabelText('Password');
    const confirmation = screen.getByLabelText('Confirm password');
    await user.type(password, 'ab c de');
    expect(password).toHaveValue('abcde');
    await user.type(confirmation, 'abcde');
    await user.click(screen.getByRole('checkbox'));
    expect(submit).toBeDisabled();
    await user.type(password, ' f');
    expect(submit).toBeDisabled();
    await user.type(confirmation, 'f ');
    expect(confirmation).toHaveValue('abcdef');
    expect(submit).toBeEnabled();
    await user.click(screen.getByRole('checkbox'));
    expect(submit).toBeDisabled();
  });

  it('step 3 links the terms and the privacy policy from the terms box, in a new tab', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithApp(<SignupPage />, { route: '/signup', path: '/signup' });
    await fillNames(user);
    await fillContact(user);
    expect(screen.getByRole('checkbox')).toHaveAccessibleName(/^I agree to the Terms of Service/);
    for (const [name, href] of [
      [/^Terms of Service.*opens in a new tab/, '/legal/terms.html'],
      [/^Privacy Policy.*opens in a new tab/, '/legal/privacy.html'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('Back returns to the previous step and keeps what was typed', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithApp(<SignupPage />, { route: '/signup', path: '/signup' });
    await fillNames(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('First name')).toHaveValue('Asha');
  });
});

describe('SignupPage submit', () => {
  async function completeWizard(reference = '') {
    const user = userEvent.setup();
    renderWithApp(<SignupPage />, { route: '/signup', path: '/signup' });
    await fillNames(user);
    await fillContact(user, reference);
    await screen.findByText('Step 3 of 3: Password');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret1');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  }

  it('registers, signs in and goes to /dashboard; reference is left out when empty', async () => {
    const api = mockApi({
      'POST /api/register': () => ok(authData),
      'GET /api/user-info': () => ok(authData),
    });
    await completeWizard();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(api.callsTo('POST', '/api/register')[0]?.body).toEqual({
      firstname: 'Asha',
      lastname: 'Rao',
      email: 'asha@example.com',
      mobile: '9876543210',
      dial_code: '91',
      password: 'secret1',
      password_confirmation: 'secret1',
      agree: 'on',
    });
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('tok-9');
    expect(await screen.findByText('Signup successful!')).toBeInTheDocument();
  });

  it('sends the referral when given', async () => {
    const api = mockApi({
      'GET /api/check-referral': () => ok({ known: true }),
      'POST /api/register': () => ok(authData),
      'GET /api/user-info': () => ok(authData),
    });
    await completeWizard('ravifriend');
    await waitFor(() => expect(api.callsTo('POST', '/api/register')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/register')[0]?.body).toMatchObject({ reference: 'ravifriend' });
  });

  it('shows the first server error', async () => {
    mockApi({ 'POST /api/register': () => fail(422, 'The email has already been taken.') });
    await completeWizard();
    expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');
  });

  it('shows a string message, else Registration failed', async () => {
    let reply = { status: 400, body: { status: 'error', message: 'Registration closed' } };
    mockApi({ 'POST /api/register': () => reply });
    await completeWizard();
    expect(await screen.findByText('Registration closed')).toBeInTheDocument();
    reply = { status: 500, body: { status: 'error', message: '' } };
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
  });

  it('says Invalid signup response when the answer lacks the user', async () => {
    mockApi({ 'POST /api/register': () => ok({ access_token: 'tok' }) });
    await completeWizard();
    expect(await screen.findByText('Invalid signup response')).toBeInTheDocument();
  });
});
