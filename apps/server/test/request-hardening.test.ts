// Requests broken below the level of any contract, found by the fuzzer (test/fuzz): they must still be answered in
// the spec's envelope with a 4xx, never with Fastify's own error shape or a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixturePack } from './support/content.ts';
import { memberStudent } from './support/learners.ts';
import { call, createTestApp, DATABASES } from './support/test-app.ts';
import type { TestApp } from './support/test-app.ts';

describe.each(DATABASES)('malformed requests on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await loadFixturePack(t.app.ctx.db);
  });
  afterAll(async () => t.close());

  it('answers a URL with broken percent-encoding with 400 in the envelope', async () => {
    for (const url of ['/api/skill-quiz/%E0%A4%A', '/api/ring-sessions/%/status', '/media/avatars/%']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ status: 'error', message: { error: ['The URL is not valid.'] } });
    }
  });

  it('answers a path parameter over the router limit with 414 in the envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/ring-sessions/${'9'.repeat(2000)}/join` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ status: 'error', message: { error: ['The URL is too long.'] } });
  });

  it('answers errors on the API docs routes in the envelope too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json?x=%00' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 'error',
      message: { error: ['Text may not contain NUL characters.'] },
    });
  });

  // PostgreSQL refuses U+0000 in text: a NUL used to reach the query and fail there with a 500.
  it('refuses NUL characters in the query and the body with 422', async () => {
    const s = await memberStudent(t.app);
    const refused = { status: 'error', message: { error: ['Text may not contain NUL characters.'] } };
    const subject = await call(t.app, 'GET', '/api/book-contents?subject=%00', { token: s.token });
    expect(subject).toEqual({ status: 422, body: refused });
    const search = await call(t.app, 'GET', '/api/friends/search?q=abc%00', { token: s.token });
    expect(search).toEqual({ status: 422, body: refused });
    const login = await call(t.app, 'POST', '/api/login', {
      body: { email: 'a\u0000b', password: 'secret123' },
    });
    expect(login).toEqual({ status: 422, body: refused });
    // The same calls without the NUL are fine.
    expect(
      (await call(t.app, 'GET', '/api/book-contents?subject=Mathematics', { token: s.token })).status,
    ).toBe(200);
    expect((await call(t.app, 'GET', '/api/friends/search?q=abc', { token: s.token })).status).toBe(200);
  });
});
