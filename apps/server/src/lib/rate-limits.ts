import type { FastifyRequest } from 'fastify';

type Limit = { max: number; timeWindow: number; keyGenerator?: (req: FastifyRequest) => string };

const bodyField = (req: FastifyRequest, field: string) => {
  const v = (req.body as Record<string, unknown> | undefined)?.[field];
  return typeof v === 'string' ? v.toLowerCase().slice(0, 100) : '';
};

/**
 * Per-route throttles on the calls an attacker would hammer. They sit on top of the domain limits
 * (OTP resend interval, sends per hour, wrong tries), which live in the OTP service.
 */
export const RATE_LIMITS = {
  login: { max: 10, timeWindow: 60_000, keyGenerator: (r) => `login:${r.ip}:${bodyField(r, 'email')}` },
  otpSend: { max: 10, timeWindow: 60_000, keyGenerator: (r) => `otp-send:${r.ip}` },
  otpVerify: { max: 10, timeWindow: 60_000, keyGenerator: (r) => `otp-verify:${r.ip}:${bodyField(r, 'mobile')}` },
  register: { max: 10, timeWindow: 60_000, keyGenerator: (r) => `register:${r.ip}` },
  usernameCheck: { max: 60, timeWindow: 60_000, keyGenerator: (r) => `username:${r.ip}` },
  deleteAccount: { max: 10, timeWindow: 60_000, keyGenerator: (r) => `delete:${r.ip}` },
} satisfies Record<string, Limit>;
