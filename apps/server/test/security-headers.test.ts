// Every answer carries the security headers: the Content-Security-Policy of the web app (only its own scripts, the
// configured payment checkout and realtime host), no framing, no sniffing, no path in the Referer. Pages are served
// from a small stand-in for the built web app, so this runs before any build.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { contentSecurityPolicy } from '../src/plugins/security-headers.ts';
import { createTestApp, DATABASES } from './support/test-app.ts';
import type { TestApp } from './support/test-app.ts';

/** index.html, a hashed asset and a legal page, as the web build lays them out. */
function webDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quizring-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, 'legal'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app");\n');
  fs.writeFileSync(
    path.join(dir, 'legal', 'terms.html'),
    '<!doctype html><title>Terms</title><style>a{}</style>',
  );
  return dir;
}

/** The policy as directive → sources. */
function policyOf(header: unknown): Map<string, string[]> {
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const ALL_PAGES_AND_ANSWERS = [
  ['the start page', 'GET', '/', 200],
  ['the sign-in page', 'GET', '/login', 200],
  ['a deep page of the app', 'GET', '/ring/waiting/12', 200],
  ['a hashed asset', 'GET', '/assets/index-abc123.js', 200],
  ['a legal page', 'GET', '/legal/terms.html', 200],
  ['the public config', 'GET', '/api/config', 200],
  ['the sandbox checkout script', 'GET', '/checkout/sandbox.js', 200],
  ['an unauthenticated call', 'GET', '/api/user-info', 401],
  ['a refused body', 'POST', '/api/login', 422],
  ['no such API route', 'GET', '/api/no-such-route', 404],
  ['no such file', 'GET', '/missing.png', 404],
  ['the API docs', 'GET', '/api/docs/', 200],
] as const;

describe.each(DATABASES)('security headers on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { serveWeb: true, webDir: webDir() });
  });
  afterAll(async () => t.close());

  it.each(ALL_PAGES_AND_ANSWERS)('on %s', async (_what, method, url, status) => {
    const res = await t.app.inject({
      method,
      url,
      ...(method === 'POST' ? { payload: { email: '' } } : {}),
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(status);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    const policy = policyOf(res.headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('font-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    expect(String(res.headers['content-security-policy'])).not.toContain('unsafe-eval');
  });
});

describe('the content security policy follows the configuration', () => {
  const policy = (env: Record<string, string>, payments: 'sandbox' | 'razorpay' = 'sandbox') =>
    new Map(Object.entries(contentSecurityPolicy(loadConfig(env), payments)));

  it('allows Razorpay checkout, its frames, calls and images only with Razorpay', () => {
    const razorpay = policy({}, 'razorpay');
    expect(razorpay.get('script-src')).toEqual([
      "'self'",
      'https://checkout.razorpay.com',
      'https://cdn.razorpay.com',
    ]);
    expect(razorpay.get('frame-src')).toEqual(['https://api.razorpay.com', 'https://checkout.razorpay.com']);
    expect(razorpay.get('connect-src')).toContain('https://lumberjack.razorpay.com');
    expect(razorpay.get('img-src')).toContain('https://cdn.razorpay.com');
    expect(razorpay.get('frame-ancestors')).toEqual(["'none'"]);
    const sandbox = policy({});
    expect(JSON.stringify([...sandbox])).not.toContain('razorpay');
  });

  it('allows the Pusher cluster, or the configured realtime host, only with REALTIME_PROVIDER=pusher', () => {
    const pusher = { REALTIME_PROVIDER: 'pusher', PUSHER_SECRET: 'secret' };
    expect(policy({ ...pusher, PUSHER_CLUSTER: 'mt1' }).get('connect-src')).toEqual([
      "'self'",
      'wss://ws-mt1.pusher.com',
    ]);
    expect(
      policy({
        ...pusher,
        PUSHER_HOST: 'realtime.example.test',
        PUSHER_PORT: '6001',
        PUSHER_TLS: 'false',
      }).get('connect-src'),
    ).toEqual(["'self'", 'ws://realtime.example.test:6001', 'wss://realtime.example.test:6001']);
    expect(policy({}).get('connect-src')).toEqual(["'self'"]);
  });

  it('is served with the configured provider', async () => {
    const t = await createTestApp('sqlite', {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_headers',
      RAZORPAY_KEY_SECRET: 'a-key-secret',
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/config' });
      expect(policyOf(res.headers['content-security-policy']).get('script-src')).toContain(
        'https://checkout.razorpay.com',
      );
    } finally {
      await t.close();
    }
  });
});
