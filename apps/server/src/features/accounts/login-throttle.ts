// Throttles on password sign-in, keyed by the account rather than by the text typed: a student's email and username,
// in any case and with any surrounding spaces, name one account and share its budgets.
// - per address and account (RATE_LIMITS.login's budget, on every try): one machine guessing one password;
// - per account, across all addresses (failures only): a botnet guessing one student's password;
// - per address, across all accounts (failures only): one machine spraying a common password over many accounts.
// Only failures count for the last two, so a student who signs in normally never meets them; while one is spent,
// every sign-in it covers answers 429, the right password included, and the student can still use a one-time code.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoginBody } from '@quizring/contracts';
import { AppError } from '../../lib/errors.ts';
import { RATE_LIMITS } from '../../lib/rate-limits.ts';

export const LOGIN_FAILURES_PER_ACCOUNT = 20;
export const LOGIN_FAILURES_PER_ADDRESS = 100;
const FAILURE_WINDOW_MS = 15 * 60_000;

const accountKeys = new WeakMap<FastifyRequest, Promise<string>>();

/** The account the sign-in names (its id), or the normalized identifier when it names none. */
export function accountKeyOf(req: FastifyRequest): Promise<string> {
  let key = accountKeys.get(req);
  if (!key) {
    const raw = (req.body as Partial<LoginBody> | undefined)?.email;
    const identifier = typeof raw === 'string' ? raw.trim().toLowerCase().slice(0, 254) : '';
    key = req.server.ctx.db
      .selectFrom('users')
      .select('id')
      .where(identifier.includes('@') ? 'email' : 'username', '=', identifier)
      .executeTakeFirst()
      .then((row) => (row ? `u${row.id}` : `i:${identifier}`));
    accountKeys.set(req, key);
  }
  return key;
}

/** The per-try budget of one address on one account (the route's rate-limit config). */
export const loginRateLimit = {
  ...RATE_LIMITS.login,
  keyGenerator: async (req: FastifyRequest) => `login:${req.ip}:${await accountKeyOf(req)}`,
};

const tooMany = (ttlMs: number) =>
  new AppError(
    429,
    `Too many attempts. Please try again in ${Math.max(1, Math.ceil(ttlMs / 1000))} seconds.`,
  );

/** The two failure budgets: `check` before verifying a password, `failed` after a wrong one. */
export function loginFailureBudgets(app: FastifyInstance) {
  const scale = app.ctx.config.rateLimitScale;
  const budgets = [
    app.createRateLimit({
      max: LOGIN_FAILURES_PER_ACCOUNT * scale,
      timeWindow: FAILURE_WINDOW_MS,
      keyGenerator: async (req) => `login-failures:${await accountKeyOf(req)}`,
    }),
    app.createRateLimit({
      max: LOGIN_FAILURES_PER_ADDRESS * scale,
      timeWindow: FAILURE_WINDOW_MS,
      keyGenerator: (req) => `login-failures-from:${req.ip}`,
    }),
  ];
  return {
    async check(req: FastifyRequest): Promise<void> {
      for (const budget of budgets) {
        const state = await budget(req, { increment: false });
        if (!state.isAllowed && state.remaining === 0) throw tooMany(state.ttl);
      }
    },
    async failed(req: FastifyRequest): Promise<void> {
      for (const budget of budgets) await budget(req);
    },
  };
}
