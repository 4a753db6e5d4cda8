import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within, waitFor } from '@testing-library/react';
import { MSG } from '@quizring/contracts';
import type { RingTopic } from '@quizring/contracts';
import { storeSession } from '@test/fixtures';
import { fail, mockApi, ok } from '@test/mock-api';
import type { ApiReply, ApiRequest } from '@test/mock-api';
import { renderWithApp } from '@test/render';
import { advance, friend, me, ringSession, sessionCalls, topic } from '@test/ring-fixtures';
import RingLobbyPage from './ring-lobby-page';

const friends = [friend(11, 'Ravi', 'Kumar'), friend(12, 'Meera', 'Nair'), friend(13, 'John', 'Dsouza')];
const topics = [
  topic(1, 'Adding fractions', 'Mathematics', 12, [2, 'Fractions']),
  topic(2, 'Like fractions', 'Mathematics', 12, [2, 'Fractions']),
  topic(3, 'Plants', 'Science', 12, [1, 'Nutrition in Plants']),
];

let api: ReturnType<typeof mockApi>;
function renderLobby(
  create: (req: ApiRequest) => ApiReply = () => ok(ringSession({ id: 55 })),
  topicList: RingTopic[] = topics,
) {
  api = mockApi({
    ...sessionCalls,
    'GET /api/friends/summary': () =>
      ok({ friends, requests_sent: [], requests_received: [], suggestions: [] }),
    'GET /api/ring-sessions/topics': () => ok({ topics: topicList }),
    'POST /api/ring-sessions': (req) => {
      const reply = create(req);
      // A created session carries its remark; the handler gives only data.
      return reply.status === undefined && (reply.body as { data?: { session?: unknown } }).data?.session
        ? { body: { ...(reply.body as object), remark: 'ring_session_created' } }
        : reply;
    },
  });
  return renderWithApp(<RingLobbyPage />, { route: '/ring/new', path: '/ring/new' });
}

const friendButton = (name: string) => screen.getByRole('button', { name });
const invitesStrip = () => screen.getByRole('region', { name: /^Invites/ });

