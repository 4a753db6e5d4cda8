// Students set up over HTTP against a server process, the way the web app does it: sign up, complete the profile
// (class 7 of the small fixture pack), buy the membership through the sandbox checkout, load a page of questions.
import { randomInt } from 'node:crypto';
import { ok } from './http.ts';

export type Question = { id: number; options: { id: number; is_answer: boolean }[] };
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
  const { questions } = await ok<{ questions: Question[] }>(base, 'GET', '/api/swipe-question-list?page=1', {
    token,
  });
  if (questions.length === 0) throw new Error('no questions served to a class 7 member');
  return { token, userId: auth.user.id, questions };
}

const MODES = ['move', 'punch', 'chill', 'skill', 'topic'] as const;
let seq = 0;

/** The n-th answer of a student: every mode, right and wrong answers, hints now and then; a fresh client id. */
export function attemptPayload(student: Student, n: number) {
  seq += 1;
  const q = student.questions[n % student.questions.length]!;
  const right = n % 3 !== 0;
  const option = q.options.find((o) => o.is_answer === right) ?? q.options[0]!;
  return {
    question_id: [q.id],
    [`option_${q.id}`]: option.id,
    response_time: 1000 + ((n * 137) % 9000),
    hint_seen: n % 5 === 0,
    mode: MODES[n % MODES.length],
    client_attempt_id: `fault-${student.userId}-${n}-${seq}-${letters(6)}`,
  };
}
