// With REDIS_URL, throttles are shared by every app instance (runs when TEST_REDIS_URL is set; CI sets it).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FREE_FAILURES } from '../src/features/accounts/login-throttle.ts';
import { call, createTestApp } from './support/test-app.ts';
import type { TestApp } from './support/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('rate limits in Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp('sqlite', { REDIS_URL: redisUrl! });
    b = await createTestApp('sqlite', { REDIS_URL: redisUrl! });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('shares one address’s sign-in wait between two instances', async () => {
    const email = `victim-${randomBytes(6).toString('hex')}@example.com`;
    for (let i = 0; i < LOGIN_FREE_FAILURES; i++) {
      const res = await call(i % 2 ? a.app : b.app, 'POST', '/api/login', {
        body: { email, password: `guess${i}` },
        ip: '10.7.0.1',
      });
      expect(res.status).toBe(422);
    }
    const blocked = await call(a.app, 'POST', '/api/login', {
      body: { email, password: 'again' },
      ip: '10.7.0.1',
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.status).toBe('error');
    const other = await call(b.app, 'POST', '/api/login', {
      body: { email, password: 'again' },
      ip: '10.7.0.1',
    });
    expect(other.status).toBe(429);
  });
});
