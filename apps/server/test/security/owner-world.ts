// The world of the authorization matrix: an owner with something of every kind (rings, friend requests, orders, a
// payment, attempts, career choices, a push subscription, an avatar), a student without membership, another student,
// and a snapshot of everything the owner can see of their own data.
import { expect } from 'vitest';
import sharp from 'sharp';
import { createECDH, randomBytes } from 'node:crypto';
import type { CheckoutResult, RingQuestion, RingSessionData } from '@quizring/contracts';
import { orderedPair } from '../../src/shared/friendships.ts';
import type { QuestionDto } from '../support/learners.ts';
import type { TestApp } from '../support/test-app.ts';
import { multipart, send, student } from './support.ts';
import type { Sent, Student } from './support.ts';

export type World = {
  owner: Student;
  free: Student;
  other: Student;
  /** The owner's friend, who plays the owner's rings. */
  friend: Student;
  /** Another student's friend, and a running ring of theirs (their own call about a ring asks about this one). */
  otherFriend: Student;
  otherRing: number;
  /** A running ring: the owner hosts, the friend joined. */
  ring: number;
  /** A waiting ring of the friend's that the owner joined (a host has one open ring at a time). */
  pendingRing: number;
  /** Students with a pending request to the owner, and one the owner asked. */
  requestFrom: Student;
  requestFrom2: Student;
  requestTo: Student;
  ownerOrder: string;
  /** A sandbox payment of an order of the owner, signed but not yet verified. */
  ownerPayment: CheckoutResult;
  ownerAttemptId: string;
  question: QuestionDto;
  skillId: number;
  subtopicId: number;
  careerIds: number[];
  pushEndpoint: string;
  /** What must never reach anyone but the owner. */
  secrets: string[];
};

export type Ctx = { t: TestApp; w: World };
export const dataOf = <T>(res: Sent) => (res.json as { data: T }).data;

// ---- Arranging the owner's world ----

export async function ok200(res: Sent): Promise<Sent> {
  expect(res.status, res.text).toBe(200);
  return res;
}

export async function befriend(t: TestApp, a: Student, b: Student) {
  const [userA, userB] = orderedPair(a.user.id, b.user.id);
  const now = t.clock.now().toISOString();
  await t.app.ctx.db
    .insertInto('friendships')
    .values({
      user_a_id: userA,
      user_b_id: userB,
      requester_id: a.user.id,
      status: 'accepted',
      created_at: now,
      responded_at: now,
    })
    .execute();
}

export async function friendRequest(t: TestApp, from: Student, to: Student) {
  await ok200(
    await send(t.app, {
      method: 'POST',
      url: '/api/friends/send',
      token: from.token,
      body: { addressee_id: to.user.id },
    }),
  );
}

async function topicOf(t: TestApp, s: Student): Promise<number> {
  const res = await ok200(
    await send(t.app, { method: 'GET', url: '/api/ring-sessions/topics', token: s.token }),
  );
  return dataOf<{ topics: { id: number }[] }>(res).topics[0]!.id;
}

export async function newRing(
  t: TestApp,
  host: Student,
  guest: Student,
  opts: { join: boolean; start: boolean },
) {
  const created = await ok200(
    await send(t.app, {
      method: 'POST',
      url: '/api/ring-sessions',
      token: host.token,
      body: { topic_id: await topicOf(t, host), invited_user_ids: [guest.user.id] },
    }),
  );
  const id = dataOf<RingSessionData>(created).session.id;
  if (opts.join)
    await ok200(
      await send(t.app, { method: 'POST', url: `/api/ring-sessions/${id}/join`, token: guest.token }),
    );
  if (opts.start)
    await ok200(
      await send(t.app, { method: 'POST', url: `/api/ring-sessions/${id}/start`, token: host.token }),
    );
  return id;
}

