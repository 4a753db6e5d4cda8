import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { call, createTestApp, DATABASES, registerStudent } from './support/test-app.ts';
import type { TestApp } from './support/test-app.ts';

describe.each(DATABASES)('system on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  it('serves the public config without a token', async () => {
    const res = await call(t.app, 'GET', '/api/config');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      realtime: { key: 'quizring-key', host: '', port: 0, tls: false, cluster: 'ap2' },
      payment: { provider: 'sandbox', checkout_script_url: '/checkout/sandbox.js' },
      profile_image_base: '/media/avatars/',
      demo: true,
    });
  });

  it('shows the dev SMS outbox newest first', async () => {
    const s = await registerStudent(t.app);
    await call(t.app, 'POST', '/api/mobile/send-otp', {
      body: { mobile: s.payload.mobile, dial_code: '91' },
    });
    const res = await call(t.app, 'GET', '/api/dev/sms-outbox');
    const messages = (res.body.data as { messages: { mobile: string; code: string; dial_code: string }[] })
      .messages;
    expect(messages[0]).toMatchObject({ mobile: s.payload.mobile, dial_code: '91' });
    expect(messages[0]!.code).toMatch(/^\d{6}$/);
  });

  it('publishes the OpenAPI document of every route at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/login',
      '/api/register',
      '/api/mobile/send-otp',
      '/api/profile-completion',
      '/api/dashboard',
    ])
      expect(doc.paths).toHaveProperty([path]);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(200);
  });

  it('answers unknown API paths with 404 in the envelope', async () => {
    const res = await call(t.app, 'GET', '/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 'error', message: { error: ['Not found.'] } });
  });

  it('gives members the dashboard and refuses non-members', async () => {
    const s = await registerStudent(t.app);
    const refused = await call(t.app, 'GET', '/api/dashboard', { token: s.token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toEqual({ error: ['An active membership is required.'] });
    await seedDemo(t.app.ctx);
    const login = await call(t.app, 'POST', '/api/login', {
      body: { email: 'demostudent', password: 'demo1234' },
    });
    const token = (login.body.data as { access_token: string }).access_token;
    const res = await call(t.app, 'GET', '/api/dashboard', { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      total_attempts: 0,
      daily_streak: 0,
      today_attempts_by_difficulty: { move_mix: 0, chill_easy: 0, punch_hard: 0 },
    });
    const weekly = (res.body.data as { weekly: { attempts: number }[] }).weekly;
    expect(weekly).toHaveLength(7);
    expect(weekly.every((d) => d.attempts === 0)).toBe(true);
  });

  it('seeds the demo accounts once, the demo student with three member friends', async () => {
    expect((await seedDemo(t.app.ctx)).created).toBe(false);
    const { db } = t.app.ctx;
    const student = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'demostudent')
      .executeTakeFirstOrThrow();
    const friends = await db
      .selectFrom('friendships')
      .innerJoin('users', (j) =>
        j.on((eb) =>
          eb.or([
            eb.and([
              eb('friendships.user_a_id', '=', student.id),
              eb('users.id', '=', eb.ref('friendships.user_b_id')),
            ]),
            eb.and([
              eb('friendships.user_b_id', '=', student.id),
              eb('users.id', '=', eb.ref('friendships.user_a_id')),
            ]),
          ]),
        ),
      )
      .innerJoin('memberships', 'memberships.user_id', 'users.id')
      .select(['users.username', 'friendships.status'])
      .orderBy('users.username')
      .execute();
    expect(friends).toEqual([
      { username: 'friendasha', status: 'accepted' },
      { username: 'friendmeera', status: 'accepted' },
      { username: 'friendrohan', status: 'accepted' },
    ]);
    const free = await call(t.app, 'POST', '/api/login', {
      body: { email: 'free@quizring.local', password: 'demo1234' },
    });
    expect(free.status).toBe(200);
  });
});

describe('configuration', () => {
  it('refuses production mode with the sandbox or console providers unless explicitly allowed', () => {
    expect(() => loadConfig({ APP_MODE: 'production' })).toThrow(/Refusing to start in production mode/);
    expect(() =>
      loadConfig({ APP_MODE: 'production', ALLOW_DEV_PROVIDERS_IN_PRODUCTION: 'true' }),
    ).not.toThrow();
    const prod = loadConfig({
      APP_MODE: 'production',
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'secret',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 'tok',
      TWILIO_FROM_NUMBER: '+15550000000',
    });
    expect(prod.payment.provider).toBe('razorpay');
    expect(prod.devSurfaces).toBe(false);
    expect(prod.seedDemo).toBe(false);
  });

  it('defaults to the embedded demo configuration', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ isProduction: false, port: 3000, seedDemo: true, devSurfaces: true });
    expect(c.payment.provider).toBe('sandbox');
    expect(c.databaseUrl).toMatch(/^sqlite:.*data[/\\]quizring\.db$/);
  });

  it('explains invalid values', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });
});

describe('production mode', () => {
  it('has no dev SMS outbox', async () => {
    const t = await createTestApp('sqlite', {
      APP_MODE: 'production',
      ALLOW_DEV_PROVIDERS_IN_PRODUCTION: 'true',
    });
    const res = await call(t.app, 'GET', '/api/dev/sms-outbox');
    expect(res.status).toBe(404);
    await t.close();
  });
});
