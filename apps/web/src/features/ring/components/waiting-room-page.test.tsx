import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG, RING_EVENT_CLASSES, RING_EVENTS, ringChannel } from '@quizring/contracts';
import type { RingSessionData } from '@quizring/contracts';
import { playSound } from '@/lib/sounds';
import { storeSession } from '@test/fixtures';
import { fail, mockApi, ok } from '@test/mock-api';
import type { ApiReply } from '@test/mock-api';
import { renderWithApp } from '@test/render';
import { fakeRealtime } from '@test/fake-realtime';
import { advance, JOINED_AT, me, participant, ringSession, sessionCalls } from '@test/ring-fixtures';
import WaitingRoomPage, { WAITING_ROOM_POLL_MS } from './waiting-room-page';

vi.mock('@/lib/realtime', async () => (await import('@test/fake-realtime')).fakeRealtimeModule);
vi.mock('@/lib/sounds', () => ({ playSound: vi.fn() }));

const CHANNEL = ringChannel(12);

let api: ReturnType<typeof mockApi>;
type Handlers = Parameters<typeof mockApi>[0];
function renderRoom(session: () => ApiReply, extra: Handlers = {}, route = '/ring/waiting/12') {
  api = mockApi({ ...sessionCalls, 'GET /api/ring-sessions/12': session, ...extra });
  return renderWithApp(<WaitingRoomPage />, { route, path: '/ring/waiting/:id' });
}

/** Serves `data` and lets the test change what the server says next. */
function serverSession(initial: RingSessionData) {
  const state = { data: initial };
  return { state, reply: () => ok(state.data) };
}

const participantsList = () => screen.getByRole('list', { name: /^Participants/ });
const rows = () => within(participantsList()).getAllByRole('listitem');

beforeEach(() => {
  localStorage.clear();
  storeSession(me);
  fakeRealtime.reset();
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.mocked(playSound).mockClear();
  vi.useRealTimers();
});

