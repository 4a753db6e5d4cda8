// Students shaped for the friends tests: names, class, board and city set directly, relations through the API or,
// for bulk set-ups, straight into the friendships table.
import { STUDENT_EVENTS, studentChannel } from '@quizring/contracts';
import { orderedPair } from '../../src/shared/friendships.ts';
import { memberStudent } from '../support/learners.ts';
import { call } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';

export type Student = { id: number; token: string };

type Fields = {
  firstname?: string;
  lastname?: string;
  username?: string | null;
  students_class?: number | null;
  academic_board?: string | null;
  city?: string | null;
  profile_complete?: number;
};

export async function student(t: TestApp, fields: Fields = {}): Promise<Student> {
  const s = await memberStudent(t.app, fields.students_class ?? 7);
  if (Object.keys(fields).length > 0)
    await t.app.ctx.db.updateTable('users').set(fields).where('id', '=', s.user.id).execute();
  return { id: s.user.id, token: s.token };
}

export const api = {
  summary: (t: TestApp, s: Student) => call(t.app, 'GET', '/api/friends/summary', { token: s.token }),
  search: (t: TestApp, s: Student, q: string) =>
    call(t.app, 'GET', `/api/friends/search?q=${encodeURIComponent(q)}`, { token: s.token }),
  send: (t: TestApp, from: Student, to: number) =>
    call(t.app, 'POST', '/api/friends/send', { token: from.token, body: { addressee_id: to } }),
  act: (t: TestApp, s: Student, other: number, action: 'accept' | 'reject' | 'cancel') =>
    call(t.app, 'POST', `/api/friends/${other}/${action}`, { token: s.token }),
};

/** Friends through the real calls: a sends, b accepts. */
export async function befriend(t: TestApp, a: Student, b: Student) {
  const sent = await api.send(t, a, b.id);
  if (sent.status !== 200) throw new Error(`send failed: ${JSON.stringify(sent.body)}`);
  const accepted = await api.act(t, b, a.id, 'accept');
  if (accepted.status !== 200) throw new Error(`accept failed: ${JSON.stringify(accepted.body)}`);
}

/** A friendships row written directly, for set-ups with many relations. */
export async function relate(t: TestApp, requester: Student, other: Student, status: 'pending' | 'accepted') {
  const [userA, userB] = orderedPair(requester.id, other.id);
  await t.app.ctx.db
    .insertInto('friendships')
    .values({
      user_a_id: userA,
      user_b_id: userB,
      requester_id: requester.id,
      status,
      created_at: t.clock.now().toISOString(),
      responded_at: status === 'accepted' ? t.clock.now().toISOString() : null,
    })
    .execute();
}

export const ids = (list: unknown) => (list as { id: number }[]).map((u) => u.id);

/** The friends events published to one student. */
export const eventsTo = (t: TestApp, s: Student | number) => {
  const channel = studentChannel(typeof s === 'number' ? s : s.id);
  return {
    requests: t.realtime.on(channel, STUDENT_EVENTS.friendRequest).map((e) => e.data),
    changes: t.realtime.on(channel, STUDENT_EVENTS.friendsChanged).map((e) => e.data),
  };
};

let seq = 0;
/** A letters-only fragment no other test uses, so searches and cities only find this test's students. */
export function uniqueTag(): string {
  seq += 1;
  const n = (Date.now() % 1_000_000) * 100 + seq;
  return n
    .toString(26)
    .split('')
    .map((c) => String.fromCharCode(97 + parseInt(c, 26)))
    .join('');
}

/** One after another: sign-ups in parallel could draw the same generated username. */
export async function inOrder<T, R>(items: T[], make: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (const item of items) out.push(await make(item));
  return out;
}
