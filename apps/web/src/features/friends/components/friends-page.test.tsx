import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { MSG } from '@quizring/contracts';
import { AppProviders } from '@/app/providers';
import { STORAGE_KEYS } from '@/lib/storage';
import { makeConfig, makeUser, storeSession } from '@test/fixtures';
import { fail, mockApi, ok } from '@test/mock-api';
import type { ApiReply, ApiRequest } from '@test/mock-api';
import { LocationProbe, renderWithApp } from '@test/render';
import { actionReply, deferred, inTurn, makePerson, makeSummary, settle } from '@test/friends-fixtures';
import FriendsPage from './friends-page';

const user = makeUser({ id: 7 });
const ravi = makePerson(11, 'Ravi Kumar', 'request_received', { avatar: 'a3.png' });
const meera = makePerson(12, 'Meera Nair', 'request_received');
const john = makePerson(13, 'John Dsouza', 'request_sent');
const priya = makePerson(14, 'Priya Shah', 'none');
const kabir = makePerson(15, 'Kabir Singh', 'friend');

const full = makeSummary({
  requests_received: [ravi, meera],
  requests_sent: [john],
  suggestions: [priya],
  friends: [kabir],
});

type Handler = (req: ApiRequest) => ApiReply | Promise<ApiReply>;
let api: ReturnType<typeof mockApi>;

function serve(summary: () => ApiReply, handlers: Record<string, Handler> = {}) {
  api = mockApi({
    'GET /api/config': () => ok(makeConfig()),
    'GET /api/user-info': () => ok({ user }),
    'GET /api/friends/summary': summary,
    ...handlers,
  });
}

async function renderPage(summary: () => ApiReply = () => ok(full), handlers: Record<string, Handler> = {}) {
  serve(summary, handlers);
  const rendered = renderWithApp(<FriendsPage />, { route: '/friends', path: '/friends' });
  await settle();
  return rendered;
}

const section = (name: string) => screen.getByRole('region', { name });
const rows = (name: string) => within(section(name)).getAllByRole('listitem');
const summaryCalls = () => api.callsTo('GET', '/api/friends/summary').length;

beforeEach(() => {
  localStorage.clear();
  storeSession(user);
  vi.useFakeTimers();
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.useRealTimers();
  localStorage.clear();
});

