import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { FRIEND_SEARCH_DEBOUNCE_MS, MSG } from '@quizring/contracts';
import type { UserSummary } from '@quizring/contracts';
import { makeConfig, makeUser, storeSession } from '@test/fixtures';
import { fail, mockApi, ok } from '@test/mock-api';
import type { ApiReply, ApiRequest } from '@test/mock-api';
import { renderWithApp } from '@test/render';
import { actionReply, advance, deferred, makePerson, makeSummary, settle } from '@test/friends-fixtures';
import FriendsPage from './friends-page';

const user = makeUser({ id: 7 });
const kabir = makePerson(15, 'Kabir Singh', 'friend');
const john = makePerson(13, 'John Dsouza', 'request_sent');
const ravi = makePerson(11, 'Ravi Kumar', 'request_received');
const priya = makePerson(14, 'Priya Shah', 'none', { avatar: 'a5.png' });
const everyone = [kabir, john, ravi, priya];

type Handler = (req: ApiRequest) => ApiReply | Promise<ApiReply>;
let api: ReturnType<typeof mockApi>;

async function renderPage(
  search: Handler = () => ok({ results: everyone }),
  handlers: Record<string, Handler> = {},
) {
  api = mockApi({
    'GET /api/config': () => ok(makeConfig()),
    'GET /api/user-info': () => ok({ user }),
    'GET /api/friends/summary': () => ok(makeSummary({ requests_received: [ravi], friends: [kabir] })),
    'GET /api/friends/search': search,
    ...handlers,
  });
  renderWithApp(<FriendsPage />, { route: '/friends', path: '/friends' });
  await settle();
}

const box = () => screen.getByRole('combobox', { name: 'Search students by name or username' });
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const press = (key: string) => fireEvent.keyDown(box(), { key });
const dropdown = () => screen.getByTestId('friend-search-dropdown');
const searches = () => api.callsTo('GET', '/api/friends/search').map((c) => c.query.get('q'));
const option = (name: string) => within(dropdown()).getByRole('option', { name: new RegExp(name) });

async function searchFor(text: string) {
  type(text);
  press('Enter');
  await settle();
}

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

