// The authorization matrix: every route the app serves × anonymous, a student without membership, a
// member, and another student. Each route declares its rule, and the matrix must name exactly the routes the app
// registers: a new endpoint without an entry here fails the first test.
//
// Rules:
// - public: no token needed (sign-up, sign-in, the public config, the docs, the profile-image path, the sandbox
//   checkout script);
// - dev: public, and only outside production (the console SMS outbox);
// - signed: server-to-server calls proven by a shared secret (payment webhook, Pusher's HTTP API), never by a
//   student's token;
// - signed-in: any signed-in student, member or not (profile, membership purchase, push, channel auth, account);
// - member: a signed-in student with an active membership (every app page's data).
//
// For every route: anonymous gets 401 on guarded calls; the student without membership gets the membership refusal
// (403 'An active membership is required.') on member calls; the member's own call succeeds; another student's
// attempt on the first student's things (ids of rings, friend requests, orders, payments, channels) is refused,
// and everything the first student can see of their own data is unchanged afterwards. No answer to anyone but the
// first student ever carries their email, mobile, referral code, token, password or order ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { MSG } from '@quizring/contracts';
import { hmacSha256 } from '../../src/lib/crypto.ts';
import { loadFixturePack } from '../support/content.ts';
import { createTestApp, DATABASES, signupPayload } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';
import {
  arrange,
  befriend,
  dataOf,
  friendRequest,
  newRing,
  ok200,
  ownerSnapshot,
  paidCheckout,
  pushSubscription,
  ringQuestion,
  uploadAvatar,
} from './owner-world.ts';
import type { Ctx, World } from './owner-world.ts';
import { errorsOf, send, student } from './support.ts';
import type { Sent, Student } from './support.ts';

type Rule = 'public' | 'dev' | 'signed' | 'signed-in' | 'member';

type Caller = Student | null;
/** A member caller, for whom a call may first arrange things; the others are refused before they would matter. */
const isMember = (as: Caller): as is Student & { kind: 'member' } => as?.kind === 'member';

type Entry = {
  route: string;
  rule: Rule;
  /** The caller's call about their own things (anonymous: the owner's, with no token). */
  call: (x: Ctx, as: Caller) => Promise<Sent>;
  /** The status of an allowed call (public, or the member's own), or of every refusal of a signed route. */
  ok?: number;
  /** The call consumes its caller (sign-out of the only token, deletion, a membership bought): a fresh one each. */
  fresh?: boolean;
  /** Another student's attempts on the owner's things, each refused with `status` and `message`. */
  foreign?: { attempts: (x: Ctx, other: Student) => Promise<Sent[]>; status: number; message: string };
  /** Checks that a caller's own call concerned only the caller. */
  mine?: (x: Ctx, res: Sent, as: Student) => Promise<void>;
};

const bearerGet = (url: string) => (x: Ctx, as: Caller) =>
  send(x.t.app, { method: 'GET', url, token: as?.token });
const bearerPost =
  (url: string | ((x: Ctx, as: Caller) => string), body?: (x: Ctx, as: Caller) => unknown) =>
  (x: Ctx, as: Caller) =>
    send(x.t.app, {
      method: 'POST',
      url: typeof url === 'string' ? url : url(x, as),
      token: as?.token,
      body: body ? body(x, as) : undefined,
    });

// ---- The matrix ----

/** The first question of the caller's own Move page (an answer counts only for a question served to its student). */
async function servedQuestion(x: Ctx, as: Caller): Promise<{ id: number; options: { id: number }[] }> {
  if (!as) return x.w.question;
  const page = await send(x.t.app, { method: 'GET', url: '/api/swipe-question-list', token: as.token });
  if (page.status !== 200) return x.w.question;
  return (
    dataOf<{ questions: { id: number; options: { id: number }[] }[] }>(page).questions[0] ?? x.w.question
  );
}

const attemptBody = (x: Ctx, as: Caller, q: { id: number; options: { id: number }[] }) => ({
  question_id: [q.id],
  response_time: 2500,
  hint_seen: false,
  [`option_${q.id}`]: q.options[0]!.id,
  mode: 'move',
  // Another student reusing the owner's retry id records an attempt of their own, never touches the owner's.
  client_attempt_id: as === x.w.other ? x.w.ownerAttemptId : `attempt-${randomBytes(6).toString('hex')}`,
});