export async function ringQuestion(t: TestApp, ring: number, s: Student) {
  const res = await ok200(
    await send(t.app, { method: 'GET', url: `/api/ring-sessions/${ring}/questions`, token: s.token }),
  );
  const q = dataOf<{ questions: RingQuestion[] }>(res).questions[0]!;
  return { question_bank_id: q.question_id, answer_id: q.options[0]!.id };
}

export async function paidCheckout(
  t: TestApp,
  s: Student,
): Promise<{ orderId: string; payment: CheckoutResult }> {
  const order = await ok200(
    await send(t.app, {
      method: 'POST',
      url: '/api/subscriptions/create-order',
      token: s.token,
      body: { plan: 'yearly' },
    }),
  );
  const orderId = dataOf<{ order_id: string }>(order).order_id;
  const paid = await ok200(
    await send(t.app, {
      method: 'POST',
      url: '/api/sandbox/pay',
      token: s.token,
      body: { order_id: orderId },
    }),
  );
  return { orderId, payment: dataOf<CheckoutResult>(paid) };
}

export function pushSubscription(
  endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`,
) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const json = {
    endpoint,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
  return { endpoint, token: JSON.stringify(json) };
}

const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();

export async function uploadAvatar(t: TestApp, token: string | undefined) {
  const { payload, contentType } = await multipart([
    { name: 'avatar', file: await png(), filename: 'me.png', type: 'image/png' },
  ]);
  return send(t.app, {
    method: 'POST',
    url: '/api/profile-avatar-update',
    token,
    payload,
    headers: { 'content-type': contentType },
  });
}

export async function arrange(t: TestApp): Promise<World> {
  const owner = await student(t.app, 'member', { firstname: 'Owner', lastname: 'Person' });
  const free = await student(t.app, 'free');
  const other = await student(t.app, 'member', { firstname: 'Other' });
  const friend = await student(t.app, 'member', { firstname: 'Friend' });
  await befriend(t, owner, friend);
  const otherFriend = await student(t.app, 'member');
  await befriend(t, other, otherFriend);
  const otherRing = await newRing(t, other, otherFriend, { join: true, start: true });

  const ring = await newRing(t, owner, friend, { join: true, start: true });
  await ok200(
    await send(t.app, {
      method: 'POST',
      url: `/api/ring-sessions/${ring}/answer`,
      token: owner.token,
      body: await ringQuestion(t, ring, owner),
    }),
  );
  const pendingRing = await newRing(t, friend, owner, { join: true, start: false });

  const requestFrom = await student(t.app, 'member');
  const requestFrom2 = await student(t.app, 'member');
  const requestTo = await student(t.app, 'member');
  await friendRequest(t, requestFrom, owner);
  await friendRequest(t, requestFrom2, owner);
  await friendRequest(t, owner, requestTo);

  const { orderId: ownerOrder } = await paidCheckout(t, owner);
  const { payment: ownerPayment } = await paidCheckout(t, owner);

  const questions = await ok200(
    await send(t.app, { method: 'GET', url: '/api/swipe-question-list', token: owner.token }),
  );
  const question = dataOf<{ questions: QuestionDto[] }>(questions).questions[0]!;
  const ownerAttemptId = `owner-attempt-${randomBytes(6).toString('hex')}`;
  await ok200(
    await send(t.app, {
      method: 'POST',
      url: '/api/user-attempts',
      token: owner.token,
      body: {
        question_id: [question.id],
        response_time: 3000,
        hint_seen: false,
        [`option_${question.id}`]: question.options[0]!.id,
        mode: 'move',
        client_attempt_id: ownerAttemptId,
      },
    }),
  );

  const path = await ok200(
    await send(t.app, { method: 'GET', url: '/api/learning-path', token: owner.token }),
  );
  const skillId = dataOf<{ path: { skill_id: number; status: string }[] }>(path).path.find(
    (n) => n.status !== 'future',
  )!.skill_id;
  const careers = await ok200(
    await send(t.app, { method: 'GET', url: '/api/career-categories', token: owner.token }),
  );
  const careerIds = dataOf<{ categories: { careers: { id: number }[] }[] }>(careers).categories.flatMap((c) =>
    c.careers.map((k) => k.id),
  );
  await ok200(
    await send(t.app, {
      method: 'POST',
      url: '/api/career/preferences',
      token: owner.token,
      body: { career_ids: careerIds.slice(0, 2), career_focus_percent: 37 },
    }),
  );
  const push = pushSubscription();
  await ok200(
    await send(t.app, {
      method: 'POST',
      url: '/api/device-tokens',
      token: owner.token,
      body: { token: push.token, is_app: false, from_api: true, platform: 'web' },
    }),
  );
  await ok200(await uploadAvatar(t, owner.token));

  const me = dataOf<{ user: { referral_code: string } }>(
    await send(t.app, { method: 'GET', url: '/api/user-info', token: owner.token }),
  ).user;
  return {
    owner,
    free,
    other,
    friend,
    otherFriend,
    otherRing,
    ring,
    pendingRing,
    requestFrom,
    requestFrom2,
    requestTo,
    ownerOrder,
    ownerPayment,
    ownerAttemptId,
    question,
    skillId,
    subtopicId: await topicOf(t, owner),
    careerIds,
    pushEndpoint: push.endpoint,
    secrets: [
      owner.payload.email,
      `"${owner.payload.mobile}"`,
      me.referral_code,
      owner.token,
      owner.payload.password,
      ownerOrder,
      ownerPayment.razorpay_order_id,
      ownerPayment.razorpay_payment_id,
    ],
  };
}

/** Everything the owner can see of their own data, and the rows that are theirs. */
export async function ownerSnapshot({ t, w }: Ctx) {
  const as = (url: string) => send(t.app, { method: 'GET', url, token: w.owner.token });
  const body = async (url: string) => {
    const res = await as(url);
    expect(res.status, `${url}: ${res.text}`).toBe(200);
    return dataOf<Record<string, unknown>>(res);
  };
  const { suggestions: _s, ...friends } = await body('/api/friends/summary');
  // Other students' attempts may move the owner on the leaderboard: that is not the owner's data.
  const { leaderboard_position: _p, ...dashboard } = await body('/api/dashboard');
  const career = await body('/api/career-categories');
  const db = t.app.ctx.db;
  const id = w.owner.user.id;
  return {
    user: await body('/api/user-info'),
    membership: await body('/api/subscriptions/detail'),
    friends,
    dashboard,
    results: await body('/api/learning-results'),
    career: [career.selected_career_ids, career.career_focus_percent, career.career_update_count],
    ring: await body(`/api/ring-sessions/${w.ring}`),
    ringBoard: await body(`/api/ring-sessions/${w.ring}/leaderboard`),
    pendingRing: await body(`/api/ring-sessions/${w.pendingRing}`),
    friendships: await db
      .selectFrom('friendships')
      .select(['user_a_id', 'user_b_id', 'requester_id', 'status'])
      .where((eb) => eb.or([eb('user_a_id', '=', id), eb('user_b_id', '=', id)]))
      .orderBy('id')
      .execute(),
    avatars: await db.selectFrom('avatars').select('file_name').where('user_id', '=', id).execute(),
    devices: await db
      .selectFrom('device_tokens')
      .select(['token_hash', 'user_id'])
      .where('user_id', '=', id)
      .orderBy('token_hash')
      .execute(),
    orders: await db
      .selectFrom('orders')
      .select(['order_id', 'status', 'payment_id'])
      .where('user_id', '=', id)
      .orderBy('order_id')
      .execute(),
    sessions: await db
      .selectFrom('auth_tokens')
      .select(['token_hash', 'revoked_at'])
      .where('user_id', '=', id)
      .orderBy('token_hash')
      .execute(),
    attempts: await db.selectFrom('attempts').select('client_attempt_id').where('user_id', '=', id).execute(),
    ringAnswers: await db
      .selectFrom('ring_answers')
      .select(['session_id', 'user_id', 'question_id'])
      .where('session_id', 'in', [w.ring, w.pendingRing])
      .orderBy('id')
      .execute(),
  };
}
