import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isProfileComplete, User } from './user.ts';

const user = {
  id: 7,
  fullname: 'Asha Rao',
  firstname: 'Asha',
  lastname: 'Rao',
  name: 'Asha Rao',
  username: 'asharao',
  email: 'asha@example.com',
  dial_code: '91',
  mobile: '9876543210',
  students_class: 8,
  academic_board: 'CBSE',
  city: null,
  address: null,
  state: null,
  zip: null,
  referral_code: 'ASHA7',
  coins: 0,
  score: 0,
  avatar: null,
  gender: 'female',
  profile_complete: 1,
  created_at: '2025-01-01T00:00:00.000Z',
};

describe('the user', () => {
  it.each([
    [1, 1],
    ['1', 1],
    [0, 0],
    ['0', 0],
  ])('reads profile_complete %j as the number %j', (sent, read) => {
    expect(User.parse({ ...user, profile_complete: sent }).profile_complete).toBe(read);
  });

  it('refuses any other profile_complete', () => {
    for (const sent of [2, 'yes', true, null, '']) {
      expect(User.safeParse({ ...user, profile_complete: sent }).success).toBe(false);
    }
  });

  it('sends profile_complete as the number', () => {
    expect(z.encode(User, User.parse(user)).profile_complete).toBe(1);
  });

  it('counts a profile as complete for 1 or the text 1 only', () => {
    expect([1, '1', 0, '0', undefined].map((v) => isProfileComplete({ profile_complete: v }))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(isProfileComplete(null)).toBe(false);
  });
});
