// Helpers of the security suites: students in each state (with their own passwords, so that one student's password
// is never another's by accident), raw calls that also read non-JSON answers, and browser-like multipart bodies.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, registerStudent } from '../support/test-app.ts';

export type Student = {
  kind: 'member' | 'free';
  token: string;
  user: { id: number; email: string };
  payload: { email: string; mobile: string; dial_code: string; password: string; firstname: string };
  username: string;
};

let n = 0;
/** Letters only, as the username rule demands. */
const letters = (k: number) =>
  k
    .toString(26)
    .split('')
    .map((c) => String.fromCharCode(97 + parseInt(c, 26)))
    .join('');

/**
 * A registered student with a completed profile (class 7): 'member' also has a year of membership, 'free' has
 * none. Each gets a password of its own.
 */
export async function student(
  app: FastifyInstance,
  kind: 'member' | 'free',
  overrides: Record<string, string> = {},
): Promise<Student> {
  n += 1;
  const password = `pass-${n}-${Date.now() % 100_000}`;
  const s = await registerStudent(app, { password, password_confirmation: password, ...overrides });
  const username = `sec${letters(Date.now() % 10_000_000)}${letters(n)}`.padEnd(6, 'x');
  const done = await call(app, 'POST', '/api/profile-completion', {
    token: s.token,
    body: { username, gender: 'other', students_class: 7, academic_board: 'CBSE' },
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  if (kind === 'member') {
    const now = app.ctx.clock.now();
    await app.ctx.db
      .insertInto('memberships')
      .values({
        user_id: s.user.id,
        plan: 'yearly',
        platform: 'web',
        expiry_date: new Date(now.getTime() + 365 * 86_400_000).toISOString(),
        updated_at: now.toISOString(),
      })
      .execute();
  }
  return { ...s, kind, username, payload: s.payload as Student['payload'] };
}

export type Sent = { status: number; text: string; json: unknown; headers: Record<string, unknown> };

let ipSeq = 0;
/** A different client address per call, so the per-address throttles never decide a cell of a test. */
export const freshIp = () => {
  ipSeq += 1;
  return `10.77.${Math.floor(ipSeq / 250) % 250}.${ipSeq % 250}`;
};

/** One call through the real HTTP stack; the answer's text is kept, and parsed when it is JSON. */
export async function send(
  app: FastifyInstance,
  req: {
    method: 'GET' | 'HEAD' | 'POST' | 'DELETE';
    url: string;
    token?: string | null;
    body?: unknown;
    payload?: Buffer | string;
    headers?: Record<string, string>;
    ip?: string;
  },
): Promise<Sent> {
  const json = req.body !== undefined;
  const res = await app.inject({
    method: req.method,
    url: req.url,
    remoteAddress: req.ip ?? freshIp(),
    headers: {
      ...(req.token ? { authorization: `Bearer ${req.token}` } : {}),
      ...(json ? { 'content-type': 'application/json' } : {}),
      ...req.headers,
    },
    payload: json ? JSON.stringify(req.body) : req.payload,
  });
  let parsed: unknown = undefined;
  try {
    parsed = res.json();
  } catch {
    // Not JSON: a script, a picture, the API docs page.
  }
  return { status: res.statusCode, text: res.body, json: parsed, headers: res.headers };
}

type Part = { name: string; value: string } | { name: string; file: Buffer; filename: string; type: string };

/** A multipart/form-data body the way a browser's FormData sends it. */
export async function multipart(parts: Part[]): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const p of parts) {
    if ('file' in p) form.append(p.name, new Blob([new Uint8Array(p.file)], { type: p.type }), p.filename);
    else form.append(p.name, p.value);
  }
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type')! };
}

export const errorsOf = (res: Sent) => (res.json as { message?: { error?: string[] } }).message?.error ?? [];
