import type { FastifyRequest } from 'fastify';

type Limit = {
  max: (req: FastifyRequest, key: string) => number;
  timeWindow: number;
  keyGenerator?: (req: FastifyRequest) => string;
};

/** The signed-in student's id, or the address for a request the auth hook refused. */
const studentKey = (req: FastifyRequest) => {
  const user = (req as { user?: { id: number } | null }).user;
  return user ? `u${user.id}` : req.ip;
};

/** A body field as the contract will read it (trimmed), so spaces around it cannot open a new budget. */
const bodyField = (req: FastifyRequest, field: string) => {
  const v = (req.body as Record<string, unknown> | undefined)?.[field];
  return typeof v === 'string' ? v.trim().toLowerCase().slice(0, 100) : '';
};

/**
 * Per-route throttles on the calls an attacker would hammer. They sit on top of the domain limits
 * (OTP resend interval, sends per hour, wrong tries), which live in the OTP service.
 */
// RATE_LIMIT_SCALE multiplies every budget (e.g. for an end-to-end suite that signs up many students from one IP).
const scaled = (max: number) => (req: FastifyRequest) => max * req.server.ctx.config.rateLimitScale;

export const RATE_LIMITS = {
  // Keyed by address and account in features/accounts/login-throttle.ts, with its failure budgets.
  login: { max: scaled(10), timeWindow: 60_000 },
  otpSend: { max: scaled(10), timeWindow: 60_000, keyGenerator: (r) => `otp-send:${r.ip}` },
  otpVerify: {
    max: scaled(10),
    timeWindow: 60_000,
    keyGenerator: (r) => `otp-verify:${r.ip}:${bodyField(r, 'mobile')}`,
  },
  register: { max: scaled(10), timeWindow: 60_000, keyGenerator: (r) => `register:${r.ip}` },
  usernameCheck: { max: scaled(60), timeWindow: 60_000, keyGenerator: (r) => `username:${r.ip}` },
  // Anonymous (asked during signup): enough for a person retyping a friend's name, not for listing usernames.
  referralCheck: { max: scaled(20), timeWindow: 60_000, keyGenerator: (r) => `referral:${r.ip}` },
  deleteAccount: { max: scaled(10), timeWindow: 60_000, keyGenerator: (r) => `delete:${r.ip}` },
  // Per student (the auth hook has run): generous for a person, a wall for a script.
  friendSearch: {
    max: scaled(60),
    timeWindow: 60_000,
    keyGenerator: (r) => `friend-search:${studentKey(r)}`,
  },
  friendSend: { max: scaled(30), timeWindow: 60_000, keyGenerator: (r) => `friend-send:${studentKey(r)}` },
  attempt: { max: scaled(300), timeWindow: 60_000, keyGenerator: (r) => `attempt:${studentKey(r)}` },
  // Each order is a row and, with Razorpay, an API call: a person never needs more than a few a minute.
  order: { max: scaled(20), timeWindow: 60_000, keyGenerator: (r) => `order:${studentKey(r)}` },
  deviceToken: { max: scaled(30), timeWindow: 60_000, keyGenerator: (r) => `device-token:${studentKey(r)}` },
  avatarUpload: { max: scaled(20), timeWindow: 60_000, keyGenerator: (r) => `avatar:${studentKey(r)}` },
  // Each page subscribes to a couple of channels, and again on every reconnect.
  broadcastingAuth: {
    max: scaled(120),
    timeWindow: 60_000,
    keyGenerator: (r) => `broadcasting-auth:${studentKey(r)}`,
  },
} satisfies Record<string, Limit>;

/**
 * Every signed-in read (GET) of a student, counted in this instance's memory (plugins/student-reads.ts says why).
 * A page load is a handful of reads and the Ring's status poll one every 4 s: 300 a minute, 30 at once, is far above
 * what a person's tabs ask for. A script's burst runs 4 at a time, the rest waiting up to 2 s for their turn; the 30
 * at once are what other students feel of it (the bench's noisy-neighbour row measures it).
 * RATE_LIMIT_SCALE multiplies the budget, not the places.
 */
export const STUDENT_READS = { perMinute: 300, burst: 30, running: 4, waiting: 64, longestWaitMs: 2000 };
