// Brute force: sign-in, OTP send and OTP verify are throttled however the attacker spreads the
// guesses; bearer tokens are unguessable, stored only as hashes and revocable; passwords, one-time codes and tokens
// never reach the logs. accounts.test.ts covers the single-address login throttle, the OTP resend interval, the
// hourly send cap and the per-code wrong-try lock; these tests attack around them.
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_MAX_SENDS_PER_HOUR, OTP_MAX_WRONG_TRIES } from '@quizring/contracts';
import { sha256 } from '../../src/lib/crypto.ts';
import {
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FREE_FAILURES,
} from '../../src/features/accounts/login-throttle.ts';
import { createTestApp, DATABASES } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';
import { errorsOf, freshIp, send, student } from './support.ts';
import type { Sent, Student } from './support.ts';

const TOO_MANY = /^Too many attempts\. Please try again in \d+ seconds\.$/;

const login = (t: TestApp, email: string, password: string, ip = freshIp()) =>
  send(t.app, { method: 'POST', url: '/api/login', body: { email, password }, ip });

const sendOtp = (t: TestApp, s: Student, ip = freshIp()) =>
  send(t.app, {
    method: 'POST',
    url: '/api/mobile/send-otp',
    body: { mobile: s.payload.mobile, dial_code: s.payload.dial_code },
    ip,
  });

const otpLogin = (t: TestApp, s: Student, otp: string, ip = freshIp(), mobile = s.payload.mobile) =>
  send(t.app, {
    method: 'POST',
    url: '/api/mobile/login',
    body: { mobile, dial_code: s.payload.dial_code, otp },
    ip,
  });

const latestCode = (t: TestApp, s: Student) =>
  t.sms.messages().find((m) => m.mobile === s.payload.mobile)!.code;
const wrongCode = (code: string, i = 0) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
const tokenOf = (res: Sent) => (res.json as { data: { access_token: string } }).data.access_token;

/** A 429 in the envelope, with the wait in its text and in Retry-After (and, given, that wait). */
function expectThrottled(res: Sent, seconds?: number) {
  expect(res.status, res.text).toBe(429);
  expect(res.json).toMatchObject({ status: 'error' });
  expect(errorsOf(res)[0]).toMatch(TOO_MANY);
  const wait = Number(res.headers['retry-after']);
  expect(errorsOf(res)[0]).toBe(`Too many attempts. Please try again in ${wait} seconds.`);
  if (seconds !== undefined) expect(wait).toBe(seconds);
}

