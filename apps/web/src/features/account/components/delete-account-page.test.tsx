import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, storeSession } from '@test/fixtures';
import { fail, mockApi, ok } from '@test/mock-api';
import type { ApiReply } from '@test/mock-api';
import { renderWithApp } from '@test/render';
import DeleteAccountPage from './delete-account-page';

const user = makeUser();
let api: ReturnType<typeof mockApi>;

function renderPage(remove: () => ApiReply = () => ok({ deleted: true })) {
  api = mockApi({
    'GET /api/user-info': () => ok({ user }),
    'POST /api/delete-account/send-otp': () => ok({ expires_in: 300, resend_in: 30 }),
    'POST /api/delete-account': remove,
    'POST /api/logout': () => ok({}),
  });
  renderWithApp(<DeleteAccountPage />, { route: '/delete-account', path: '/delete-account' });
  return userEvent.setup();
}

const deleteButton = () => screen.getByRole('button', { name: 'Delete my account permanently' });
const deleteBody = () => api.callsTo('POST', '/api/delete-account').at(-1)?.body;

beforeEach(() => storeSession(user, 'token-1'));
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  localStorage.clear();
});

describe('DeleteAccountPage', () => {
  it('deletes with the password after the typed confirmation, then signs out to /login', async () => {
    const ue = renderPage();
    expect(deleteButton()).toBeDisabled();

    await ue.type(screen.getByLabelText('Password'), 'secret1');
    expect(deleteButton()).toBeDisabled();
    await ue.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await ue.click(deleteButton());

    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(deleteBody()).toEqual({ password: 'secret1' });
    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('deletes with a one-time code sent to the mobile', async () => {
    const ue = renderPage();
    await ue.click(screen.getByLabelText('With a code sent to my mobile'));
    await ue.click(screen.getByRole('button', { name: 'Send OTP' }));

    const code = await screen.findByPlaceholderText('Enter 6-digit OTP');
    await ue.type(code, '12a34567');
    expect(code).toHaveValue('123456');
    await ue.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await ue.click(deleteButton());

    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(deleteBody()).toEqual({ otp: '123456' });
  });

  it('keeps the user signed in and shows why when the password is wrong', async () => {
    const ue = renderPage(() => fail(422, 'The password is incorrect.'));
    await ue.type(screen.getByLabelText('Password'), 'wrong');
    await ue.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await ue.click(deleteButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('The password is incorrect.');
    expect(localStorage.getItem('authToken')).toBe('token-1');
    expect(api.callsTo('POST', '/api/logout')).toEqual([]);
  });
});
