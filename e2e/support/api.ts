// Talks to the real HTTP API, to arrange what a test needs (a fresh student, a membership, an OTP) quickly and
// without the UI. Every answer is checked against the same contract schemas that the server and web app use.
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import {
  AuthResponse,
  CareerTreeResponse,
  CreateOrderResponse,
  DashboardResponse,
  DEFAULT_DIAL_CODE,
  LogoutResponse,
  SandboxPayResponse,
  SmsOutboxResponse,
  UserResponse,
  VerifyPaymentResponse,
  type AuthData,
  type Board,
  type Gender,
  type SmsOutboxMessage,
  type User,
} from '@quizring/contracts';
import { randomInt } from 'node:crypto';
import type { z } from 'zod';

export type Session = { token: string; user: User };

export type NewStudent = {
  firstname: string;
  lastname: string;
  email: string;
  dial_code: string;
  mobile: string;
  password: string;
  /** Letters a–z only, as the username rule demands. */
  username: string;
};

export type ProfileChoice = { gender: Gender; students_class: number; academic_board: Board };
export const DEFAULT_PROFILE: ProfileChoice = { gender: 'female', students_class: 8, academic_board: 'CBSE' };

function randomLetters(count: number): string {
  return Array.from({ length: count }, () => String.fromCharCode(97 + randomInt(26))).join('');
}

/** Data for a student nobody has used yet: unique email, mobile and username on every call. */
export function newStudent(): NewStudent {
  const tag = randomLetters(10);
  return {
    firstname: 'Test',
    lastname: 'Student',
    email: `student.${tag}@example.com`,
    dial_code: DEFAULT_DIAL_CODE,
    mobile: `9${String(randomInt(1_000_000_000)).padStart(9, '0')}`,
    password: 'secret123',
    username: `student${tag}`,
  };
}

async function parsed<S extends z.ZodType>(response: APIResponse, schema: S): Promise<z.infer<S>> {
  const body: unknown = await response.json().catch(() => null);
  expect(response.status(), `${response.url()} answered ${JSON.stringify(body)}`).toBe(200);
  return schema.parse(body);
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** POST /api/register: a new student with an incomplete profile and no membership. */
export async function registerStudent(request: APIRequestContext, student = newStudent()) {
  const res = await request.post('/api/register', {
    data: {
      firstname: student.firstname,
      lastname: student.lastname,
      email: student.email,
      mobile: student.mobile,
      dial_code: student.dial_code,
      password: student.password,
      password_confirmation: student.password,
      agree: 'on',
    },
  });
  const { data } = await parsed(res, AuthResponse);
  return { student, session: toSession(data) };
}

function toSession(data: AuthData): Session {
  return { token: data.access_token, user: data.user };
}

/** POST /api/login with an email or a username. */
export async function login(request: APIRequestContext, emailOrUsername: string, password: string) {
  const res = await request.post('/api/login', { data: { email: emailOrUsername, password } });
  return toSession((await parsed(res, AuthResponse)).data);
}

export async function logout(request: APIRequestContext, token: string): Promise<void> {
  await parsed(await request.post('/api/logout', { headers: bearer(token) }), LogoutResponse);
}

export async function completeProfile(
  request: APIRequestContext,
  session: Session,
  username: string,
  profile: ProfileChoice = DEFAULT_PROFILE,
): Promise<Session> {
  const res = await request.post('/api/profile-completion', {
    headers: bearer(session.token),
    data: { username, ...profile },
  });
  return { token: session.token, user: (await parsed(res, UserResponse)).data.user };
}

/** Buys the yearly membership through the sandbox provider, exactly as the checkout dialog's Pay button does. */
export async function buyMembership(request: APIRequestContext, session: Session): Promise<void> {
  const headers = bearer(session.token);
  const order = await parsed(
    await request.post('/api/subscriptions/create-order', { headers, data: { plan: 'yearly' } }),
    CreateOrderResponse,
  );
  const payment = await parsed(
    await request.post('/api/sandbox/pay', { headers, data: { order_id: order.data.order_id } }),
    SandboxPayResponse,
  );
  await parsed(
    await request.post('/api/subscriptions/verify-razorpay', { headers, data: payment.data }),
    VerifyPaymentResponse,
  );
}

/** A fresh student in the state a test asks for: incomplete, complete without membership, or a member. */
export async function createStudent(
  request: APIRequestContext,
  state: 'incomplete' | 'no-membership' | 'member',
): Promise<{ student: NewStudent; session: Session }> {
  const { student, session } = await registerStudent(request);
  if (state === 'incomplete') return { student, session };
  const completed = await completeProfile(request, session, student.username);
  if (state === 'member') await buyMembership(request, completed);
  return { student, session: completed };
}

/** GET /api/dev/sms-outbox: the console SMS provider's sent messages, newest first. */
export async function smsOutbox(request: APIRequestContext): Promise<SmsOutboxMessage[]> {
  return (await parsed(await request.get('/api/dev/sms-outbox'), SmsOutboxResponse)).data.messages;
}

/**
 * The newest one-time code sent to a number (at or after `since`, when given), waiting briefly for it to arrive.
 */
export async function latestOtp(
  request: APIRequestContext,
  mobile: string,
  { dialCode = DEFAULT_DIAL_CODE, since }: { dialCode?: string; since?: Date } = {},
) {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = await smsOutbox(request);
        code = messages.find(
          (m) =>
            m.mobile === mobile &&
            m.dial_code === dialCode &&
            (!since || Date.parse(m.created_at) >= since.getTime() - 1000),
        )?.code;
        return code;
      },
      { message: `an OTP for +${dialCode} ${mobile} in the dev SMS outbox` },
    )
    .toBeTruthy();
  return code as string;
}

/** GET /api/dashboard as the student: what the server has recorded for them. */
export async function dashboard(request: APIRequestContext, session: Session) {
  return (
    await parsed(await request.get('/api/dashboard', { headers: bearer(session.token) }), DashboardResponse)
  ).data;
}

/** A member with a given first name (so that several players can be told apart on screen). */
export async function createNamedMember(request: APIRequestContext, firstname: string) {
  const { student, session } = await registerStudent(request, { ...newStudent(), firstname });
  const completed = await completeProfile(request, session, student.username);
  await buyMembership(request, completed);
  return { student, session: completed };
}

/** Makes two students friends through the API: a request and its acceptance. */
export async function makeFriends(request: APIRequestContext, a: Session, b: Session): Promise<void> {
  const sent = await request.post('/api/friends/send', {
    headers: bearer(a.token),
    data: { addressee_id: b.user.id },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const accepted = await request.post(`/api/friends/${a.user.id}/accept`, { headers: bearer(b.token) });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

/** GET /api/career-categories as the student. */
export async function careerTree(request: APIRequestContext, session: Session) {
  return (
    await parsed(
      await request.get('/api/career-categories', { headers: bearer(session.token) }),
      CareerTreeResponse,
    )
  ).data;
}