// Argon2 makes every password check cost tens of milliseconds: the attacks below take seconds.
describe.each(DATABASES)('brute force on %s', { timeout: 120_000 }, (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  describe('sign-in', () => {
    it('one address gets one wait per student, however the identifier is spelled', async () => {
      const victim = await student(t.app, 'member');
      const ip = freshIp();
      const spellings = (i: number) =>
        [
          victim.payload.email,
          ` ${victim.payload.email}`,
          `${victim.payload.email}  `,
          victim.payload.email.toUpperCase(),
          `\t${victim.payload.email}`,
        ][i % 5]!;
      for (let i = 0; i < LOGIN_FREE_FAILURES; i++)
        expect((await login(t, spellings(i), `wrong-${i}`, ip)).status).toBe(422);
      expectThrottled(await login(t, ` ${victim.payload.email} `, 'wrong-again', ip));
      expectThrottled(await login(t, victim.username.toUpperCase(), 'wrong-again', ip));
    });

    it('a stranger’s failures make only the stranger’s address wait, 1 s, 2 s, 4 s …; the owner signs in from theirs', async () => {
      const victim = await student(t.app, 'member');
      const stranger = freshIp();
      for (let i = 0; i < LOGIN_FREE_FAILURES; i++)
        expect((await login(t, victim.username, `guess-${i}`, stranger)).status).toBe(422);
      // Ten tries in all: the address's budget of tries (10 a minute) is not what answers them.
      expectThrottled(await login(t, victim.username, victim.payload.password, stranger), 1);
      t.clock.advance(999);
      expectThrottled(await login(t, victim.username, 'guess-early', stranger), 1);
      t.clock.advance(1);
      expect((await login(t, victim.username, 'guess-after-1-s', stranger)).status).toBe(422);
      expectThrottled(await login(t, victim.username, 'guess-again', stranger), 2);
      t.clock.advance(2000);
      expect((await login(t, victim.username, 'guess-after-2-s', stranger)).status).toBe(422);
      // The owner, from their own device, is not slowed at all.
      expect((await login(t, victim.payload.email, victim.payload.password, freshIp())).status).toBe(200);
      // The next wait is 4 s; however long the stranger waits, their tries of the minute are spent too.
      t.clock.advance(4000);
      expectThrottled(await login(t, victim.username, 'guess-later', stranger));
    });

    it('a sign-in that succeeds from an address starts its waits afresh', async () => {
      const s = await student(t.app, 'member');
      const ip = freshIp();
      for (let i = 0; i < LOGIN_FREE_FAILURES; i++)
        expect((await login(t, s.payload.email, `typo-${i}`, ip)).status).toBe(422);
      expectThrottled(await login(t, s.payload.email, s.payload.password, ip), 1);
      t.clock.advance(1000);
      expect((await login(t, s.payload.email, s.payload.password, ip)).status).toBe(200);
      // Without the fresh start, the next failure would make the try after it wait 2 s.
      expect((await login(t, s.payload.email, 'typo-again', ip)).status).toBe(422);
      expect((await login(t, s.payload.email, 'typo-once-more', ip)).status).toBe(422);
    });

    it('many addresses guessing one student’s password are stopped, by email and by username alike', async () => {
      const victim = await student(t.app, 'member');
      const bystander = await student(t.app, 'member');
      let failures = 0;
      let res: Sent | undefined;
      // Every guess from a new address: neither the waits nor the per-address budget ever apply.
      for (; failures < LOGIN_FAILURES_PER_ACCOUNT + 50; failures++) {
        res = await login(t, failures % 2 ? victim.username : victim.payload.email, `guess-${failures}`);
        if (res.status !== 422) break;
      }
      expect(failures, 'failed guesses let through before the account is throttled').toBe(
        LOGIN_FAILURES_PER_ACCOUNT,
      );
      expectThrottled(res!);
      // While the budget lasts, even the right password waits: the attacker learns nothing from it.
      expectThrottled(await login(t, victim.payload.email, victim.payload.password));
      // Other students sign in as usual, and the victim still can with a one-time code.
      expect((await login(t, bystander.payload.email, bystander.payload.password)).status).toBe(200);
      expect((await sendOtp(t, victim)).status).toBe(200);
      expect((await otpLogin(t, victim, latestCode(t, victim))).status).toBe(200);
    });

    it('one address spraying a password over many accounts is stopped', async () => {
      const ip = freshIp();
      const known = await student(t.app, 'member');
      let failures = 0;
      let res: Sent | undefined;
      for (; failures < 200; failures++) {
        res = await login(t, `nobody${failures}@example.com`, 'password1', ip);
        if (res.status !== 422) break;
      }
      expect(failures, 'failed sign-ins from one address before it is throttled').toBe(100);
      expectThrottled(res!);
      expectThrottled(await login(t, known.payload.email, known.payload.password, ip));
      // Another address is not affected.
      expect((await login(t, known.payload.email, known.payload.password)).status).toBe(200);
    });

    it('counts only failures: a student who signs in often is never throttled', async () => {
      const s = await student(t.app, 'member');
      for (let i = 0; i < 30; i++)
        expect((await login(t, s.payload.email, s.payload.password)).status).toBe(200);
    });
  });

  describe('one-time codes', () => {
    it('one address asking codes for many numbers is throttled', async () => {
      const ip = freshIp();
      const students = [];
      for (let i = 0; i < 11; i++) students.push(await student(t.app, 'free'));
      for (const s of students.slice(0, 10)) expect((await sendOtp(t, s, ip)).status).toBe(200);
      expectThrottled(await sendOtp(t, students[10]!, ip));
    });

    it('one address guessing a number’s code is throttled, however the number is spelled', async () => {
      const s = await student(t.app, 'free');
      const ip = freshIp();
      let code = '';
      for (let i = 0; i < 10; i++) {
        // A fresh code before each try keeps the per-code lock out of the way: this is the address's budget.
        if (i % OTP_MAX_WRONG_TRIES === 0) {
          t.clock.advance(31_000);
          expect((await sendOtp(t, s)).status).toBe(200);
          code = latestCode(t, s);
        }
        const mobile = i % 2 ? ` ${s.payload.mobile}` : s.payload.mobile;
        expect((await otpLogin(t, s, wrongCode(code, i), ip, mobile)).status).toBe(422);
      }
      expectThrottled(await otpLogin(t, s, code, ip, `${s.payload.mobile} `));
      t.clock.advance(60 * 60 * 1000);
    });

    it('addresses rotated for every guess still get at most 5 guesses a code and 5 codes an hour', async () => {
      const s = await student(t.app, 'free');
      let checked = 0;
      for (let send = 0; send < OTP_MAX_SENDS_PER_HOUR + 1; send++) {
        t.clock.advance(31_000);
        const sent = await sendOtp(t, s);
        if (sent.status !== 200) {
          expect(sent.status).toBe(429);
          expect(errorsOf(sent)[0]).toMatch(/Too many OTP requests/);
          break;
        }
        const code = latestCode(t, s);
        for (let guess = 0; guess < 10; guess++) {
          const res = await otpLogin(t, s, wrongCode(code, guess));
          if (res.status === 422) checked += 1;
          else expect(errorsOf(res)).toEqual(['Too many wrong attempts. Please request a new OTP.']);
        }
      }
      expect(checked, 'wrong codes checked in an hour').toBe(OTP_MAX_WRONG_TRIES * OTP_MAX_SENDS_PER_HOUR);
      t.clock.advance(60 * 60 * 1000);
    });
  });

  describe('tokens', () => {
    it('are 256 random bits, URL-safe, never repeated', async () => {
      const s = await student(t.app, 'member');
      const tokens = [s.token];
      for (let i = 0; i < 40; i++) tokens.push(tokenOf(await login(t, s.payload.email, s.payload.password)));
      expect(new Set(tokens).size).toBe(tokens.length);
      for (const token of tokens) {
        expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      }
      // 41 × 43 characters of a uniform 64-symbol alphabet use nearly all of it; a counter or a timestamp would not.
      expect(new Set(tokens.join('')).size).toBeGreaterThanOrEqual(60);
      const bits = tokens.map((tk) => Buffer.from(tk, 'base64url')).flatMap((b) => [...b]);
      const ones = bits.reduce((n, byte) => n + byte.toString(2).replace(/0/g, '').length, 0);
      expect(ones / (bits.length * 8)).toBeGreaterThan(0.45);
      expect(ones / (bits.length * 8)).toBeLessThan(0.55);
    });

    it('are stored only as hashes: no table holds a token, a password or a one-time code', async () => {
      const s = await student(t.app, 'member');
      const second = tokenOf(await login(t, s.payload.email, s.payload.password));
      expect((await sendOtp(t, s)).status).toBe(200);
      const code = latestCode(t, s);
      const third = tokenOf(await otpLogin(t, s, code));

      const rows = await t.app.ctx.db
        .selectFrom('auth_tokens')
        .select('token_hash')
        .where('user_id', '=', s.user.id)
        .execute();
      expect(rows.map((r) => r.token_hash).sort()).toEqual([s.token, second, third].map(sha256).sort());
      const user = await t.app.ctx.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', s.user.id)
        .executeTakeFirstOrThrow();
      expect(user.password_hash).toMatch(/^\$argon2id\$/);

      const secrets = [s.token, second, third, s.payload.password];
      for (const table of await t.app.ctx.db.introspection.getTables()) {
        if (table.isView) continue;
        const all = await t.app.ctx.db
          .selectFrom(table.name as 'users')
          .selectAll()
          .execute();
        const text = JSON.stringify(all);
        for (const secret of secrets)
          expect(text.includes(secret), `${table.name} holds a secret`).toBe(false);
        if (table.name === 'otp_codes')
          for (const row of all as Record<string, unknown>[])
            expect(Object.values(row).map(String)).not.toContain(code);
      }
    });

    it('sign-out ends only its own session, for good', async () => {
      const s = await student(t.app, 'member');
      const other = tokenOf(await login(t, s.payload.email, s.payload.password));
      const out = await send(t.app, { method: 'POST', url: '/api/logout', token: other });
      expect(out.status).toBe(200);
      const me = (token: string) => send(t.app, { method: 'GET', url: '/api/user-info', token });
      expect((await me(other)).status).toBe(401);
      expect((await me(s.token)).status).toBe(200);
      // Signing in again issues a new token; the old one stays dead, and signing out twice changes nothing.
      tokenOf(await login(t, s.payload.email, s.payload.password));
      expect((await me(other)).status).toBe(401);
      expect((await send(t.app, { method: 'POST', url: '/api/logout', token: other })).status).toBe(401);
    });

    it('deleting the account ends every session and leaves no session rows', async () => {
      const s = await student(t.app, 'member');
      const tokens = [s.token];
      for (let i = 0; i < 2; i++) tokens.push(tokenOf(await login(t, s.payload.email, s.payload.password)));
      const del = await send(t.app, {
        method: 'POST',
        url: '/api/delete-account',
        token: tokens[1],
        body: { password: s.payload.password },
      });
      expect(del.status).toBe(200);
      for (const token of tokens)
        expect((await send(t.app, { method: 'GET', url: '/api/user-info', token })).status).toBe(401);
      const left = await t.app.ctx.db
        .selectFrom('auth_tokens')
        .select('id')
        .where('user_id', '=', s.user.id)
        .execute();
      expect(left).toEqual([]);
      // A new student never inherits a session, even if the database reuses the deleted student's id.
      const next = await student(t.app, 'member');
      for (const token of tokens) {
        const res = await send(t.app, { method: 'GET', url: '/api/user-info', token });
        expect(res.status, `a deleted student's token works for student ${next.user.id}`).toBe(401);
      }
    });
  });
});

