// Business constants and limits of the specification, shared by server and web so each rule lives once.

export const DIAL_CODES = ['91', '1', '44', '61'] as const;
export type DialCode = (typeof DIAL_CODES)[number];
export const DEFAULT_DIAL_CODE: DialCode = '91';

export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_RESEND_AFTER_SECONDS = 30;
export const OTP_MAX_SENDS_PER_HOUR = 5;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const MOBILE_MIN = 6;
export const MOBILE_MAX = 15;
export const NAME_MAX = 60;
export const USERNAME_MIN = 6;
export const USERNAME_MAX = 30;
export const USERNAME_DEBOUNCE_MS = 450;

export const CLASSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export const BOARDS = ['CBSE', 'ICSE', 'State Board', 'NIOS'] as const;
export type Board = (typeof BOARDS)[number];
export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

export const PLAN_ID = 'yearly';
export const PLAN_NAME = 'Yearly';
export const PLAN_PRICE_INR = 3497;
export const PLAN_CURRENCY = 'INR';
export const PLAN_DESCRIPTION = 'Premium membership (Yearly)';
export const MEMBERSHIP_FEATURES = [
  'Unlimited Move, Punch and Chill',
  'AI mastery tracking',
  'Ring battles',
  'Personalised path',
] as const;

export const PRESET_AVATARS = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9', 'a10'] as const;
export type PresetAvatar = (typeof PRESET_AVATARS)[number];
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE_PX = 256;

export const SIDEBAR_WIDTH_EXPANDED = 256;
export const SIDEBAR_WIDTH_COLLAPSED = 80;
export const FRIENDS_BADGE_CAP = 9;
export const FRIENDS_BADGE_REFRESH_MS = 1500;

export const DASHBOARD_TOP_SKILLS = 3;
export const DASHBOARD_WEAK_SKILLS = 3;
export const DASHBOARD_WEEK_DAYS = 7;

/** Mastery colour bands by p_mastery, highest first. */
export const MASTERY_BANDS = [0.85, 0.6, 0.35] as const;
export const MASTERY_THRESHOLD = 0.85;

export const TOAST_ERROR_MS = 4000;
export const TOAST_SUCCESS_MS = 2000;
export const TOAST_LIMIT = 20;

export const SOUNDS = ['correct', 'wrong', 'next', 'invite', 'joined'] as const;
export type SoundName = (typeof SOUNDS)[number];
export const AUDIO_ELEMENTS_PER_SOUND = 3;

export const INITIALS_WORDS = 2;
