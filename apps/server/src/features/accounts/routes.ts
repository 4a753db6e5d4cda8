import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AuthResponse,
  DeleteAccountBody,
  DeleteAccountOtpResponse,
  DeleteAccountResponse,
  LoginBody,
  LogoutResponse,
  MobileLoginBody,
  MSG,
  ReferralCheckQuery,
  ReferralCheckResponse,
  RegisterBody,
  SendOtpBody,
  SendOtpResponse,
} from '@quizring/contracts';
import { ok } from '../../lib/envelope.ts';
import { RATE_LIMITS } from '../../lib/rate-limits.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { loginRateLimit, loginThrottle } from './login-throttle.ts';
import * as accounts from './service.ts';

export const accountRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const throttle = loginThrottle(app);

  r.post('/register', {
    schema: { tags: ['accounts'], body: RegisterBody, response: { 200: AuthResponse } },
    config: { rateLimit: RATE_LIMITS.register },
    handler: async (req) => ok(await accounts.register(ctx, req.body), 'Registration successful.'),
  });

  r.get('/check-referral', {
    schema: { tags: ['accounts'], querystring: ReferralCheckQuery, response: { 200: ReferralCheckResponse } },
    config: { rateLimit: RATE_LIMITS.referralCheck },
    handler: async (req) => {
      const known = (await accounts.findReferrer(ctx, req.query.reference)) !== null;
      return ok({ known }, known ? 'The referral is known.' : MSG.referralUnknown);
    },
  });

  r.post('/login', {
    schema: { tags: ['accounts'], body: LoginBody, response: { 200: AuthResponse } },
    config: { rateLimit: loginRateLimit },
    handler: async (req) => {
      await throttle.check(req);
      let auth;
      try {
        auth = await accounts.login(ctx, req.body);
      } catch (err) {
        if (accounts.isBadCredentials(err)) await throttle.failed(req);
        throw err;
      }
      await throttle.succeeded(req);
      return ok(auth, 'Login successful.');
    },
  });

  r.post('/mobile/send-otp', {
    schema: { tags: ['accounts'], body: SendOtpBody, response: { 200: SendOtpResponse } },
    config: { rateLimit: RATE_LIMITS.otpSend },
    handler: async (req) =>
      ok(await accounts.sendLoginOtp(ctx, req.body.dial_code, req.body.mobile), 'OTP sent successfully.'),
  });

  r.post('/mobile/login', {
    schema: { tags: ['accounts'], body: MobileLoginBody, response: { 200: AuthResponse } },
    config: { rateLimit: RATE_LIMITS.otpVerify },
    handler: async (req) => ok(await accounts.mobileLogin(ctx, req.body), 'Login successful.'),
  });

  r.post('/logout', {
    schema: { tags: ['accounts'], response: { 200: LogoutResponse } },
    onRequest: requireUser,
    handler: async (req) => {
      await accounts.logout(ctx, req.tokenHash!);
      return ok({}, 'Logged out.');
    },
  });

  r.post('/delete-account/send-otp', {
    schema: { tags: ['accounts'], response: { 200: DeleteAccountOtpResponse } },
    onRequest: requireUser,
    config: { rateLimit: RATE_LIMITS.otpSend },
    handler: async (req) =>
      ok(await accounts.sendDeleteAccountOtp(ctx, currentUser(req)), 'OTP sent successfully.'),
  });

  r.post('/delete-account', {
    schema: { tags: ['accounts'], body: DeleteAccountBody, response: { 200: DeleteAccountResponse } },
    onRequest: requireUser,
    config: { rateLimit: RATE_LIMITS.deleteAccount },
    handler: async (req) => {
      await accounts.deleteAccount(ctx, currentUser(req), req.body);
      return ok({ deleted: true as const }, 'Your account has been deleted.');
    },
  });
};
