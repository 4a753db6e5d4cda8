import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { MSG, STUDENT_EVENTS, studentChannel } from '@quizring/contracts';
import { playSound } from '@/lib/sounds';
import { dispatchRingInvite } from '@/lib/ring-invite-event';
import { storeSession } from '@test/fixtures';
import { fail, mockApi, ok } from '@test/mock-api';
import type { ApiReply } from '@test/mock-api';
import { renderInApp } from '@test/render';
import { fakeRealtime, fakeRealtimeModule } from '@test/fake-realtime';
import { me, sessionCalls, statusReply } from '@test/ring-fixtures';
import { RingGlobal } from './ring-global';

vi.mock('@/lib/realtime', async () => (await import('@test/fake-realtime')).fakeRealtimeModule);
vi.mock('@/lib/sounds', () => ({ playSound: vi.fn() }));

const CHANNEL = studentChannel(7);
const secondsAgo = (s: number) => new Date(Date.now() - s * 1000).toISOString();

let api: ReturnType<typeof mockApi>;
async function renderGlobal(
  status: () => ApiReply = () => statusReply('pending'),
  join: () => ApiReply = () => ok({}),
) {
  const view = renderUnconnected(status, join);
  // The channel is joined once the page has been painted.
  await waitFor(() => expect(fakeRealtime.channels()).toEqual([CHANNEL]));
  return view;
}

function renderUnconnected(status: () => ApiReply, join: () => ApiReply) {
  api = mockApi({
    ...sessionCalls,
    'GET /api/ring-sessions/12/status': status,
    'POST /api/ring-sessions/12/join': join,
  });
  return renderInApp(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <RingGlobal />
            <p>Page</p>
          </>
        }
      />
    </Routes>,
    '/dashboard',
  );
}

const popup = () => screen.getByRole('dialog', { name: MSG.ringInvitation });
function invite(detail = { sessionId: 12, hostName: 'Ravi Kumar', message: 'Fractions rematch?' }) {
  fakeRealtime.emit(CHANNEL, STUDENT_EVENTS.ringInvite, detail);
}
async function viewDetails() {
  fireEvent.click(within(popup()).getByRole('button', { name: MSG.viewRingDetails }));
}

beforeEach(() => {
  localStorage.clear();
  storeSession(me);
  fakeRealtime.reset();
});
afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.mocked(playSound).mockClear();
});

describe('Ring invitation popup and student channel', () => {
  it("subscribes to the student's private channel and shows an invitation arriving there", async () => {
    await renderGlobal();
    expect(fakeRealtime.channels()).toEqual([CHANNEL]);
    expect(fakeRealtime.eventsOn(CHANNEL)).toEqual(
      expect.arrayContaining([
        STUDENT_EVENTS.ringInvite,
        STUDENT_EVENTS.friendRequest,
        STUDENT_EVENTS.friendsChanged,
      ]),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    invite();
    expect(within(popup()).getByRole('heading', { name: MSG.ringInvitation })).toBeInTheDocument();
    expect(popup()).toHaveTextContent(MSG.invitedYou('Ravi Kumar'));
    expect(popup()).toHaveTextContent('Fractions rematch?');
    expect(popup()).toHaveTextContent('Session #12');
    expect(playSound).toHaveBeenCalledWith('invite');
  });

  it('shows a push invitation with the default host and no repeated message; Dismiss closes it', async () => {
    await renderGlobal();
    act(() => dispatchRingInvite({ sessionId: '12', hostName: '', message: 'invited you to join a Ring.' }));
    expect(popup()).toHaveTextContent(MSG.invitedYou('Friend'));
    expect(popup().textContent?.match(/invited you to join a Ring\./g)).toHaveLength(2); // visible + announced
    fireEvent.click(within(popup()).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('raises friends-changed for friend requests and friend changes', async () => {
    await renderGlobal();
    const heard: unknown[] = [];
    const listener = (e: Event) => heard.push((e as CustomEvent).detail);
    window.addEventListener('friends-changed', listener);
    fakeRealtime.emit(CHANNEL, STUDENT_EVENTS.friendRequest, { from: 11 });
    fakeRealtime.emit(CHANNEL, STUDENT_EVENTS.friendsChanged, {});
    window.removeEventListener('friends-changed', listener);
    expect(heard).toEqual([
      { event: STUDENT_EVENTS.friendRequest, data: { from: 11 } },
      { event: STUDENT_EVENTS.friendsChanged, data: {} },
    ]);
  });

  it('joins a waiting ring and opens its waiting room', async () => {
    await renderGlobal(() => statusReply('pending', null));
    invite();
    await viewDetails();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ring/waiting/12'));
    expect(api.callsTo('POST', '/api/ring-sessions/12/join')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('joins a ring that started no more than 60 s ago and opens the live quiz', async () => {
    await renderGlobal(() => statusReply('in_progress', secondsAgo(45)));
    invite();
    await viewDetails();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ring/12'));
    expect(api.callsTo('POST', '/api/ring-sessions/12/join')).toHaveLength(1);
  });

  it('refuses a ring that started more than 60 s ago', async () => {
    await renderGlobal(() => statusReply('in_progress', secondsAgo(75)));
    invite();
    await viewDetails();
    expect(await screen.findByText(MSG.ringStartedAWhileAgo)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/ring-sessions/12/join')).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it.each([
    ['finished', MSG.ringAlreadyFinished],
    ['ended', MSG.ringAlreadyFinished],
    ['unknown', MSG.unableToDetermineStatus],
  ])('tells a %s ring apart', async (status, text) => {
    await renderGlobal(() => statusReply(status));
    invite();
    await viewDetails();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/ring-sessions/12/join')).toHaveLength(0);
  });

  it('toasts a failure to check the ring or to join it', async () => {
    await renderGlobal(
      () => ({ status: 500, body: null }),
      () => fail(409, MSG.ringNotWaiting),
    );
    invite();
    await viewDetails();
    expect(await screen.findByText(MSG.failedToOpenRingDetails)).toBeInTheDocument();
    expect(popup()).toBeInTheDocument();
  });

  it('shows ring toasts on a green background for 4 s', async () => {
    await renderGlobal(() => statusReply('finished'));
    invite();
    await viewDetails();
    const text = await screen.findByText(MSG.ringAlreadyFinished);
    expect(text.closest('[style*="background"]')).toHaveStyle({ background: '#15803d' });
  });

  it('connects only after the first paint, which does not need the connection', async () => {
    renderUnconnected(
      () => statusReply('pending'),
      () => ok({}),
    );
    expect(fakeRealtime.channels()).toEqual([]);
    await waitFor(() => expect(fakeRealtime.channels()).toEqual([CHANNEL]));
  });

  it('closes the realtime connection when it goes away', async () => {
    const { unmount } = await renderGlobal();
    unmount();
    expect(fakeRealtimeModule.disconnectRealtime).toHaveBeenCalled();
    expect(fakeRealtime.channels()).toEqual([]);
  });
});
