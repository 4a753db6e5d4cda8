import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_MAX_WRONG_TRIES } from '@quizring/contracts';
import { LOGIN_FREE_FAILURES } from '../src/features/accounts/login-throttle.ts';
import {
  call,
  completeStudent,
  createTestApp,
  DATABASES,
  registerStudent,
  signupPayload,
} from './support/test-app.ts';
import type { TestApp } from './support/test-app.ts';

describe.each(DATABASES)('accounts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  describe('register', () => {
    it('creates a student with a referral code and returns user and access_token', async () => {
      const payload = signupPayload();
      const res = await call(t.app, 'POST', '/api/register', { body: payload, ip: '10.1.0.1' });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('success');
      const data = res.body.data as { user: Record<string, unknown>; access_token: string };
      expect(data.access_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(data.user).toMatchObject({
        firstname: 'Test',
        lastname: 'Student',
        fullname: 'Test Student',
        email: payload.email,
        dial_code: '91',
        mobile: payload.mobile,
        profile_complete: 0,
        username: null,
        coins: 0,
      });
      expect(data.user.referral_code).toMatch(/^[A-Z2-9]{8}$/);
      expect(data.user).not.toHaveProperty('password_hash');
    });

    it.each([
      [{ email: 'not-an-email' }, 'The email must be a valid email address.'],
      [{ mobile: '12345' }, 'The mobile number must be at least 6 digits.'],
      [{ mobile: '98765abc' }, 'The mobile number may contain digits only.'],
      [{ password: 'short', password_confirmation: 'short' }, 'The password must be at least 6 characters.'],
      [{ password_confirmation: 'different' }, 'The password confirmation does not match.'],
      [{ agree: 'off' }, 'You must agree to the terms of service.'],
      [{ dial_code: '7' }, 'The dial code must be one of 91, 1, 44, 61.'],
      [{ firstname: '   ' }, 'The first name field is required.'],
    ])('refuses %j with a clear message', async (override, message) => {
      const res = await call(t.app, 'POST', '/api/register', {
        body: signupPayload(override),
        ip: '10.1.0.2',
      });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ status: 'error' });
      expect((res.body.message as { error: string[] }).error).toContain(message);
    });

    it('refuses a taken email or mobile', async () => {
      const first = await registerStudent(t.app);
      const again = await call(t.app, 'POST', '/api/register', {
        body: signupPayload({ email: first.payload.email.toUpperCase() }),
        ip: '10.1.0.3',
      });
      expect(again.status).toBe(422);
      expect((again.body.message as { error: string[] }).error).toContain(
        'The email has already been taken.',
      );
      const mobile = await call(t.app, 'POST', '/api/register', {
        body: signupPayload({ mobile: first.payload.mobile }),
        ip: '10.1.0.3',
      });
      expect((mobile.body.message as { error: string[] }).error).toContain(
        'The mobile number has already been taken.',
      );
    });

    it('accepts a referral by username or referral code and refuses an unknown one', async () => {
      const referrer = await completeStudent(t.app, 'referrerone');
      const byName = await registerStudent(t.app, { reference: 'referrerone' });
      expect(byName.user).toMatchObject({ coins: 50 });
      const code = (referrer.user as unknown as { referral_code: string }).referral_code;
      const byCode = await registerStudent(t.app, { reference: code.toLowerCase() });
      expect(byCode.user).toMatchObject({ coins: 50 });
      const unknown = await call(t.app, 'POST', '/api/register', {
        body: signupPayload({ reference: 'nobodyhere' }),
        ip: '10.1.0.4',
      });
      expect(unknown.status).toBe(422);
      expect((unknown.body.message as { error: string[] }).error).toEqual([
        'The referral is not a known username or referral code.',
      ]);
    });

    it('says whether a referral names a student, by username or referral code, before signing up', async () => {
      const referrer = await completeStudent(t.app, 'referrertwo');
      const code = (referrer.user as unknown as { referral_code: string }).referral_code;
      const check = (reference: string) =>
        call(t.app, 'GET', `/api/check-referral?reference=${encodeURIComponent(reference)}`, {
          ip: '10.1.0.5',
        });
      for (const reference of ['referrertwo', ' ReferrerTwo ', code, code.toLowerCase()]) {
        const res = await check(reference);
        expect(res.status, reference).toBe(200);
        expect(res.body.data, reference).toEqual({ known: true });
      }
      const unknown = await check('nobodyhere');
      expect(unknown.status).toBe(200);
      expect(unknown.body).toMatchObject({
        data: { known: false },
        message: 'The referral is not a known username or referral code.',
      });
      const empty = await check('   ');
      expect(empty.status).toBe(422);
      expect((empty.body.message as { error: string[] }).error).toEqual(['The referral field is required.']);
    });

    it('refuses extra fields, wrong types and malformed JSON with 4xx, never 500', async () => {
      const extra = await call(t.app, 'POST', '/api/register', { body: { ...signupPayload(), admin: true } });
      expect(extra.status).toBe(422);
      expect((extra.body.message as { error: string[] }).error[0]).toMatch(/Unknown field: admin/);
      const wrongType = await call(t.app, 'POST', '/api/register', {
        body: { ...signupPayload(), mobile: 98765 },
      });
      expect(wrongType.status).toBe(422);
      const malformed = await call(t.app, 'POST', '/api/register', {
        body: '{"firstname": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual({
        status: 'error',
        message: { error: ['The request body is not valid JSON.'] },
      });
      const huge = await call(t.app, 'POST', '/api/register', {
        body: JSON.stringify({ firstname: 'x'.repeat(2 * 1024 * 1024) }),
        headers: { 'content-type': 'application/json' },
      });
      expect(huge.status).toBe(413);
      expect(huge.body.status).toBe('error');
    });
  });

  describe('login', () => {
    it('signs in by email (any case) or by username, and refuses a wrong password', async () => {
      const s = await completeStudent(t.app, 'loginbyname');
      const byEmail = await call(t.app, 'POST', '/api/login', {
        body: { email: s.payload.email.toUpperCase(), password: 'secret123' },
      });
      expect(byEmail.status).toBe(200);
      expect((byEmail.body.data as { user: { id: number } }).user.id).toBe(s.user.id);
      const byUsername = await call(t.app, 'POST', '/api/login', {
        body: { email: 'loginbyname', password: 'secret123' },
      });
      expect(byUsername.status).toBe(200);
      const wrong = await call(t.app, 'POST', '/api/login', {
        body: { email: 'loginbyname', password: 'nope123' },
      });
      expect(wrong.status).toBe(422);
      expect(wrong.body.message).toEqual({ error: ['These credentials do not match our records.'] });
      const unknown = await call(t.app, 'POST', '/api/login', {
        body: { email: 'ghost@example.com', password: 'x' },
      });
      expect(unknown.body.message).toEqual({ error: ['These credentials do not match our records.'] });
    });

    it('throttles repeated failed sign-ins from one address with 429 in the envelope', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const res = await call(t.app, 'POST', '/api/login', {
          body: { email: 'victim@example.com', password: `guess${i}` },
          ip: '10.2.0.1',
        });
        statuses.push(res.status);
        if (res.status === 429) {
          expect(res.body.status).toBe('error');
          expect((res.body.message as { error: string[] }).error[0]).toMatch(/^Too many attempts/);
        }
      }
      expect(statuses.slice(0, LOGIN_FREE_FAILURES).every((s) => s === 422)).toBe(true);
      expect(statuses.slice(LOGIN_FREE_FAILURES).every((s) => s === 429)).toBe(true);
    });
  });

  describe('tokens', () => {
    it('answers 401 without, with a bad, with a revoked or with an expired token', async () => {
      const s = await registerStudent(t.app);
      expect((await call(t.app, 'GET', '/api/user-info')).status).toBe(401);
      expect((await call(t.app, 'GET', '/api/user-info', { token: 'forged-token' })).status).toBe(401);
      const okRes = await call(t.app, 'GET', '/api/user-info', { token: s.token });
      expect(okRes.status).toBe(200);

      const out = await call(t.app, 'POST', '/api/logout', { token: s.token });
      expect(out.status).toBe(200);
      const revoked = await call(t.app, 'GET', '/api/user-info', { token: s.token });
      expect(revoked.status).toBe(401);
      expect(revoked.body).toEqual({ status: 'error', message: { error: ['Unauthenticated.'] } });

      const again = await call(t.app, 'POST', '/api/login', {
        body: { email: s.payload.email, password: 'secret123' },
      });
      const token = (again.body.data as { access_token: string }).access_token;
      t.clock.advance(31 * 24 * 60 * 60 * 1000);
      expect((await call(t.app, 'GET', '/api/user-info', { token })).status).toBe(401);
      t.clock.advance(-31 * 24 * 60 * 60 * 1000);
    });
  });

  describe('mobile OTP', () => {
    const otpFor = (mobile: string) => t.sms.messages().find((m) => m.mobile === mobile)!.code;

    it('sends a 6-digit code and signs in with it once', async () => {
      const s = await registerStudent(t.app);
      const sent = await call(t.app, 'POST', '/api/mobile/send-otp', {
        body: { mobile: s.payload.mobile, dial_code: '91' },
      });
      expect(sent.status).toBe(200);
      expect(sent.body.data).toEqual({ expires_in: 300, resend_in: 30 });
      const code = otpFor(s.payload.mobile);
      expect(code).toMatch(/^\d{6}$/);
      const login = await call(t.app, 'POST', '/api/mobile/login', {
        body: { mobile: s.payload.mobile, dial_code: '91', otp: code },
      });
      expect(login.status).toBe(200);
      expect((login.body.data as { user: { id: number } }).user.id).toBe(s.user.id);
      const reuse = await call(t.app, 'POST', '/api/mobile/login', {
        body: { mobile: s.payload.mobile, dial_code: '91', otp: code },
      });
      expect(reuse.status).toBe(422);
    });

    it('refuses an unknown number, an early resend, and more than 5 sends an hour', async () => {
      const unknown = await call(t.app, 'POST', '/api/mobile/send-otp', {
        body: { mobile: '7000000001', dial_code: '91' },
      });
      expect(unknown.status).toBe(422);
      const s = await registerStudent(t.app);
      const body = { mobile: s.payload.mobile, dial_code: '91' };
      expect((await call(t.app, 'POST', '/api/mobile/send-otp', { body, ip: '10.3.0.1' })).status).toBe(200);
      const early = await call(t.app, 'POST', '/api/mobile/send-otp', { body, ip: '10.3.0.2' });
      expect(early.status).toBe(429);
      expect((early.body.message as { error: string[] }).error[0]).toBe(
        'Please wait 30 seconds before requesting another OTP.',
      );
      // The web's sign-in counts down from it and offers the code already sent.
      expect(early.body.data).toEqual({ resend_in: 30 });
      for (let i = 0; i < 4; i++) {
        t.clock.advance(31_000);
        expect((await call(t.app, 'POST', '/api/mobile/send-otp', { body, ip: `10.3.1.${i}` })).status).toBe(
          200,
        );
      }
      t.clock.advance(31_000);
      const sixth = await call(t.app, 'POST', '/api/mobile/send-otp', { body, ip: '10.3.2.1' });
      expect(sixth.status).toBe(429);
      expect((sixth.body.message as { error: string[] }).error[0]).toMatch(/Too many OTP requests/);
      t.clock.advance(60 * 60 * 1000);
    });

    it('expires a code after 5 minutes', async () => {
      const s = await registerStudent(t.app);
      await call(t.app, 'POST', '/api/mobile/send-otp', {
        body: { mobile: s.payload.mobile, dial_code: '91' },
      });
      const code = otpFor(s.payload.mobile);
      t.clock.advance(5 * 60 * 1000 + 1000);
      const res = await call(t.app, 'POST', '/api/mobile/login', {
        body: { mobile: s.payload.mobile, dial_code: '91', otp: code },
      });
      expect(res.status).toBe(422);
      expect(res.body.message).toEqual({ error: ['The OTP has expired. Please request a new one.'] });
    });

    it('locks a code after 5 wrong tries, even for the right code', async () => {
      const s = await registerStudent(t.app);
      await call(t.app, 'POST', '/api/mobile/send-otp', {
        body: { mobile: s.payload.mobile, dial_code: '91' },
      });
      const code = otpFor(s.payload.mobile);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < OTP_MAX_WRONG_TRIES; i++) {
        const res = await call(t.app, 'POST', '/api/mobile/login', {
          body: { mobile: s.payload.mobile, dial_code: '91', otp: wrong },
          ip: `10.4.0.${i}`,
        });
        expect(res.status).toBe(422);
      }
      const right = await call(t.app, 'POST', '/api/mobile/login', {
        body: { mobile: s.payload.mobile, dial_code: '91', otp: code },
        ip: '10.4.1.1',
      });
      expect(right.status).toBe(429);
      expect(right.body.message).toEqual({ error: ['Too many wrong attempts. Please request a new OTP.'] });
    });
  });

  describe('delete account', () => {
    it('needs the right password, then deletes the student and their sessions', async () => {
      const s = await completeStudent(t.app, 'deletemeplease');
      const wrong = await call(t.app, 'POST', '/api/delete-account', {
        token: s.token,
        body: { password: 'nope99' },
      });
      expect(wrong.status).toBe(422);
      const res = await call(t.app, 'POST', '/api/delete-account', {
        token: s.token,
        body: { password: 'secret123' },
      });
      expect(res.status).toBe(200);
      expect((await call(t.app, 'GET', '/api/user-info', { token: s.token })).status).toBe(401);
      const login = await call(t.app, 'POST', '/api/login', {
        body: { email: 'deletemeplease', password: 'secret123' },
      });
      expect(login.status).toBe(422);
      // The username and email are free again.
      const free = await call(t.app, 'GET', '/api/check-username-availability?username=deletemeplease', {
        token: (await registerStudent(t.app)).token,
      });
      expect(free.body.data).toEqual({ available: true });
    });

    it('can confirm with an OTP sent to the account mobile', async () => {
      const s = await registerStudent(t.app);
      const sent = await call(t.app, 'POST', '/api/delete-account/send-otp', { token: s.token });
      expect(sent.status).toBe(200);
      const code = t.sms.messages().find((m) => m.mobile === s.payload.mobile)!.code;
      const res = await call(t.app, 'POST', '/api/delete-account', { token: s.token, body: { otp: code } });
      expect(res.status).toBe(200);
      const both = await call(t.app, 'POST', '/api/delete-account', {
        token: (await registerStudent(t.app)).token,
        body: { otp: '123456', password: 'secret123' },
      });
      expect(both.status).toBe(422);
    });
  });
});
