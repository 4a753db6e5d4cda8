// Throttles on password sign-in, keyed by the account rather than by the text typed: a student's email and username,
// in any case and with any surrounding spaces, name one account and share its budgets.
// - per address and account, every try (RATE_LIMITS.login): one machine guessing one password fast;
// - per address and account, failures: after a few, each further try from that address waits 1 s, 2 s, 4 s … up to
//   10 minutes, and a sign-in that succeeds from there starts it afresh. Usernames are public, so a stranger can
//   always fail on someone's account: their failures slow their own address only, and the owner signs in as usual
//   from theirs (a lock of the whole account would hand the stranger a denial of service);
// - per account, across all addresses (failures only): a few hundred an hour, so a botnet cannot guess freely;
// - per address, across all accounts (failures only): one machine spraying a common password over many accounts.
// While a wait or a budget holds, every sign-in it covers answers 429, the right password included (an answer could
// tell a guess from the password), and the student can still use a one-time code.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoginBody } from '@quizring/contracts';
import { throttled } from '../../lib/errors.ts';
import { failureDelays } from '../../lib/failure-delays.ts';
import { RATE_LIMITS } from '../../lib/rate-limits.ts';
import { findUserIdBySignInName } from './repository.ts';

/** Failures from one address on one account before its tries start to wait. */
export const LOGIN_FREE_FAILURES = 5;
export const LOGIN_FIRST_WAIT_MS = 1000;
export const LOGIN_LONGEST_WAIT_MS = 10 * 60_000;
/** An address's failures on an account are forgotten an hour after the last one. */
const DELAY_MEMORY_MS = 60 * 60_000;
export const LOGIN_FAILURES_PER_ACCOUNT = 300;
const ACCOUNT_WINDOW_MS = 60 * 60_000;
export const LOGIN_FAILURES_PER_ADDRESS = 100;
const ADDRESS_WINDOW_MS = 15 * 60_000;

const accountKeys = new WeakMap<FastifyRequest, Promise<string>>();

/** The account the sign-in names (its id), or the normalized identifier when it names none. */
export function accountKeyOf(req: FastifyRequest): Promise<string> {
  let key = accountKeys.get(req);
  if (!key) {
    const raw = (req.body as Partial<LoginBody> | undefined)?.email;
    const identifier = typeof raw === 'string' ? raw.trim().toLowerCase().slice(0, 254) : '';
    key = findUserIdBySignInName(req.server.ctx.db, identifier).then((row) =>
      row ? `u${row.id}` : `i:${identifier}`,
    );
    accountKeys.set(req, key);
  }
  return key;
}

/** The per-try budget of one address on one account (the route's rate-limit config). */
export const loginRateLimit = {
  ...RATE_LIMITS.login,
  keyGenerator: async (req: FastifyRequest) => `login:${req.ip}:${await accountKeyOf(req)}`,
};

/** The waits and budgets on failures: `check` before verifying a password, then `failed` or `succeeded`. */
export function loginThrottle(app: FastifyInstance) {
  const { config, clock, redis } = app.ctx;
  const scale = config.rateLimitScale;
  const delays = failureDelays(
    {
      free: LOGIN_FREE_FAILURES * scale,
      baseMs: LOGIN_FIRST_WAIT_MS,
      maxMs: LOGIN_LONGEST_WAIT_MS,
      forgetMs: DELAY_MEMORY_MS,
    },
    clock,
    redis && { client: redis, prefix: 'quizring:sign-in-delay:' },
  );
  const pairKey = async (req: FastifyRequest) => `${req.ip}:${await accountKeyOf(req)}`;
  const budgets = [
    app.createRateLimit({
      max: LOGIN_FAILURES_PER_ACCOUNT * scale,
      timeWindow: ACCOUNT_WINDOW_MS,
      keyGenerator: async (req) => `login-failures:${await accountKeyOf(req)}`,
    }),
    app.createRateLimit({
      max: LOGIN_FAILURES_PER_ADDRESS * scale,
      timeWindow: ADDRESS_WINDOW_MS,
      keyGenerator: (req) => `login-failures-from:${req.ip}`,
    }),
  ];
  return {
    async check(req: FastifyRequest): Promise<void> {
      const wait = await delays.waitMs(await pairKey(req));
      if (wait > 0) throw throttled(wait);
      for (const budget of budgets) {
        const state = await budget(req, { increment: false });
        if (!state.isAllowed && state.remaining === 0) throw throttled(state.ttl);
      }
    },
    async failed(req: FastifyRequest): Promise<void> {
      await delays.failed(await pairKey(req));
      for (const budget of budgets) await budget(req);
    },
    async succeeded(req: FastifyRequest): Promise<void> {
      await delays.cleared(await pairKey(req));
    },
  };
}
