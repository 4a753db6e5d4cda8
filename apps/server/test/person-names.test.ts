// Names through the API: signup and the profile form refuse names others could not read (nothing visible, hidden
// format characters, broken text) with 422 in the envelope, and store what they take in NFC (contracts: person-name.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@quizring/contracts';
import { call, createTestApp, DATABASES, registerStudent, signupPayload } from './support/test-app.ts';
import type { ApiResult, TestApp } from './support/test-app.ts';

const errors = (res: ApiResult) => (res.body.message as { error: string[] }).error;

describe.each(DATABASES)('person names on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const storedName = async (id: number) =>
    t.app.ctx.db
      .selectFrom('users')
      .select(['firstname', 'lastname'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const usersNamed = async (email: string) =>
    t.app.ctx.db.selectFrom('users').select('id').where('email', '=', email).execute();

  /** The same request as raw JSON text, so escapes such as "\ud800" reach the server as they are written. */
  const raw = (url: string, json: string, token?: string) =>
    call(t.app, 'POST', url, { token, body: json, headers: { 'content-type': 'application/json' } });
  const profileBody = (firstname: string, lastname = 'Rao') => ({ firstname, lastname });

  it('refuses a sign-up whose name is only U+200B, or hides U+202E inside', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ firstname: '\u200B' }, MSG.nameInvisibleCharacters('first name')],
      [{ lastname: 'Ra\u202Eo' }, MSG.nameInvisibleCharacters('last name')],
      [{ firstname: '...' }, MSG.nameNeedsLetter('first name')],
    ];
    for (const [names, message] of cases) {
      const payload = signupPayload(names);
      const res = await call(t.app, 'POST', '/api/register', { body: payload });
      expect(res.status, JSON.stringify(names)).toBe(422);
      expect(res.body.status).toBe('error');
      expect(errors(res)).toEqual([message]);
      expect(await usersNamed(payload.email)).toEqual([]);
    }
  });

  it('refuses a sign-up with a lone surrogate sent as raw JSON text', async () => {
    const payload = signupPayload();
    const json = JSON.stringify(payload).replace('"firstname":"Test"', '"firstname":"Te\\ud800st"');
    expect(json).toContain('\\ud800');
    const res = await raw('/api/register', json);
    expect(res.status).toBe(422);
    expect(errors(res)).toEqual([MSG.nameNotValidText('first name')]);
    expect(await usersNamed(payload.email)).toEqual([]);
  });

  it('stores a sign-up name given in NFD as NFC', async () => {
    const s = await registerStudent(t.app, { firstname: 'Zoe\u0308', lastname: 'Rene\u0301e' });
    expect(await storedName(s.user.id)).toEqual({ firstname: 'Zoë', lastname: 'Renée' });
    expect(s.user).toMatchObject({ firstname: 'Zoë', lastname: 'Renée' });
  });

  it('refuses the same names in the profile form, and keeps the stored ones', async () => {
    const s = await registerStudent(t.app, { firstname: 'Asha', lastname: 'Rao' });
    const cases: [unknown, string][] = [
      [profileBody('\u200B'), MSG.nameInvisibleCharacters('first name')],
      [profileBody('Asha', 'R\u202Eao'), MSG.nameInvisibleCharacters('last name')],
      [profileBody('\u2066Asha\u2069'), MSG.nameInvisibleCharacters('first name')],
      [profileBody('123'), MSG.nameNeedsLetter('first name')],
    ];
    for (const [body, message] of cases) {
      const res = await call(t.app, 'POST', '/api/profile-setting', { token: s.token, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(errors(res)).toEqual([message]);
    }
    const surrogate = await raw('/api/profile-setting', '{"firstname":"\\ud800","lastname":"Rao"}', s.token);
    expect(surrogate.status).toBe(422);
    expect(errors(surrogate)).toEqual([MSG.nameNotValidText('first name')]);
    expect(await storedName(s.user.id)).toEqual({ firstname: 'Asha', lastname: 'Rao' });
  });

  it('stores a profile name given in NFD as NFC', async () => {
    const s = await registerStudent(t.app);
    const res = await call(t.app, 'POST', '/api/profile-setting', {
      token: s.token,
      body: profileBody('  Ame\u0301lie ', 'Mu\u0308ller'),
    });
    expect(res.status).toBe(200);
    expect(await storedName(s.user.id)).toEqual({ firstname: 'Amélie', lastname: 'Müller' });
  });
});
