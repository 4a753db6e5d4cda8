// Students set up over HTTP against a server process, the way the web app does it: sign up, complete the profile
// (class 7 of the small fixture pack), buy the membership through the sandbox checkout, load pages of questions.
import { randomInt } from 'node:crypto';
import { ok } from './http.ts';

export type Question = { id: number; options: { id: number }[] };
export type Student = { token: string; userId: number; questions: Question[] };

const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + randomInt(26))).join('');

export async function memberOverHttp(base: string): Promise<Student> {
  const tag = letters(10);
  const auth = await ok<{ access_token: string; user: { id: number } }>(base, 'POST', '/api/register', {
    body: {
      firstname: 'Fault',
      lastname: 'Tester',
      email: `fault.${tag}@example.com`,
      mobile: `9${String(randomInt(1_000_000_000)).padStart(9, '0')}`,
      dial_code: '91',
      password: 'secret123',
      password_confirmation: 'secret123',
      agree: 'on',
    },
  });
  const token = auth.access_token;
  await ok(base, 'POST', '/api/profile-completion', {
    token,
    body: { username: `fault${tag}`, gender: 'female', students_class: 7, academic_board: 'CBSE' },
  });
  const order = await ok<{ order_id: string }>(base, 'POST', '/api/subscriptions/create-order', {
    token,
    body: { plan: 'yearly' },
  });
  const paid = await ok(base, 'POST', '/api/sandbox/pay', { token, body: { order_id: order.order_id } });
  await ok(base, 'POST', '/api/subscriptions/verify-razorpay', { token, body: paid });
  // Several pages: answers to many questions, each the first of its day (credited) or a repeat (recorded only).
  const questions: Question[] = [];
  for (let page = 1; page <= 3; page++) {
    const list = await ok<{ questions: Question[] }>(base, 'GET', `/api/swipe-question-list?page=${page}`, {
      token,
    });
    questions.push(...list.questions);
  }
  if (questions.length === 0) throw new Error('no questions served to a class 7 member');
  return { token, userId: auth.user.id, questions };
}

const MODES = ['move', 'punch', 'chill', 'skill', 'topic'] as const;
let seq = 0;

/**
 * The n-th answer of a student: every mode, options in turn (right and wrong answers: the API does not say which),
 * hints now and then; a fresh client id.
 */
export function attemptPayload(student: Student, n: number) {
  seq += 1;
  const q = student.questions[n % student.questions.length]!;
  const option = q.options[Math.floor(n / student.questions.length) % q.options.length]!;
  return {
    question_id: [q.id],
    [`option_${q.id}`]: option.id,
    response_time: 1000 + ((n * 137) % 9000),
    hint_seen: n % 5 === 0,
    mode: MODES[n % MODES.length],
    client_attempt_id: `fault-${student.userId}-${n}-${seq}-${letters(6)}`,
  };
}