/** The student's attempts that counted (a repeat of a question the same day is recorded, not counted). */
const countAttempts = async (x: Ctx, userId: number) =>
  Number(
    (
      await x.t.app.ctx.db
        .selectFrom('attempts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('credited', '=', 1)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A new friend of the caller's, to play a new ring with (a host has one open ring at a time). */
async function newFriend(x: Ctx, of: Student): Promise<Student> {
  const buddy = await student(x.t.app, 'member');
  await befriend(x.t, of, buddy);
  return buddy;
}
/** The caller's own running ring (anonymous and the student without membership are refused before it matters). */
const ringUrl = (x: Ctx, as: Caller, suffix: string) =>
  `/api/ring-sessions/${as === x.w.other ? x.w.otherRing : x.w.ring}${suffix}`;
const refusedRing = (suffix: string, method: 'GET' | 'POST', body?: (x: Ctx) => unknown) => ({
  status: 403,
  message: MSG.ringNotAllowed,
  attempts: async (x: Ctx, other: Student) => [
    await send(x.t.app, {
      method,
      url: `/api/ring-sessions/${x.w.ring}${suffix}`,
      token: other.token,
      body: body?.(x),
    }),
    await send(x.t.app, {
      method,
      url: `/api/ring-sessions/${x.w.pendingRing}${suffix}`,
      token: other.token,
      body: body?.(x),
    }),
  ],
});

/** A fresh pending friend request to `to` (or from `from`): the answer call of an allowed caller consumes one. */
async function requestTo(x: Ctx, to: Student): Promise<Student> {
  const from = await student(x.t.app, 'member');
  await friendRequest(x.t, from, to);
  return from;
}

const appId = (x: Ctx) => x.t.app.ctx.config.realtime.appId;
const DOCS = '/api/docs';

const MATRIX: Entry[] = [
  // ---- system ----
  { route: 'GET /api/config', rule: 'public', call: bearerGet('/api/config') },
  { route: 'GET /api/health', rule: 'public', call: bearerGet('/api/health') },
  { route: 'GET /api/dev/sms-outbox', rule: 'dev', call: bearerGet('/api/dev/sms-outbox') },
  { route: `GET ${DOCS}`, rule: 'public', call: bearerGet(DOCS) },
  { route: `GET ${DOCS}/json`, rule: 'public', call: bearerGet(`${DOCS}/json`) },
  { route: `GET ${DOCS}/yaml`, rule: 'public', call: bearerGet(`${DOCS}/yaml`) },
  {
    route: `GET ${DOCS}/static/index.html`,
    rule: 'public',
    ok: 302,
    call: bearerGet(`${DOCS}/static/index.html`),
  },
  {
    route: `GET ${DOCS}/static/swagger-initializer.js`,
    rule: 'public',
    call: bearerGet(`${DOCS}/static/swagger-initializer.js`),
  },
  { route: `GET ${DOCS}/static/*`, rule: 'public', call: bearerGet(`${DOCS}/static/swagger-ui.css`) },
  { route: 'GET /checkout/sandbox.js', rule: 'public', call: bearerGet('/checkout/sandbox.js') },
  {
    // The profile-image base path: <img> tags cannot send a bearer token, and avatars are shown next to names on
    // every social page. Uploaded names carry 64 random bits, so they cannot be listed or guessed.
    route: 'GET /media/avatars/:file',
    rule: 'public',
    call: async (x, as) => {
      const row = await x.t.app.ctx.db
        .selectFrom('users')
        .select('avatar')
        .where('id', '=', x.w.owner.user.id)
        .executeTakeFirstOrThrow();
      return send(x.t.app, { method: 'GET', url: `/media/avatars/${row.avatar}`, token: as?.token });
    },
  },

  // ---- accounts ----
  {
    route: 'POST /api/register',
    rule: 'public',
    call: (x, as) =>
      send(x.t.app, { method: 'POST', url: '/api/register', token: as?.token, body: signupPayload() }),
  },
  {
    route: 'GET /api/check-referral',
    rule: 'public',
    // Asked during signup, before any account: it says only whether the name is known.
    call: (x, as) =>
      send(x.t.app, {
        method: 'GET',
        url: `/api/check-referral?reference=${x.w.owner.username}`,
        token: as?.token,
      }),
  },
  {
    route: 'POST /api/login',
    rule: 'public',
    // Each caller signs in as themselves; anonymous as a new student.
    call: async (x, as) => {
      const who = as ?? (await student(x.t.app, 'free'));
      return send(x.t.app, {
        method: 'POST',
        url: '/api/login',
        token: as?.token,
        body: { email: who.payload.email, password: who.payload.password },
      });
    },
  },
  {
    route: 'POST /api/mobile/send-otp',
    rule: 'public',
    call: async (x, as) => {
      const who = await student(x.t.app, 'free');
      return send(x.t.app, {
        method: 'POST',
        url: '/api/mobile/send-otp',
        token: as?.token,
        body: { mobile: who.payload.mobile, dial_code: who.payload.dial_code },
      });
    },
  },
  {
    route: 'POST /api/mobile/login',
    rule: 'public',
    call: async (x, as) => {
      const who = await student(x.t.app, 'free');
      const number = { mobile: who.payload.mobile, dial_code: who.payload.dial_code };
      await ok200(await send(x.t.app, { method: 'POST', url: '/api/mobile/send-otp', body: number }));
      const otp = x.t.sms.messages().find((m) => m.mobile === who.payload.mobile)!.code;
      return send(x.t.app, {
        method: 'POST',
        url: '/api/mobile/login',
        token: as?.token,
        body: { ...number, otp },
      });
    },
  },
  {
    route: 'POST /api/logout',
    rule: 'signed-in',
    // Signs out a second session of the caller: the first must stay valid (a logout ends only its own token).
    call: async (x, as) => {
      if (!as) return send(x.t.app, { method: 'POST', url: '/api/logout' });
      const login = await ok200(
        await send(x.t.app, {
          method: 'POST',
          url: '/api/login',
          body: { email: as.payload.email, password: as.payload.password },
        }),
      );
      const second = dataOf<{ access_token: string }>(login).access_token;
      return send(x.t.app, { method: 'POST', url: '/api/logout', token: second });
    },
    mine: async (x, _res, as) => {
      const still = await send(x.t.app, { method: 'GET', url: '/api/user-info', token: as.token });
      expect(still.status).toBe(200);
    },
  },
  {
    route: 'POST /api/delete-account/send-otp',
    rule: 'signed-in',
    fresh: true,
    call: bearerPost('/api/delete-account/send-otp'),
    mine: async (x, _res, as) => {
      const sent = x.t.sms.messages();
      expect(sent[0]!.mobile, 'the code goes to the caller’s own number').toBe(as.payload.mobile);
    },
  },
  {
    route: 'POST /api/delete-account',
    rule: 'signed-in',
    fresh: true,
    call: bearerPost('/api/delete-account', (_x, as) => ({ password: as?.payload.password ?? 'secret123' })),
    foreign: {
      status: 422,
      message: 'The password is incorrect.',
      // The owner's password proves nothing about another student's account, and deletes nothing of the owner.
      attempts: async (x, other) => [
        await send(x.t.app, {
          method: 'POST',
          url: '/api/delete-account',
          token: other.token,
          body: { password: x.w.owner.payload.password },
        }),
      ],
    },
  },

  // ---- profile ----
  {
    route: 'GET /api/check-username-availability',
    rule: 'signed-in',
    call: (x, as) =>
      send(x.t.app, {
        method: 'GET',
        url: `/api/check-username-availability?username=${x.w.owner.username}`,
        token: as?.token,
      }),
    mine: async (x, res, as) => {
      expect(dataOf<{ available: boolean }>(res).available).toBe(as === x.w.owner);
    },
  },
  {
    route: 'POST /api/profile-completion',
    rule: 'signed-in',
    call: bearerPost('/api/profile-completion', (_x, as) => ({
      username: as?.username ?? 'nobodyatall',
      gender: 'other',
      students_class: 7,
      academic_board: 'CBSE',
    })),
    foreign: {
      status: 422,
      message: 'Username not available',
      attempts: async (x, other) => [
        await send(x.t.app, {
          method: 'POST',
          url: '/api/profile-completion',
          token: other.token,
          body: { username: x.w.owner.username, gender: 'male', students_class: 7, academic_board: 'CBSE' },
        }),
      ],
    },
  },
  {
    route: 'GET /api/user-info',
    rule: 'signed-in',
    call: bearerGet('/api/user-info'),
    mine: async (_x, res, as) => {
      expect(dataOf<{ user: { id: number } }>(res).user.id).toBe(as.user.id);
    },
  },
  {
    route: 'POST /api/profile-setting',
    rule: 'signed-in',
    call: bearerPost('/api/profile-setting', (x, as) => ({
      firstname: as === x.w.owner ? 'Owner' : 'Changed',
      lastname: as === x.w.owner ? 'Person' : 'Name',
      city: as === x.w.owner ? null : 'Elsewhere',
    })),
    mine: async (_x, res, as) => {
      expect(dataOf<{ user: { id: number } }>(res).user.id).toBe(as.user.id);
    },
  },
  {
    route: 'POST /api/profile-avatar-update',
    rule: 'signed-in',
    call: (x, as) => uploadAvatar(x.t, as?.token),
    mine: async (_x, res, as) => {
      expect(dataOf<{ user: { id: number; avatar: string } }>(res).user.avatar).toMatch(
        new RegExp(`^u${as.user.id}-`),
      );
    },
  },

  // ---- membership ----
  {
    route: 'GET /api/subscriptions/status',
    rule: 'signed-in',
    call: bearerGet('/api/subscriptions/status'),
  },
  {
    route: 'GET /api/subscriptions/detail',
    rule: 'signed-in',
    call: bearerGet('/api/subscriptions/detail'),
    mine: async (x, res, as) => {
      const theirs = await x.t.app.ctx.db
        .selectFrom('orders')
        .select('order_id')
        .where('user_id', '=', as.user.id)
        .execute();
      const shown = dataOf<{ history: { order_id: string }[] }>(res).history.map((h) => h.order_id);
      expect(theirs.map((o) => o.order_id)).toEqual(expect.arrayContaining(shown));
    },
  },
  {
    route: 'POST /api/subscriptions/create-order',
    rule: 'signed-in',
    call: bearerPost('/api/subscriptions/create-order', () => ({ plan: 'yearly' })),
  },
  {
    route: 'POST /api/sandbox/pay',
    rule: 'signed-in',
    call: async (x, as) => {
      if (!as)
        return send(x.t.app, { method: 'POST', url: '/api/sandbox/pay', body: { order_id: x.w.ownerOrder } });
      const order = await ok200(
        await send(x.t.app, {
          method: 'POST',
          url: '/api/subscriptions/create-order',
          token: as.token,
          body: { plan: 'yearly' },
        }),
      );
      return send(x.t.app, {
        method: 'POST',
        url: '/api/sandbox/pay',
        token: as.token,
        body: { order_id: dataOf<{ order_id: string }>(order).order_id },
      });
    },
    foreign: {
      status: 404,
      message: 'The order was not found.',
      attempts: async (x, other) => [
        await send(x.t.app, {
          method: 'POST',
          url: '/api/sandbox/pay',
          token: other.token,
          body: { order_id: x.w.ownerOrder },
        }),
      ],
    },
  },
  {
    route: 'POST /api/subscriptions/verify-razorpay',
    rule: 'signed-in',
    // A verified payment makes the caller a member: fresh callers, so the student without membership stays so.
    fresh: true,
    call: async (x, as) => {
      if (!as)
        return send(x.t.app, {
          method: 'POST',
          url: '/api/subscriptions/verify-razorpay',
          body: x.w.ownerPayment,
        });
      const { payment } = await paidCheckout(x.t, as);
      return send(x.t.app, {
        method: 'POST',
        url: '/api/subscriptions/verify-razorpay',
        token: as.token,
        body: payment,
      });
    },
    foreign: {
      status: 404,
      message: 'The order was not found.',
      // The owner's genuine, signed payment: another student cannot claim it.
      attempts: async (x, other) => [
        await send(x.t.app, {
          method: 'POST',
          url: '/api/subscriptions/verify-razorpay',
          token: other.token,
          body: x.w.ownerPayment,
        }),
      ],
    },
  },
  {
    route: 'POST /api/subscriptions/webhook',
    rule: 'signed',
    ok: 400,
    // A payment event for the owner's unpaid order, with a forged signature and with none.
    call: async (x, as) => {
      const body = JSON.stringify({
        event: 'order.paid',
        payload: {
          payment: {
            entity: {
              id: `pay_${randomBytes(6).toString('hex')}`,
              order_id: x.w.ownerOrder,
              amount: 349_700,
              currency: 'INR',
            },
          },
        },
      });
      const forged = hmacSha256('not-the-secret', body);
      const res = await send(x.t.app, {
        method: 'POST',
        url: '/api/subscriptions/webhook',
        token: as?.token,
        payload: body,
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': forged },
      });
      expect(errorsOf(res)).toEqual(['The webhook signature is invalid.']);
      return send(x.t.app, {
        method: 'POST',
        url: '/api/subscriptions/webhook',
        token: as?.token,
        payload: body,
        headers: { 'content-type': 'application/json' },
      });
    },
  },

  // ---- push and realtime ----
  {
    route: 'POST /api/device-tokens',
    rule: 'signed-in',
    call: bearerPost('/api/device-tokens', () => ({
      token: pushSubscription().token,
      is_app: false,
      from_api: true,
      platform: 'web',
    })),
  },
  {
    route: 'DELETE /api/device-tokens',
    rule: 'signed-in',
    // Each caller removes a subscription of their own, saved just before; anonymous tries the owner's.
    call: async (x, as) => {
      const push = pushSubscription();
      if (as)
        await ok200(
          await send(x.t.app, {
            method: 'POST',
            url: '/api/device-tokens',
            token: as.token,
            body: { token: push.token, is_app: false, from_api: true, platform: 'web' },
          }),
        );
      return send(x.t.app, {
        method: 'DELETE',
        url: '/api/device-tokens',
        token: as?.token,
        body: { endpoint: as ? push.endpoint : x.w.pushEndpoint },
      });
    },
    foreign: {
      status: 404,
      message: MSG.deviceTokenNotFound,
      attempts: async (x, other) => [
        await send(x.t.app, {
          method: 'DELETE',
          url: '/api/device-tokens',
          token: other.token,
          body: { endpoint: x.w.pushEndpoint },
        }),
      ],
    },
  },
  {
    route: 'POST /api/broadcasting/auth',
    rule: 'signed-in',
    call: bearerPost('/api/broadcasting/auth', (x, as) => ({
      socket_id: '1234.5678',
      channel_name: `private-student.${(as ?? x.w.owner).user.id}`,
    })),
    foreign: {
      status: 403,
      message: MSG.channelForbidden,
      // The owner's own channel (invitations, friend requests) and the presence channels of the owner's rings.
      attempts: async (x, other) =>
        Promise.all(
          [
            `private-student.${x.w.owner.user.id}`,
            `presence-ring.${x.w.ring}`,
            `presence-ring.${x.w.pendingRing}`,
          ].map((channel) =>
            send(x.t.app, {
              method: 'POST',
              url: '/api/broadcasting/auth',
              token: other.token,
              body: { socket_id: '1234.5678', channel_name: channel },
            }),
          ),
        ),
    },
  },
  ...(['events', 'batch_events'] as const).map((what): Entry => ({
    route: `POST /apps/:appId/${what}`,
    rule: 'signed',
    ok: 401,
    call: (x, as) =>
      send(x.t.app, {
        method: 'POST',
        url: `/apps/${appId(x)}/${what}`,
        token: as?.token,
        body:
          what === 'events'
            ? { name: 'session.finished', channel: `presence-ring.${x.w.ring}`, data: '{}' }
            : { batch: [{ name: 'x', channel: `private-student.${x.w.owner.user.id}`, data: '{}' }] },
      }),
  })),
  ...(['', '/users'] as const).map((what): Entry => ({
    route: `GET /apps/:appId/channels/:channel${what}`,
    rule: 'signed',
    ok: 401,
    call: (x, as) =>
      send(x.t.app, {
        method: 'GET',
        url: `/apps/${appId(x)}/channels/presence-ring.${x.w.ring}${what}`,
        token: as?.token,
      }),
  })),

  // ---- learning ----
  ...['/api/swipe-question-list', '/api/punch-question-list', '/api/chill-question-list'].map(
    (url): Entry => ({ route: `GET ${url}`, rule: 'member', call: bearerGet(url) }),
  ),
  {
    route: 'GET /api/skill-quiz/:id',
    rule: 'member',
    call: (x, as) =>
      send(x.t.app, { method: 'GET', url: `/api/skill-quiz/${x.w.skillId}`, token: as?.token }),
  },
  {
    route: 'GET /api/topic-quiz/:id',
    rule: 'member',
    call: (x, as) =>
      send(x.t.app, { method: 'GET', url: `/api/topic-quiz/${x.w.subtopicId}`, token: as?.token }),
  },
  {
    route: 'GET /api/book-contents',
    rule: 'member',
    call: bearerGet('/api/book-contents?subject=Mathematics'),
  },
  {
    route: 'POST /api/user-attempts',
    rule: 'member',
    call: async (x, as) =>
      send(x.t.app, {
        method: 'POST',
        url: '/api/user-attempts',
        token: as?.token,
        body: attemptBody(x, as, await servedQuestion(x, as)),
      }),
    mine: async (x, res, as) => {
      expect(dataOf<{ duplicate: boolean }>(res).duplicate).toBe(false);
      if (as === x.w.other) expect(await countAttempts(x, as.user.id)).toBe(1);
    },
  },
  {
    route: 'POST /api/question-timeouts',
    rule: 'member',
    call: async (x, as) =>
      send(x.t.app, {
        method: 'POST',
        url: '/api/question-timeouts',
        token: as?.token,
        body: { question_id: (await servedQuestion(x, as)).id },
      }),
  },
  {
    route: 'GET /api/dashboard',
    rule: 'member',
    call: bearerGet('/api/dashboard'),
    mine: async (x, res, as) => {
      expect(dataOf<{ total_attempts: number }>(res).total_attempts).toBe(await countAttempts(x, as.user.id));
    },
  },
  { route: 'GET /api/learning-path', rule: 'member', call: bearerGet('/api/learning-path') },
  {
    route: 'GET /api/learning-results',
    rule: 'member',
    call: bearerGet('/api/learning-results'),
    mine: async (x, res, as) => {
      expect(dataOf<{ summary_stats: { total_attempts: number } }>(res).summary_stats.total_attempts).toBe(
        await countAttempts(x, as.user.id),
      );
    },
  },
  {
    route: 'GET /api/leaderboard-data',
    rule: 'member',
    call: bearerGet('/api/leaderboard-data'),
    mine: async (_x, res, as) => {
      expect(dataOf<{ my_stats: { user_id: number } }>(res).my_stats.user_id).toBe(as.user.id);
    },
  },

  // ---- careers ----
  { route: 'GET /api/career-categories', rule: 'member', call: bearerGet('/api/career-categories') },
  {
    route: 'POST /api/career/preferences',
    rule: 'member',
    call: bearerPost('/api/career/preferences', (x, as) => ({
      career_ids: x.w.careerIds.slice(as === x.w.owner ? 0 : 3, as === x.w.owner ? 3 : 5),
      career_focus_percent: as === x.w.owner ? 40 : 80,
    })),
  },
  {
    route: 'POST /api/career/focus-update',
    rule: 'member',
    call: bearerPost('/api/career/focus-update', (x, as) => ({
      career_focus_percent: as === x.w.owner ? 45 : 90,
    })),
  },

  // ---- friends ----
  {
    route: 'GET /api/friends/summary',
    rule: 'member',
    call: bearerGet('/api/friends/summary'),
    mine: async (x, res, as) => {
      const rows = await x.t.app.ctx.db
        .selectFrom('friendships')
        .select(['user_a_id', 'user_b_id'])
        .where((eb) => eb.or([eb('user_a_id', '=', as.user.id), eb('user_b_id', '=', as.user.id)]))
        .execute();
      const mineIds = new Set(rows.map((r) => (r.user_a_id === as.user.id ? r.user_b_id : r.user_a_id)));
      const data = dataOf<Record<string, { id: number }[]>>(res);
      for (const list of ['friends', 'requests_sent', 'requests_received'])
        for (const p of data[list]!) expect(mineIds.has(p.id), `${list} shows a stranger`).toBe(true);
    },
  },
  {
    route: 'GET /api/friends/search',
    rule: 'member',
    call: (x, as) =>
      send(x.t.app, { method: 'GET', url: `/api/friends/search?q=${x.w.owner.username}`, token: as?.token }),
  },
  {
    route: 'POST /api/friends/send',
    rule: 'member',
    call: async (x, as) => {
      const to = isMember(as) ? await student(x.t.app, 'member') : x.w.other;
      return send(x.t.app, {
        method: 'POST',
        url: '/api/friends/send',
        token: as?.token,
        body: { addressee_id: to.user.id },
      });
    },
  },
  ...(['accept', 'reject'] as const).map((answer): Entry => ({
    route: `POST /api/friends/:id/${answer}`,
    rule: 'member',
    // The caller answers a request made to them.
    call: async (x, as) => {
      const from = isMember(as) ? await requestTo(x, as) : x.w.requestFrom;
      return send(x.t.app, {
        method: 'POST',
        url: `/api/friends/${from.user.id}/${answer}`,
        token: as?.token,
      });
    },
    foreign: {
      status: 404,
      message: MSG.noPendingRequest,
      // The requests made to the owner, named by their senders' ids, and the owner's own id.
      attempts: async (x, other) =>
        Promise.all(
          [x.w.requestFrom, x.w.requestFrom2, x.w.owner].map((s) =>
            send(x.t.app, { method: 'POST', url: `/api/friends/${s.user.id}/${answer}`, token: other.token }),
          ),
        ),
    },
  })),
  {
    route: 'POST /api/friends/:id/cancel',
    rule: 'member',
    call: async (x, as) => {
      if (!isMember(as))
        return send(x.t.app, {
          method: 'POST',
          url: `/api/friends/${x.w.requestTo.user.id}/cancel`,
          token: as?.token,
        });
      const to = await student(x.t.app, 'member');
      await friendRequest(x.t, as, to);
      return send(x.t.app, { method: 'POST', url: `/api/friends/${to.user.id}/cancel`, token: as.token });
    },
    foreign: {
      status: 404,
      message: MSG.noSentRequest,
      // The request the owner sent, named by its addressee, and the owner's own id.
      attempts: async (x, other) =>
        Promise.all(
          [x.w.requestTo, x.w.owner].map((s) =>
            send(x.t.app, { method: 'POST', url: `/api/friends/${s.user.id}/cancel`, token: other.token }),
          ),
        ),
    },
  },

  // ---- the Ring ----
  { route: 'GET /api/ring-sessions/topics', rule: 'member', call: bearerGet('/api/ring-sessions/topics') },
  {
    route: 'POST /api/ring-sessions',
    rule: 'member',
    // The owner and the other student host a running ring already: new hosts, with a new friend each.
    fresh: true,
    call: async (x, as) =>
      send(x.t.app, {
        method: 'POST',
        url: '/api/ring-sessions',
        token: as?.token,
        body: {
          topic_id: x.w.subtopicId,
          invited_user_ids: [(isMember(as) ? await newFriend(x, as) : x.w.friend).user.id],
        },
      }),
    foreign: {
      status: 422,
      message: MSG.ringInviteesMustBeFriends,
      // Inviting the owner, who is no friend: no invitation, no ring.
      attempts: async (x, other) => [
        await send(x.t.app, {
          method: 'POST',
          url: '/api/ring-sessions',
          token: other.token,
          body: { topic_id: x.w.subtopicId, invited_user_ids: [x.w.owner.user.id] },
        }),
      ],
    },
  },
  ...(['', '/participants', '/status', '/leaderboard'] as const).map((suffix): Entry => ({
    route: `GET /api/ring-sessions/:id${suffix}`,
    rule: 'member',
    call: (x, as) => send(x.t.app, { method: 'GET', url: ringUrl(x, as, suffix), token: as?.token }),
    foreign: refusedRing(suffix, 'GET'),
  })),
  {
    route: 'GET /api/ring-sessions/:id/questions',
    rule: 'member',
    call: (x, as) => send(x.t.app, { method: 'GET', url: ringUrl(x, as, '/questions'), token: as?.token }),
    foreign: refusedRing('/questions', 'GET'),
  },
  {
    route: 'POST /api/ring-sessions/:id/join',
    rule: 'member',
    // The caller joins a ring their friend invited them to.
    call: async (x, as) => {
      if (!isMember(as))
        return send(x.t.app, { method: 'POST', url: ringUrl(x, as, '/join'), token: as?.token });
      const id = await newRing(x.t, await newFriend(x, as), as, { join: false, start: false });
      return send(x.t.app, { method: 'POST', url: `/api/ring-sessions/${id}/join`, token: as.token });
    },
    foreign: refusedRing('/join', 'POST'),
  },
  {
    route: 'POST /api/ring-sessions/:id/start',
    rule: 'member',
    fresh: true,
    call: async (x, as) => {
      if (!isMember(as))
        return send(x.t.app, {
          method: 'POST',
          url: `/api/ring-sessions/${x.w.pendingRing}/start`,
          token: as?.token,
        });
      const id = await newRing(x.t, as, await newFriend(x, as), { join: true, start: false });
      return send(x.t.app, { method: 'POST', url: `/api/ring-sessions/${id}/start`, token: as.token });
    },
    foreign: {
      status: 403,
      message: MSG.ringOnlyHostCanStart,
      attempts: async (x, other) => [
        await send(x.t.app, {
          method: 'POST',
          url: `/api/ring-sessions/${x.w.pendingRing}/start`,
          token: other.token,
        }),
      ],
    },
  },
  {
    route: 'POST /api/ring-sessions/:id/answer',
    rule: 'member',
    fresh: true,
    call: async (x, as) => {
      if (!isMember(as))
        return send(x.t.app, {
          method: 'POST',
          url: ringUrl(x, as, '/answer'),
          token: as?.token,
          body: { question_bank_id: 1, answer_id: 1 },
        });
      const id = await newRing(x.t, as, await newFriend(x, as), { join: true, start: true });
      return send(x.t.app, {
        method: 'POST',
        url: `/api/ring-sessions/${id}/answer`,
        token: as.token,
        body: await ringQuestion(x.t, id, as),
      });
    },
    foreign: refusedRing('/answer', 'POST', () => ({ question_bank_id: 1, answer_id: 1 })),
  },
];

// The host's friends may see and join a ring (the waiting room offers them Join); the other student is no friend of
// the owner, so every attempt on the owner's rings above is a refusal.

describe.each(DATABASES)('authorization matrix on %s', (kind) => {
  let t: TestApp;
  let w: World;
  const served = new Set<string>();
  const x = () => ({ t, w });

  beforeAll(async () => {
    t = await createTestApp(
      kind,
      // The owner's things are read back after every cell, about a thousand reads in seconds: far past a
      // person's budget of reads (plugins/student-reads.ts), which is not what this matrix is about.
      { RING_COOLDOWN_SECONDS: '0', RATE_LIMIT_SCALE: '100' },
      {
        onRoute: (route) => {
          // HEAD routes mirror their GET route, hooks included; the anonymous cells also try HEAD.
          for (const method of [route.method].flat())
            if (method !== 'HEAD') served.add(`${method} ${route.url}`);
        },
      },
    );
    await loadFixturePack(t.app.ctx.db);
    w = await arrange(t);
  }, 120_000);
  afterAll(async () => t.close());

  it('names every route the app serves, and only those', () => {
    const named = MATRIX.map((e) => e.route);
    expect(new Set(named).size, 'a route is named twice').toBe(named.length);
    expect(
      [...served].filter((r) => !named.includes(r)),
      'routes without a matrix entry',
    ).toEqual([]);
    expect(
      named.filter((r) => !served.has(r)),
      'matrix entries for routes the app does not serve',
    ).toEqual([]);
  });

  /** Every answer: no server error, and on /api the spec's envelope. */
  function wellFormed(route: string, res: Sent) {
    expect(res.status, `${route}: ${res.text.slice(0, 300)}`).toBeLessThan(500);
    const [, url] = route.split(' ') as [string, string];
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return;
    if (res.status >= 400) {
      expect(res.json, `${route} error envelope`).toMatchObject({
        status: 'error',
        message: { error: [expect.any(String)] },
      });
    } else if (url !== '/api/broadcasting/auth') {
      expect(res.json, `${route} success envelope`).toMatchObject({ status: 'success' });
    }
  }

  function leaksNothingOfTheOwner(route: string, res: Sent) {
    for (const secret of w.secrets)
      expect(res.text.includes(secret), `${route} answered another caller with the owner's ${secret}`).toBe(
        false,
      );
  }

  it.each(MATRIX.map((e) => [e.route, e] as const))('%s', async (route, e) => {
    const ctx = x();
    const as = async (who: Student) => (e.fresh ? student(t.app, who === w.free ? 'free' : 'member') : who);

    // Anonymous.
    const anon = await e.call(ctx, null);
    wellFormed(route, anon);
    if (e.rule === 'signed-in' || e.rule === 'member') {
      expect(anon.status, `${route} anonymous: ${anon.text}`).toBe(401);
      expect(anon.json).toEqual({ status: 'error', message: { error: ['Unauthenticated.'] } });
      if (route.startsWith('GET ')) {
        const head = await send(t.app, {
          method: 'HEAD',
          url: route.slice(4).replace(':id', String(w.ring)),
        });
        expect(head.status, `${route} HEAD anonymous`).toBe(401);
      }
    } else if (e.rule === 'signed') {
      expect(anon.status, `${route} anonymous: ${anon.text}`).toBe(e.ok);
    } else {
      expect(anon.status, `${route} anonymous: ${anon.text}`).toBe(e.ok ?? 200);
    }
    if (e.rule !== 'dev') leaksNothingOfTheOwner(route, anon);

    // A signed-in student without membership.
    const free = await as(w.free);
    const freeRes = await e.call(ctx, free);
    wellFormed(route, freeRes);
    if (e.rule === 'member') {
      expect(freeRes.status, `${route} without membership: ${freeRes.text}`).toBe(403);
      expect(freeRes.json).toEqual({
        status: 'error',
        message: { error: ['An active membership is required.'] },
      });
    } else {
      expect(freeRes.status, `${route} without membership: ${freeRes.text}`).toBe(e.ok ?? 200);
      if (e.rule === 'signed-in') await e.mine?.(ctx, freeRes, free);
    }
    if (e.rule !== 'dev') leaksNothingOfTheOwner(route, freeRes);

    // Another student: attempts on the owner's things are refused, and the owner's data is as it was.
    const before = await ownerSnapshot(ctx);
    const other = await as(w.other);
    if (e.foreign) {
      for (const res of await e.foreign.attempts(ctx, w.other)) {
        wellFormed(route, res);
        expect(res.status, `${route} by another student: ${res.text}`).toBe(e.foreign.status);
        expect(errorsOf(res)).toEqual([e.foreign.message]);
        leaksNothingOfTheOwner(route, res);
      }
    }
    const otherRes = await e.call(ctx, other);
    wellFormed(route, otherRes);
    expect(otherRes.status, `${route} by another student about their own things: ${otherRes.text}`).toBe(
      e.ok ?? 200,
    );
    if (e.rule === 'signed-in' || e.rule === 'member') await e.mine?.(ctx, otherRes, other);
    if (e.rule !== 'dev') leaksNothingOfTheOwner(route, otherRes);
    expect(await ownerSnapshot(ctx), `${route}: another student changed the owner's data`).toEqual(before);

    // The member, about their own things (a call that consumes its caller gets a member of its own).
    const member = e.fresh ? await student(t.app, 'member') : w.owner;
    const mine = await e.call(ctx, member);
    wellFormed(route, mine);
    expect(mine.status, `${route} by the member: ${mine.text}`).toBe(e.ok ?? 200);
    if (e.rule === 'signed-in' || e.rule === 'member') await e.mine?.(ctx, mine, member);
  });
});