describe('Ring waiting room', () => {
  it('shows the session number, topic, host and participants with Joined or Invited', async () => {
    renderRoom(() =>
      ok(
        ringSession({}, [
          participant(7, 'Asha Rao', true),
          participant(11, 'Ravi Kumar', false),
          participant(12, 'Meera Nair', true, { avatar: 'm.png' }),
        ]),
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Ring #12' })).toBeInTheDocument();
    expect(await screen.findByText('Fractions')).toBeInTheDocument();
    expect(screen.getByText('Host: Asha Rao')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Participants (3)' })).toBeInTheDocument();
    expect(screen.getByText('2 joined')).toBeInTheDocument();
    expect(rows().map((r) => within(r).getByText(/^(Joined|Invited)$/).textContent)).toEqual([
      'Joined',
      'Invited',
      'Joined',
    ]);
    expect(within(rows()[1] as HTMLElement).getByText('RK')).toBeInTheDocument();
    // The image appears once the public config (the profile-image base path) has loaded.
    await waitFor(() =>
      expect(rows()[2]?.querySelector('img')).toHaveAttribute('src', '/media/avatars/m.png'),
    );
  });

  it('falls back to the topic number and the default host name', async () => {
    renderRoom(() => ok(ringSession({ topic_title: '', host: { id: 7, fullname: ' ', avatar: null } })));
    expect(await screen.findByText('Topic #3')).toBeInTheDocument();
    expect(screen.getByText('Host: Host')).toBeInTheDocument();
  });

  it('closes to the dashboard', async () => {
    renderRoom(() => ok(ringSession()));
    await screen.findByRole('heading', { name: /Participants/ });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('lets the host start only with 2 joined; a join event enables it; Starting… then the live quiz', async () => {
    let release: (r: ApiReply) => void = () => {};
    renderRoom(() => ok(ringSession()), {
      'POST /api/ring-sessions/12/start': () => new Promise<ApiReply>((r) => (release = r)),
    });
    const start = await screen.findByRole('button', { name: MSG.startSession });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription(MSG.ringNeedsTwo);
    expect(screen.queryByText(MSG.waitingForHost)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();

    fakeRealtime.emit(CHANNEL, RING_EVENTS.participantJoined, {
      id: 1100,
      user_id: 11,
      name: 'Ravi Kumar',
      avatar: null,
      joined_at: JOINED_AT,
      seq: 1,
    });
    expect(await screen.findByText('2 joined')).toBeInTheDocument();
    expect(playSound).toHaveBeenCalledWith('joined');
    expect(start).toBeEnabled();

    fireEvent.click(start);
    expect(await screen.findByRole('button', { name: MSG.starting })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: MSG.starting }));
    release(ok({}));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/ring/12');
    expect(api.callsTo('POST', '/api/ring-sessions/12/start')).toHaveLength(1);
  });

  it('adds a newcomer from a join event and plays the sound once even when the event comes under both names', async () => {
    renderRoom(() => ok(ringSession()));
    await screen.findByRole('heading', { name: 'Participants (2)' });
    const joined = { id: 1300, user_id: 13, name: 'John Dsouza', avatar: null, joined_at: JOINED_AT, seq: 4 };
    fakeRealtime.emit(CHANNEL, RING_EVENTS.participantJoined, joined);
    fakeRealtime.emit(CHANNEL, RING_EVENT_CLASSES[RING_EVENTS.participantJoined], joined);
    expect(await screen.findByRole('heading', { name: 'Participants (3)' })).toBeInTheDocument();
    expect(within(rows()[2] as HTMLElement).getByText('Joined')).toBeInTheDocument();
    expect(playSound).toHaveBeenCalledTimes(1);
  });

  it('reloads the whole session when a join payload is invalid', async () => {
    const server = serverSession(ringSession());
    renderRoom(server.reply);
    await screen.findByRole('heading', { name: 'Participants (2)' });
    server.state.data = ringSession({}, [
      participant(7, 'Asha Rao', true),
      participant(11, 'Ravi Kumar', true),
    ]);
    fakeRealtime.emit(CHANNEL, RING_EVENTS.participantJoined, { user_id: 'eleven' });
    expect(await screen.findByText('2 joined')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/ring-sessions/12')).toHaveLength(2);
  });

  it('shows non-hosts the waiting text and moves them to the live quiz when the session starts', async () => {
    renderRoom(() =>
      ok(
        ringSession({ host_id: 11, host: { id: 11, fullname: 'Ravi Kumar', avatar: null } }, [
          participant(11, 'Ravi Kumar', true),
          participant(7, 'Asha Rao', true),
        ]),
      ),
    );
    expect(await screen.findByText(MSG.waitingForHost)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MSG.startSession })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();

    fakeRealtime.emit(CHANNEL, RING_EVENT_CLASSES[RING_EVENTS.sessionStarted], {
      session_id: 12,
      started_at: JOINED_AT,
      seq: 3,
    });
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/ring/12');
  });

  it('offers Join to a user who is not in the list, and to an invitee who has not joined', async () => {
    const server = serverSession(
      ringSession({ host_id: 11, host: { id: 11, fullname: 'Ravi Kumar', avatar: null } }, [
        participant(11, 'Ravi Kumar', true),
      ]),
    );
    renderRoom(server.reply, {
      'POST /api/ring-sessions/12/join': () => {
        // The first join leaves the player listed but not joined (e.g. the server was slow to record it).
        const isFirst = api.callsTo('POST', '/api/ring-sessions/12/join').length === 1;
        server.state.data = ringSession({ host_id: 11 }, [
          participant(11, 'Ravi Kumar', true),
          participant(7, 'Asha Rao', !isFirst),
        ]);
        return ok({});
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Join' }));
    // Listed as invited, still not joined: Join stays.
    expect(await screen.findByRole('heading', { name: 'Participants (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('2 joined')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/ring-sessions/12/join')).toHaveLength(2);
  });

  it('toasts join and start failures, the server message first', async () => {
    renderRoom(
      () =>
        ok(
          ringSession({}, [
            participant(7, 'Asha Rao', false),
            participant(11, 'Ravi Kumar', true),
            participant(12, 'Meera', true),
          ]),
        ),
      {
        'POST /api/ring-sessions/12/join': () => ({ status: 500, body: null }),
        'POST /api/ring-sessions/12/start': () => fail(422, MSG.ringNeedsTwo),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByText(MSG.joinFailed)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: MSG.startSession }));
    expect(await screen.findAllByText(MSG.ringNeedsTwo)).not.toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/ring/waiting/12');
  });

  it('toasts a failed load and shows Retry', async () => {
    let calls = 0;
    renderRoom(() => (++calls === 1 ? { status: 500, body: null } : ok(ringSession())));
    const card = await screen.findByRole('alert');
    expect(within(card).getByRole('heading', { name: MSG.failedToLoadSession })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(MSG.failedToLoadSession)).toHaveLength(2));
    fireEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Participants (2)' })).toBeInTheDocument();
  });

  it('tells a student who may not join (not invited, not a friend of the host) why, with the way back', async () => {
    renderRoom(() => fail(403, MSG.ringNotAllowed));
    const card = await screen.findByRole('alert');
    expect(within(card).getByRole('heading', { name: MSG.ringRefusedTitle })).toBeInTheDocument();
    expect(within(card).getByText(MSG.ringOpenToFriends)).toBeInTheDocument();
    // Nothing to retry, no error toast, no polling of a ring that is not theirs.
    expect(within(card).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByText(MSG.failedToLoadSession)).not.toBeInTheDocument();
    fireEvent.click(within(card).getByRole('link', { name: MSG.backToHome }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(api.callsTo('GET', '/api/ring-sessions/12')).toHaveLength(1);
  });

  it('subscribes to presence-ring.{id} with every event name and class name, and tracks who is online', async () => {
    const server = serverSession(ringSession());
    renderRoom(server.reply);
    await screen.findByRole('heading', { name: 'Participants (2)' });
    expect(fakeRealtime.channels()).toEqual([CHANNEL]);
    const events = fakeRealtime.eventsOn(CHANNEL);
    for (const name of Object.values(RING_EVENTS)) {
      expect(events).toContain(name);
      expect(events).toContain(RING_EVENT_CLASSES[name]);
    }

    fakeRealtime.succeed(CHANNEL, [{ id: '7', info: {} }]);
    // The subscription reloads once, to catch what happened before it.
    await waitFor(() => expect(api.callsTo('GET', '/api/ring-sessions/12')).toHaveLength(2));
    expect(within(rows()[0] as HTMLElement).getByText('Host · online')).toBeInTheDocument();
    fakeRealtime.memberAdded(CHANNEL, { id: '11', info: {} });
    expect(within(rows()[1] as HTMLElement).getByText('Player · online')).toBeInTheDocument();
    fakeRealtime.memberRemoved(CHANNEL, { id: '11', info: {} });
    expect(within(rows()[1] as HTMLElement).getByText('Player')).toBeInTheDocument();
  });

  it('polls the session while realtime is unavailable, and stops once it is live', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeRealtime.setState('unavailable');
    const server = serverSession(ringSession());
    renderRoom(server.reply);
    await screen.findByRole('heading', { name: 'Participants (2)' });
    expect(screen.getByText(/Live updates are unavailable/)).toBeInTheDocument();

    server.state.data = ringSession({}, [
      participant(7, 'Asha Rao', true),
      participant(11, 'Ravi Kumar', true),
    ]);
    await advance(WAITING_ROOM_POLL_MS);
    expect(await screen.findByText('2 joined')).toBeInTheDocument();
    const polled = api.callsTo('GET', '/api/ring-sessions/12').length;
    expect(polled).toBeGreaterThanOrEqual(2);

    fakeRealtime.setState('connected');
    fakeRealtime.succeed(CHANNEL);
    await advance(0);
    const afterLive = api.callsTo('GET', '/api/ring-sessions/12').length;
    await advance(WAITING_ROOM_POLL_MS * 3);
    expect(api.callsTo('GET', '/api/ring-sessions/12')).toHaveLength(afterLive);
  });

  it('lets an unjoined player join a ring that has just started', async () => {
    renderRoom(() =>
      ok(
        ringSession({ status: 'in_progress', started_at: JOINED_AT, host_id: 11 }, [
          participant(11, 'Ravi Kumar', true),
        ]),
      ),
    );
    expect(await screen.findByText('This ring has started. Join now to play.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join' })).toBeInTheDocument();
  });

  it('says when the ring has finished and links its results', async () => {
    renderRoom(() => ok(ringSession({ status: 'finished' })));
    expect(await screen.findByText(MSG.ringAlreadyFinished)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View results' })).toHaveAttribute(
      'href',
      '/ring/leaderboard/12',
    );
  });

  it('refuses a non-numeric id', () => {
    api = mockApi(sessionCalls);
    renderWithApp(<WaitingRoomPage />, { route: '/ring/waiting/abc', path: '/ring/waiting/:id' });
    expect(screen.getByRole('heading', { name: MSG.ringNotFound })).toBeInTheDocument();
  });
});