describe('FriendsPage', () => {
  it('shows the four sections in order with avatars, names, usernames and their actions', async () => {
    await renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'My Friends' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Friend Requests2', 'Requests Sent1', 'People you may know1', 'Your Friends1']);

    const [first, second] = rows('Friend Requests');
    expect(first).toHaveTextContent('Ravi Kumar');
    expect(first).toHaveTextContent('@ravi');
    expect(first?.querySelector('img')).toHaveAttribute('src', '/media/avatars/a3.png');
    expect(within(second as HTMLElement).getByText('MN')).toBeInTheDocument();
    const accept = within(first as HTMLElement).getByRole('button', { name: 'Accept' });
    expect(accept).toHaveAccessibleDescription('Ravi Kumar');
    expect(within(first as HTMLElement).getByRole('button', { name: 'Reject' })).toBeInTheDocument();

    expect(within(section('Requests Sent')).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(section('People you may know')).getByRole('button', { name: 'Add' })).toBeInTheDocument();
    const [friend] = rows('Your Friends');
    expect(friend).toHaveTextContent('Kabir Singh');
    expect(within(friend as HTMLElement).getByText('Friend')).toBeInTheDocument();
    expect(within(friend as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  });

  it("says 'You have no friends yet.' and leaves out empty request and suggestion sections", async () => {
    await renderPage(() => ok(makeSummary()));

    expect(within(section('Your Friends')).getByText(MSG.noFriendsYet)).toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('writes the number of received requests for the navigation badge whenever the summary loads', async () => {
    localStorage.setItem(STORAGE_KEYS.pendingFriendRequests, '9');
    const afterAccept = makeSummary({ requests_received: [meera], friends: [kabir, ravi] });
    await renderPage(
      inTurn(
        () => ok(full),
        () => ok(afterAccept),
      ),
      {
        'POST /api/friends/11/accept': (req) => actionReply(req, 'friend'),
      },
    );
    expect(localStorage.getItem(STORAGE_KEYS.pendingFriendRequests)).toBe('2');

    fireEvent.click(
      within(rows('Friend Requests')[0] as HTMLElement).getByRole('button', { name: 'Accept' }),
    );
    await settle();
    expect(localStorage.getItem(STORAGE_KEYS.pendingFriendRequests)).toBe('1');
  });

  describe('actions', () => {
    const cases = [
      {
        label: 'Accept',
        call: 'POST /api/friends/11/accept',
        section: 'Friend Requests',
        status: 'friend',
        after: makeSummary({ requests_received: [meera], friends: [kabir, ravi] }),
        done: 'You and Ravi Kumar are now friends.',
      },
      {
        label: 'Reject',
        call: 'POST /api/friends/11/reject',
        section: 'Friend Requests',
        status: 'none',
        after: makeSummary({ requests_received: [meera], friends: [kabir] }),
        done: 'Request from Ravi Kumar rejected.',
      },
      {
        label: 'Cancel',
        call: 'POST /api/friends/13/cancel',
        section: 'Requests Sent',
        status: 'none',
        after: makeSummary({ requests_received: [ravi, meera], friends: [kabir] }),
        done: 'Request to John Dsouza cancelled.',
      },
    ] as const;

    for (const c of cases) {
      it(`${c.label} calls ${c.call} with no body and reloads the summary`, async () => {
        await renderPage(
          inTurn(
            () => ok(full),
            () => ok(c.after),
          ),
          {
            [c.call]: (req) => actionReply(req, c.status),
          },
        );
        const button = within(rows(c.section)[0] as HTMLElement).getByRole('button', { name: c.label });
        fireEvent.click(button);
        await settle();

        const [method, path] = c.call.split(' ') as [string, string];
        expect(api.callsTo(method, path)).toHaveLength(1);
        expect(api.callsTo(method, path)[0]?.body).toEqual({});
        expect(summaryCalls()).toBe(2);
        expect(screen.getByText(c.done)).toBeInTheDocument();
        if (c.label === 'Cancel') expect(screen.queryByRole('region', { name: 'Requests Sent' })).toBeNull();
        else expect(rows('Friend Requests')).toHaveLength(1);
      });
    }

    it("disables the row's buttons while its action is under way", async () => {
      const reply = deferred(ok({ user_id: 11, relationship_status: 'friend' }));
      await renderPage(() => ok(full), { 'POST /api/friends/11/accept': reply.handler });
      const row = rows('Friend Requests')[0] as HTMLElement;
      fireEvent.click(within(row).getByRole('button', { name: 'Accept' }));
      await settle();

      expect(within(row).getByRole('button', { name: /Accept/ })).toBeDisabled();
      expect(within(row).getByRole('status')).toHaveTextContent('Accepting…');
      expect(within(row).getByRole('button', { name: 'Reject' })).toBeDisabled();
      expect(
        within(rows('Friend Requests')[1] as HTMLElement).getByRole('button', { name: 'Accept' }),
      ).toBeEnabled();
      reply.release();
      await settle();
      expect(within(row).getByRole('button', { name: 'Reject' })).toBeEnabled();
    });

    it("Add sends { addressee_id }, toasts 'Friend request sent' and reloads", async () => {
      const after = makeSummary({ requests_sent: [john, { ...priya, relationship_status: 'request_sent' }] });
      await renderPage(
        inTurn(
          () => ok(full),
          () => ok(after),
        ),
        {
          'POST /api/friends/send': (req) => actionReply(req, 'request_sent'),
        },
      );
      fireEvent.click(within(section('People you may know')).getByRole('button', { name: 'Add' }));
      await settle();

      expect(api.callsTo('POST', '/api/friends/send')[0]?.body).toEqual({ addressee_id: 14 });
      expect(screen.getByText(MSG.friendRequestSent)).toBeInTheDocument();
      expect(summaryCalls()).toBe(2);
      expect(rows('Requests Sent')).toHaveLength(2);
      expect(screen.queryByRole('region', { name: 'People you may know' })).toBeNull();
    });

    it('says so when Add met a request the other student had already sent', async () => {
      await renderPage(() => ok(full), { 'POST /api/friends/send': (req) => actionReply(req, 'friend') });
      fireEvent.click(within(section('People you may know')).getByRole('button', { name: 'Add' }));
      await settle();
      expect(screen.getByText(MSG.requestCrossedNowFriends)).toBeInTheDocument();
      expect(screen.queryByText(MSG.friendRequestSent)).not.toBeInTheDocument();
    });

    const failures = [
      ['Accept', 'POST /api/friends/11/accept', 'Friend Requests', MSG.failedToAcceptRequest],
      ['Reject', 'POST /api/friends/11/reject', 'Friend Requests', MSG.failedToRejectRequest],
      ['Cancel', 'POST /api/friends/13/cancel', 'Requests Sent', MSG.failedToCancelRequest],
      ['Add', 'POST /api/friends/send', 'People you may know', MSG.failedToSendRequest],
    ] as const;

    for (const [label, call, name, fallback] of failures) {
      it(`toasts '${fallback}' when ${label} fails without a message, the server's message when it has one`, async () => {
        await renderPage(() => ok(full), {
          [call]: inTurn(
            () => ({ status: 500, body: null }),
            () => fail(422, 'That request is no longer pending.'),
          ),
        });
        const click = () =>
          fireEvent.click(within(rows(name)[0] as HTMLElement).getByRole('button', { name: label }));

        click();
        await settle();
        expect(screen.getByText(fallback)).toBeInTheDocument();
        // The other student may have acted meanwhile, so a failure reloads too.
        expect(summaryCalls()).toBe(2);

        click();
        await settle();
        expect(screen.getByText('That request is no longer pending.')).toBeInTheDocument();
        expect(rows(name)).toHaveLength(name === 'Friend Requests' ? 2 : 1);
      });
    }
  });

  describe('load failure', () => {
    it("toasts 'Could not load friends' and shows 'Failed to load friends' with Retry", async () => {
      await renderPage(
        inTurn(
          () => ({ status: 502, body: null }),
          () => ok(full),
        ),
      );

      const alert = screen.getByRole('alert');
      expect(within(alert).getByRole('heading', { name: MSG.failedToLoadFriends })).toBeInTheDocument();
      expect(screen.getByText(MSG.couldNotLoadFriends)).toBeInTheDocument();
      fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
      await settle();
      expect(section('Friend Requests')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it("prefers the server's message in the toast", async () => {
      await renderPage(() => fail(503, 'Friends are resting'));

      expect(screen.getByText('Friends are resting')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: MSG.failedToLoadFriends })).toBeInTheDocument();
    });
  });

  describe('Back', () => {
    afterEach(() => window.history.replaceState(null, ''));

    it('goes to /dashboard when there is no history', async () => {
      await renderPage();
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    });

    it('goes back in history when there is some', async () => {
      serve(() => ok(full));
      window.history.replaceState({ idx: 1 }, '');
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      render(
        <MemoryRouter initialEntries={['/leaderboard', '/friends']} initialIndex={1}>
          <AppProviders queryClient={queryClient}>
            <Routes>
              <Route path="/friends" element={<FriendsPage />} />
              <Route path="*" element={<p>Elsewhere</p>} />
            </Routes>
            <LocationProbe />
          </AppProviders>
        </MemoryRouter>,
      );
      await settle();
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      expect(screen.getByTestId('location')).toHaveTextContent('/leaderboard');
    });
  });
});