describe('friend search', () => {
  it(`searches ${FRIEND_SEARCH_DEBOUNCE_MS} ms after typing stops, with the trimmed text`, async () => {
    await renderPage();
    type('ra');
    await advance(FRIEND_SEARCH_DEBOUNCE_MS - 100);
    type('  rav');
    await advance(FRIEND_SEARCH_DEBOUNCE_MS - 1);
    expect(searches()).toEqual([]);
    expect(box()).toHaveAttribute('aria-expanded', 'false');

    await advance(1);
    expect(searches()).toEqual(['rav']);
    await settle();
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(dropdown()).toBeVisible();
    expect(within(dropdown()).getAllByRole('option')).toHaveLength(4);
  });

  it('never searches for fewer than 3 characters after trimming, and shorter text clears the results', async () => {
    await renderPage();
    type('  ab  ');
    await advance(1000);
    press('Enter');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await settle();
    expect(searches()).toEqual([]);
    expect(dropdown()).not.toBeVisible();
    expect(screen.getByText('Type at least 3 characters to search.')).toBeVisible();

    await searchFor('abc');
    expect(searches()).toEqual(['abc']);
    expect(within(dropdown()).getAllByRole('option')).toHaveLength(4);

    type('ab');
    expect(dropdown()).not.toBeVisible();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await advance(1000);
    expect(searches()).toEqual(['abc']);
  });

  it('searches at once on Enter and on the search button, and not again when the pause ends', async () => {
    await renderPage();
    type('kab');
    press('Enter');
    await advance(0);
    expect(searches()).toEqual(['kab']);
    await advance(FRIEND_SEARCH_DEBOUNCE_MS * 2);
    expect(searches()).toEqual(['kab']);

    type('john');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await advance(0);
    expect(searches()).toEqual(['kab', 'john']);

    // Asked again for the same text, it searches afresh.
    press('Enter');
    await settle();
    expect(searches()).toEqual(['kab', 'john', 'john']);
  });

  it("shows 'Searching…', then 'Results for ...' with each result's relationship", async () => {
    const reply = deferred(ok({ results: everyone }));
    await renderPage(reply.handler);
    type('singh');
    await advance(FRIEND_SEARCH_DEBOUNCE_MS);
    expect(within(dropdown()).getByRole('status')).toHaveTextContent(MSG.searching);

    reply.release();
    await settle();
    expect(within(dropdown()).getByRole('status')).toHaveTextContent(MSG.resultsFor('singh'));
    const listbox = within(dropdown()).getByRole('listbox', { name: MSG.resultsFor('singh') });
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'KSKabir Singh@kabirFriends',
      'JDJohn Dsouza@johnPending',
      'RKRavi Kumar@raviRequest received',
      'Priya Shah@priyaAdd',
    ]);
    expect(options[3]?.querySelector('img')).toHaveAttribute('src', '/media/avatars/a5.png');
  });

  it("shows 'No users found.' for no results, and for a failed search without any error", async () => {
    await renderPage(() => ok({ results: [] }));
    await searchFor('zzz');
    expect(within(dropdown()).getByRole('status')).toHaveTextContent(MSG.noUsersFound);
    expect(within(dropdown()).queryByRole('option')).not.toBeInTheDocument();

    api = mockApi({ 'GET /api/friends/search': () => fail(500, 'Search is down') });
    await searchFor('yyy');
    expect(within(dropdown()).getByRole('status')).toHaveTextContent(MSG.noUsersFound);
    expect(screen.queryByText('Search is down')).not.toBeInTheDocument();
    expect(screen.queryByText(MSG.failedToSearchFriends)).not.toBeInTheDocument();
  });

  describe('choosing a result', () => {
    it("friend: 'Already friends'", async () => {
      await renderPage();
      await searchFor('kab');
      fireEvent.click(option('Kabir Singh'));
      await settle();
      expect(screen.getByText(MSG.alreadyFriends)).toBeInTheDocument();
      expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    });

    it("request_sent: 'Request pending'", async () => {
      await renderPage();
      await searchFor('joh');
      fireEvent.click(option('John Dsouza'));
      await settle();
      expect(screen.getByText(MSG.requestPending)).toBeInTheDocument();
      expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    });

    it("request_received: 'Open the Friend Requests section to accept'", async () => {
      await renderPage();
      await searchFor('rav');
      fireEvent.click(option('Ravi Kumar'));
      await settle();
      expect(screen.getByText(MSG.openFriendRequests)).toBeInTheDocument();
      expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    });

    it("none: sends a request, shows 'Friend request sent', then Pending, and reloads the summary", async () => {
      const afterSend = [kabir, john, ravi, { ...priya, relationship_status: 'request_sent' } as UserSummary];
      let sent = false;
      await renderPage(() => ok({ results: sent ? afterSend : everyone }), {
        'POST /api/friends/send': (req) => {
          sent = true;
          return actionReply(req, 'request_sent');
        },
      });
      await searchFor('pri');
      const summaryLoads = api.callsTo('GET', '/api/friends/summary').length;
      fireEvent.click(option('Priya Shah'));
      await settle();

      expect(api.callsTo('POST', '/api/friends/send').map((c) => c.body)).toEqual([{ addressee_id: 14 }]);
      expect(screen.getByText(MSG.friendRequestSent)).toBeInTheDocument();
      expect(option('Priya Shah')).toHaveTextContent('Pending');
      expect(api.callsTo('GET', '/api/friends/summary')).toHaveLength(summaryLoads + 1);
      expect(dropdown()).toBeVisible();
    });

    it("none, failing: 'Failed to send request'", async () => {
      await renderPage(undefined, { 'POST /api/friends/send': () => ({ status: 500, body: null }) });
      await searchFor('pri');
      fireEvent.click(option('Priya Shah'));
      await settle();
      expect(screen.getByText(MSG.failedToSendRequest)).toBeInTheDocument();
      expect(option('Priya Shah')).toHaveTextContent('Add');
    });
  });

  describe('keyboard and dropdown', () => {
    it('moves through the results with the arrows and picks one with Enter', async () => {
      await renderPage();
      box().focus();
      await searchFor('abc');
      expect(box()).not.toHaveAttribute('aria-activedescendant');

      press('ArrowDown');
      press('ArrowDown');
      const active = () => document.getElementById(box().getAttribute('aria-activedescendant') ?? '');
      expect(active()).toHaveTextContent('John Dsouza');
      expect(active()).toHaveAttribute('aria-selected', 'true');
      press('ArrowUp');
      press('ArrowUp');
      expect(active()).toHaveTextContent('Priya Shah');

      press('ArrowUp');
      press('Enter');
      await settle();
      expect(screen.getByText(MSG.openFriendRequests)).toBeInTheDocument();
      expect(box()).toHaveFocus();
    });

    it('closes on Escape and on Close, keeping the text; ArrowDown opens the results again', async () => {
      await renderPage();
      box().focus();
      await searchFor('abc');

      press('Escape');
      expect(dropdown()).not.toBeVisible();
      expect(box()).toHaveAttribute('aria-expanded', 'false');
      expect(box()).toHaveValue('abc');

      press('ArrowDown');
      expect(dropdown()).toBeVisible();
      fireEvent.click(within(dropdown()).getByRole('button', { name: 'Close' }));
      expect(dropdown()).not.toBeVisible();
      expect(box()).toHaveFocus();
      expect(searches()).toEqual(['abc']);
    });

    it('Escape from a button inside the dropdown closes it and returns to the box', async () => {
      await renderPage();
      await searchFor('abc');
      const close = within(dropdown()).getByRole('button', { name: 'Close' });
      close.focus();
      fireEvent.keyDown(close, { key: 'Escape' });
      expect(dropdown()).not.toBeVisible();
      expect(box()).toHaveFocus();
    });

    it('Clear empties the box and the results', async () => {
      await renderPage();
      await searchFor('abc');
      fireEvent.click(within(dropdown()).getByRole('button', { name: 'Clear' }));
      expect(box()).toHaveValue('');
      expect(box()).toHaveFocus();
      expect(dropdown()).not.toBeVisible();
      press('ArrowDown');
      expect(dropdown()).not.toBeVisible();
    });

    it('closes when the page is pressed outside the search', async () => {
      await renderPage();
      await searchFor('abc');
      fireEvent.pointerDown(within(dropdown()).getByRole('option', { name: /Kabir/ }));
      expect(dropdown()).toBeVisible();
      fireEvent.pointerDown(screen.getByRole('heading', { level: 1 }));
      expect(dropdown()).not.toBeVisible();
    });
  });
});