describe.each(DATABASES)('logs on %s', (kind) => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      kind,
      { LOG_LEVEL: 'trace' },
      { logStream: { write: (line) => lines.push(line) } },
    );
  });
  afterAll(async () => t.close());

  it('never carry a password, a one-time code or a bearer token', async () => {
    const secrets: string[] = [];
    const s = await student(t.app, 'member');
    secrets.push(s.token, s.payload.password);
    const signedIn = tokenOf(await login(t, s.payload.email, s.payload.password));
    secrets.push(signedIn);
    expect((await login(t, s.payload.email, 'not-my-password-123')).status).toBe(422);
    secrets.push('not-my-password-123');

    expect((await sendOtp(t, s)).status).toBe(200);
    const code = latestCode(t, s);
    const byCode = tokenOf(await otpLogin(t, s, code));
    secrets.push(code, byCode);
    t.clock.advance(31_000);
    expect((await sendOtp(t, s)).status).toBe(200);
    const wrong = wrongCode(latestCode(t, s));
    expect((await otpLogin(t, s, wrong)).status).toBe(422);
    secrets.push(wrong);

    // A too-short password is refused with its rule, and a wrong token with 401: neither is echoed to the logs.
    const short = await send(t.app, {
      method: 'POST',
      url: '/api/register',
      body: {
        firstname: 'A',
        lastname: 'B',
        email: 'short@example.com',
        password: 'ab1',
        password_confirmation: 'ab1',
      },
    });
    expect(short.status).toBe(422);
    const forged = `forged-${'x'.repeat(30)}`;
    expect((await send(t.app, { method: 'GET', url: '/api/user-info', token: forged })).status).toBe(401);
    secrets.push(forged);

    const deleter = await student(t.app, 'member');
    secrets.push(deleter.token, deleter.payload.password);
    expect(
      (await send(t.app, { method: 'POST', url: '/api/delete-account/send-otp', token: deleter.token }))
        .status,
    ).toBe(200);
    const deleteCode = latestCode(t, deleter);
    secrets.push(deleteCode);
    const gone = await send(t.app, {
      method: 'POST',
      url: '/api/delete-account',
      token: deleter.token,
      body: { otp: deleteCode },
    });
    expect(gone.status).toBe(200);
    expect((await send(t.app, { method: 'POST', url: '/api/logout', token: signedIn })).status).toBe(200);

    const log = lines.join('');
    // The logs are there (every request at trace level), so their silence about secrets means something.
    expect(log).toMatch(/incoming request/);
    expect(log).toMatch(/\/api\/mobile\/login/);
    expect(lines.length).toBeGreaterThan(20);
    // A code is six digits: look for it as a number of its own, not inside a timestamp's longer run of digits.
    for (const secret of secrets)
      expect(new RegExp(`(?<![0-9])${secret}(?![0-9])`).test(log), `the logs carry ${secret}`).toBe(false);
  });
});

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2)}`;

// With REDIS_URL every instance imposes the same waits and spends the same failure budgets (runs when
// TEST_REDIS_URL is set).
describe.skipIf(!process.env.TEST_REDIS_URL)('sign-in throttles in Redis', { timeout: 120_000 }, () => {
  const apps: TestApp[] = [];
  beforeAll(async () => {
    // Two instances of one database (a file both open), as in a deployment.
    const file = path.join(os.tmpdir(), `quizring-two-instances-${unique()}.db`);
    for (let i = 0; i < 2; i++)
      apps.push(
        await createTestApp('sqlite', {
          REDIS_URL: process.env.TEST_REDIS_URL!,
          DATABASE_URL: `sqlite:${file}`,
        }),
      );
  });
  afterAll(async () => Promise.all(apps.map((a) => a.close())));
  // Both apps' clocks move together, as real instances' clocks do.
  const advance = (ms: number) => apps.forEach((a) => a.clock.advance(ms));
  // Other runs share the Redis server: an address and an identifier of this run only.
  const ipOfRun = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;

  it('an address’s wait holds on both instances, and a success through one starts it afresh on both', async () => {
    const [a, b] = apps as [TestApp, TestApp];
    const s = await student(a.app, 'member', { email: `owner-${unique()}@example.com` });
    const ip = ipOfRun();
    for (let i = 0; i < LOGIN_FREE_FAILURES; i++)
      expect((await login(apps[i % 2]!, s.payload.email, `guess-${i}`, ip)).status).toBe(422);
    for (const t of apps) expectThrottled(await login(t, s.payload.email, 'guess-again', ip), 1);
    advance(1000);
    expect((await login(a, s.payload.email, s.payload.password, ip)).status).toBe(200);
    expect((await login(b, s.payload.email, 'typo', ip)).status).toBe(422);
    expect((await login(a, s.payload.email, 'typo-again', ip)).status).toBe(422);
  });

  it('an account’s failure budget is shared by two instances', async () => {
    // No account has this address, so both instances name it alike: the budget is the identifier's.
    const email = `victim-${unique()}@example.com`;
    let failures = 0;
    for (; failures < LOGIN_FAILURES_PER_ACCOUNT + 10; failures++) {
      const res = await login(apps[failures % 2]!, email, `guess-${failures}`, freshIp());
      if (res.status !== 422) break;
    }
    expect(failures).toBe(LOGIN_FAILURES_PER_ACCOUNT);
    for (const t of apps) expectThrottled(await login(t, email, 'guess-again'));
  });
});
