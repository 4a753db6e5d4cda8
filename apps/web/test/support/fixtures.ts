import type { PublicConfig, User } from '@quizring/contracts';
import { STORAGE_KEYS } from '@/lib/storage';

export function makeUser(overrides: Partial<Record<keyof User, unknown>> = {}): User {
  return {
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
    ...overrides,
  } as User;
}

/** What GET /api/config answers in a demo deployment. */
export function makeConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    app_name: 'QuizRing',
    realtime: { key: 'k', host: 'localhost', port: 3000, tls: false, cluster: 'mt1' },
    payment: { provider: 'sandbox', checkout_script_url: '/checkout/sandbox.js' },
    push: { vapid_public_key: '' },
    profile_image_base: '/media/avatars/',
    demo: true,
    ...overrides,
  };
}

/** Puts a signed-in session in localStorage, as a previous visit would have left it. */
export function storeSession(user: unknown, token = 'test-token') {
  localStorage.setItem(STORAGE_KEYS.authToken, token);
  localStorage.setItem(STORAGE_KEYS.authUser, JSON.stringify(user));
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const activeMembership = () => ({
  membership: true,
  expiry_date: new Date(Date.now() + 30 * DAY_MS).toISOString(),
  plan: 'yearly',
  platform: 'web',
});
export const expiredMembership = () => ({
  membership: true,
  expiry_date: new Date(Date.now() - DAY_MS).toISOString(),
  plan: 'yearly',
  platform: 'web',
});
export const noMembership = () => ({ membership: false, expiry_date: null, plan: null, platform: null });
