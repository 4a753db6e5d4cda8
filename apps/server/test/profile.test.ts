import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DATABASES, registerStudent } from './support/test-app.ts';
import type { TestApp } from './support/test-app.ts';

describe.each(DATABASES)('profile on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const complete = (token: string, body: Record<string, unknown>) =>
    call(t.app, 'POST', '/api/profile-completion', { token, body });

  it('checks username availability, lower-cased and stripped to a–z', async () => {
    const a = await registerStudent(t.app);
    const free = await call(t.app, 'GET', '/api/check-username-availability?username=Nova_Star9', {
      token: a.token,
    });
    expect(free.status).toBe(200);
    expect(free.body).toMatchObject({ status: 'success', data: { available: true } });
    expect(
      (
        await complete(a.token, {
          username: 'novastar',
          gender: 'other',
          students_class: 5,
          academic_board: 'ICSE',
        })
      ).status,
    ).toBe(200);
    const b = await registerStudent(t.app);
    const taken = await call(t.app, 'GET', '/api/check-username-availability?username=NOVASTAR', {
      token: b.token,
    });
    expect(taken.body).toMatchObject({ data: { available: false }, message: 'Username not available' });
    const short = await call(t.app, 'GET', '/api/check-username-availability?username=abc', {
      token: b.token,
    });
    expect(short.body).toMatchObject({
      data: { available: false },
      message: 'Username must be at least 6 characters',
    });
    // Your own username counts as available to you.
    const mine = await call(t.app, 'GET', '/api/check-username-availability?username=novastar', {
      token: a.token,
    });
    expect(mine.body.data).toEqual({ available: true });
  });

  it('completes the profile and sets profile_complete to 1', async () => {
    const s = await registerStudent(t.app);
    const res = await complete(s.token, {
      username: 'brightmind',
      gender: 'female',
      students_class: '8',
      academic_board: 'State Board',
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    expect((res.body.data as { user: unknown }).user).toMatchObject({
      username: 'brightmind',
      gender: 'female',
      students_class: 8,
      academic_board: 'State Board',
      profile_complete: 1,
    });
    const info = await call(t.app, 'GET', `/api/user-info?t=${Date.now()}`, { token: s.token });
    expect((info.body.data as { user: { profile_complete: number } }).user.profile_complete).toBe(1);
  });

  it.each([
    [{ username: 'Has Caps' }, 'The username may contain lower-case letters a–z only.'],
    [{ username: 'short' }, 'The username must be at least 6 characters.'],
    [{ gender: 'robot' }, 'The gender must be male, female or other.'],
    [{ students_class: 13 }, 'The class must be between 1 and 12.'],
    [{ academic_board: 'IB' }, 'The board must be CBSE, ICSE, State Board or NIOS.'],
  ])('refuses %j', async (override, message) => {
    const s = await registerStudent(t.app);
    const res = await complete(s.token, {
      username: 'validname',
      gender: 'male',
      students_class: 6,
      academic_board: 'CBSE',
      ...override,
    });
    expect(res.status).toBe(422);
    expect((res.body.message as { error: string[] }).error).toContain(message);
  });

  it('refuses a username someone else has', async () => {
    const a = await registerStudent(t.app);
    await complete(a.token, {
      username: 'takenname',
      gender: 'male',
      students_class: 6,
      academic_board: 'CBSE',
    });
    const b = await registerStudent(t.app);
    const res = await complete(b.token, {
      username: 'takenname',
      gender: 'male',
      students_class: 6,
      academic_board: 'CBSE',
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toEqual({ error: ['Username not available'] });
  });

  it('updates name and address fields, trimming and clearing blanks', async () => {
    const s = await registerStudent(t.app);
    const res = await call(t.app, 'POST', '/api/profile-setting', {
      token: s.token,
      body: {
        firstname: '  Riya ',
        lastname: 'Das',
        address: '12 MG Road',
        city: 'Kolkata',
        state: 'West Bengal',
        zip: '700001',
      },
    });
    expect(res.status).toBe(200);
    expect((res.body.data as { user: unknown }).user).toMatchObject({
      firstname: 'Riya',
      fullname: 'Riya Das',
      city: 'Kolkata',
      state: 'West Bengal',
      zip: '700001',
    });
    const cleared = await call(t.app, 'POST', '/api/profile-setting', {
      token: s.token,
      body: { firstname: 'Riya', lastname: 'Das', address: '', city: '  ', state: null, zip: '' },
    });
    expect((cleared.body.data as { user: unknown }).user).toMatchObject({
      address: null,
      city: null,
      state: null,
      zip: null,
    });
    const missing = await call(t.app, 'POST', '/api/profile-setting', {
      token: s.token,
      body: { firstname: '', lastname: 'Das' },
    });
    expect(missing.status).toBe(422);
    expect((missing.body.message as { error: string[] }).error).toContain(
      'The first name field is required.',
    );
  });

  it('refuses every profile call without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/user-info'],
      ['GET', '/api/check-username-availability?username=abcdef'],
      ['POST', '/api/profile-completion'],
      ['POST', '/api/profile-setting'],
    ] as const) {
      const res = await call(t.app, method, url, method === 'POST' ? { body: {} } : {});
      expect(res.status, url).toBe(401);
    }
  });
});