async function chooseTopic(title: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Choose Topic' }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose Topic' });
  fireEvent.click(await within(dialog).findByRole('button', { name: title }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
}

async function readyToCreate() {
  fireEvent.click(await screen.findByRole('button', { name: 'Ravi Kumar' }));
  await chooseTopic('Plants');
}

beforeEach(() => {
  localStorage.clear();
  storeSession(me);
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.useRealTimers();
});

describe('Ring lobby', () => {
  it('lists the friends and filters them locally, ignoring case', async () => {
    renderLobby();
    expect(screen.getByRole('heading', { level: 1, name: 'Create a Ring' })).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Friends' });
    expect(
      within(grid)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Ravi Kumar', 'Meera Nair', 'John Dsouza']);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search friends' }), {
      target: { value: 'mEEr' },
    });
    expect(within(grid).getAllByRole('button')).toHaveLength(1);
    expect(friendButton('Meera Nair')).toBeInTheDocument();
    // The username matches too.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search friends' }), {
      target: { value: 'john13' },
    });
    expect(friendButton('John Dsouza')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search friends' }), { target: { value: 'zzz' } });
    expect(screen.getByText('No friends match your search.')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/friends/summary')).toHaveLength(1);
  });

  it('selects friends as invites, shown in the Invites strip, and removes them again', async () => {
    renderLobby();
    fireEvent.click(await screen.findByRole('button', { name: 'Ravi Kumar' }));
    fireEvent.click(friendButton('John Dsouza'));

    expect(friendButton('Ravi Kumar')).toHaveAttribute('aria-pressed', 'true');
    expect(friendButton('Meera Nair')).toHaveAttribute('aria-pressed', 'false');
    expect(within(invitesStrip()).getByRole('heading', { name: 'Invites (2)' })).toBeInTheDocument();
    const chips = within(invitesStrip()).getAllByRole('listitem');
    expect(chips.map((c) => c.textContent)).toEqual(['RKRavi Kumar', 'JDJohn Dsouza']);

    fireEvent.click(within(invitesStrip()).getByRole('button', { name: 'Remove Ravi Kumar' }));
    expect(within(invitesStrip()).getByRole('heading', { name: 'Invites (1)' })).toBeInTheDocument();
    expect(friendButton('Ravi Kumar')).toHaveAttribute('aria-pressed', 'false');
    // A second click on a selected friend takes them out too.
    fireEvent.click(friendButton('John Dsouza'));
    expect(within(invitesStrip()).getByRole('heading', { name: 'Invites (0)' })).toBeInTheDocument();
  });

  it('chooses a topic in the modal: subject chips, case-insensitive search, prefix first, empty text, Done', async () => {
    renderLobby();
    fireEvent.click(screen.getByRole('button', { name: 'Choose Topic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose Topic' });
    const topicNames = () =>
      within(within(dialog).getByRole('group', { name: 'Topics' }))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label'));
    await within(dialog).findByRole('button', { name: 'Plants' });
    expect(topicNames()).toEqual(['Adding fractions', 'Like fractions', 'Plants']);

    const chips = within(dialog).getByRole('group', { name: 'Subjects' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All subjects', 'Mathematics', 'Science']);
    fireEvent.click(within(chips).getByRole('button', { name: 'Science' }));
    expect(within(chips).getByRole('button', { name: 'Science' })).toHaveAttribute('aria-pressed', 'true');
    expect(topicNames()).toEqual(['Plants']);
    fireEvent.click(within(chips).getByRole('button', { name: 'All subjects' }));

    const search = within(dialog).getByRole('searchbox', { name: 'Search topics' });
    fireEvent.change(search, { target: { value: 'LIKE' } });
    expect(topicNames()).toEqual(['Like fractions']);
    fireEvent.change(search, { target: { value: 'fr' } });
    expect(topicNames()).toEqual(['Adding fractions', 'Like fractions']);
    fireEvent.change(search, { target: { value: 'a' } });
    // 'Adding fractions' starts with the text; the others only contain it.
    expect(topicNames()).toEqual(['Adding fractions', 'Like fractions', 'Plants']);
    fireEvent.change(search, { target: { value: 'volcano' } });
    expect(within(dialog).getByText(MSG.noTopicsFound)).toBeInTheDocument();

    fireEvent.change(search, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Like fractions' }));
    expect(within(dialog).getByRole('button', { name: 'Like fractions' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Topic' })).toHaveTextContent('Like fractions');
  });

  it('groups 60 topics by subject and chapter, and finds a chapter’s topics by its title', async () => {
    const many = Array.from({ length: 60 }, (_, i) => {
      const subject = i < 32 ? 'Mathematics' : i < 52 ? 'Science' : 'English';
      const chapter = i < 32 ? Math.floor(i / 2) + 1 : i < 52 ? Math.floor((i - 32) / 2) + 1 : i - 51;
      return topic(i + 1, `${subject} topic ${i + 1}`, subject, 12, [
        chapter,
        `${subject} chapter ${chapter}`,
      ]);
    });
    renderLobby(undefined, many);
    fireEvent.click(screen.getByRole('button', { name: 'Choose Topic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose Topic' });
    await within(dialog).findByRole('button', { name: 'Mathematics topic 1' });
    const headings = within(dialog).getAllByRole('heading', { level: 3 });
    expect(headings).toHaveLength(16 + 10 + 8);
    expect(headings[0]).toHaveTextContent('Mathematics · Chapter 1: Mathematics chapter 1');
    expect(
      within(within(dialog).getByRole('region', { name: 'Science · Chapter 3: Science chapter 3' }))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Science topic 37', 'Science topic 38']);

    const search = within(dialog).getByRole('searchbox', { name: 'Search topics' });
    fireEvent.change(search, { target: { value: 'science chapter 10' } });
    const found = within(within(dialog).getByRole('list', { name: 'Matching topics' })).getAllByRole(
      'button',
    );
    expect(found.map((b) => b.getAttribute('aria-label'))).toEqual(['Science topic 51', 'Science topic 52']);
    expect(within(found[0]!).getByText('Science · Science chapter 10 · 12 questions')).toBeInTheDocument();
  });

  it('needs a topic and at least one invite before creating', async () => {
    renderLobby();
    await screen.findByRole('list', { name: 'Friends' });
    fireEvent.click(screen.getByRole('button', { name: 'Create Session' }));
    expect(await screen.findByText(MSG.ringTopicRequired)).toBeInTheDocument();
    await chooseTopic('Plants');
    fireEvent.click(screen.getByRole('button', { name: 'Create Session' }));
    expect(await screen.findByText(MSG.ringInviteRequired)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/ring-sessions')).toHaveLength(0);
  });

  it('creates the session and opens its waiting room', async () => {
    renderLobby();
    await readyToCreate();
    fireEvent.click(friendButton('Meera Nair'));
    fireEvent.click(screen.getByRole('button', { name: 'Create Session' }));

    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/ring/waiting/55');
    expect(api.callsTo('POST', '/api/ring-sessions')[0]?.body).toEqual({
      topic_id: 3,
      invited_user_ids: [11, 12],
    });
  });

  it('opens the cooldown dialog on HTTP 429 with a mm:ss countdown and the waiting room link', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderLobby(() => ({
      status: 429,
      body: {
        status: 'error',
        remark: 'ring_cooldown_active',
        message: { error: ['You created a ring a moment ago.'] },
        data: {
          existing_session_id: 9,
          existing_session_status: 'pending',
          created_at: '2026-01-05T10:00:00.000Z',
          started_at: null,
          next_allowed_at: '2026-01-05T10:03:00.000Z',
          seconds_until_next_allowed: 125,
        },
      },
    }));
    await readyToCreate();
    fireEvent.click(screen.getByRole('button', { name: 'Create Session' }));

    const dialog = await screen.findByRole('dialog', { name: MSG.pleaseWaitABit });
    expect(dialog).toHaveAccessibleDescription('You created a ring a moment ago.');
    const timer = within(dialog).getByRole('timer');
    expect(timer).toHaveTextContent('02:05');
    await advance(1000);
    expect(timer).toHaveTextContent('02:04');
    await advance(64_000);
    expect(timer).toHaveTextContent('01:00');
    expect(within(dialog).getByText('Status').nextElementSibling).toHaveTextContent('Waiting');
    expect(within(dialog).getByRole('link', { name: MSG.openWaitingRoom })).toHaveAttribute(
      'href',
      '/ring/waiting/9',
    );

    await advance(60_000);
    expect(within(dialog).getByText('You can create a new ring now.')).toBeInTheDocument();
  });

  it('opens the cooldown dialog from a normal response too, with the default text and the live ring link', async () => {
    renderLobby(() => ({
      body: {
        status: 'success',
        remark: 'ring_cooldown_active',
        message: '',
        data: {
          existing_session_id: 9,
          existing_session_status: 'in_progress',
          created_at: '2026-01-05T10:00:00.000Z',
          started_at: '2026-01-05T10:01:00.000Z',
          next_allowed_at: '2026-01-05T10:03:00.000Z',
          seconds_until_next_allowed: 59,
        },
      },
    }));
    await readyToCreate();
    fireEvent.click(screen.getByRole('button', { name: 'Create Session' }));

    const dialog = await screen.findByRole('dialog', { name: MSG.pleaseWaitABit });
    expect(dialog).toHaveAccessibleDescription(MSG.ringCooldownDefault);
    expect(within(dialog).getByRole('timer')).toHaveTextContent('00:59');
    expect(within(dialog).getByText('Status').nextElementSibling).toHaveTextContent('In progress');
    fireEvent.click(within(dialog).getByRole('link', { name: MSG.openCurrentRing }));
    expect(screen.getByTestId('location')).toHaveTextContent('/ring/9');
  });

  it.each([
    [
      'the server message',
      () => fail(422, 'You can only invite your friends.'),
      'You can only invite your friends.',
    ],
    ['the fallback', () => ({ status: 500, body: null }), MSG.failedToCreateRing],
    ['Could not create ring for a success without a session', () => ok({}), MSG.couldNotCreateRing],
  ])('toasts %s when creating fails', async (_name, reply, text) => {
    renderLobby(reply);
    await readyToCreate();
    fireEvent.click(screen.getByRole('button', { name: 'Create Session' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/ring/new');
  });

  it('toasts and shows a Retry card when the friends cannot be loaded, and toasts a topics failure', async () => {
    api = mockApi({
      ...sessionCalls,
      'GET /api/friends/summary': () => ({ status: 500, body: null }),
      'GET /api/ring-sessions/topics': () => fail(500, 'Topics are resting'),
    });
    renderWithApp(<RingLobbyPage />, { route: '/ring/new', path: '/ring/new' });

    const card = await screen.findByRole('alert');
    expect(within(card).getByRole('heading', { name: MSG.failedToLoadFriends })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(MSG.failedToLoadFriends)).toHaveLength(2));
    expect(await screen.findByText('Topics are resting')).toBeInTheDocument();
  });

  it('points to the friends page when there is nobody to invite', async () => {
    api = mockApi({
      ...sessionCalls,
      'GET /api/friends/summary': () =>
        ok({ friends: [], requests_sent: [], requests_received: [], suggestions: [] }),
      'GET /api/ring-sessions/topics': () => ok({ topics }),
    });
    renderWithApp(<RingLobbyPage />, { route: '/ring/new', path: '/ring/new' });
    expect(await screen.findByText(MSG.noFriendsYet)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find friends to invite' })).toHaveAttribute('href', '/friends');
  });
});
