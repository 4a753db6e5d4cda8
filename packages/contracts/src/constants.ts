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

// ---- Learning: quiz modes, mastery, results, leaderboard ----

export const QUIZ_MODES = ['move', 'punch', 'chill', 'skill', 'topic'] as const;
export type QuizMode = (typeof QUIZ_MODES)[number];
/** The modes that load question pages; Skill and Topic load a fixed set. */
export const PAGED_MODES = ['move', 'punch', 'chill'] as const;
export type PagedMode = (typeof PAGED_MODES)[number];
export const QUESTION_SOURCES = ['new', 'practice', 'review'] as const;
export type QuestionSource = (typeof QUESTION_SOURCES)[number];
export const DIFFICULTIES = [1, 2, 3] as const;
/** The `difficulty` a quiz reports in its attempts: Punch 3; Chill, Skill and Topic 2; Move none. */
export const ATTEMPT_DIFFICULTY: Record<QuizMode, number | null> = {
  move: null,
  punch: 3,
  chill: 2,
  skill: 2,
  topic: 2,
};

export const QUESTION_TIME_MS = 45_000;
export const QUESTION_TICK_MS = 100;
export const ADVANCE_AFTER_CORRECT_MS = 700;
export const ADVANCE_AFTER_WRONG_MS = 1100;
export const ADVANCE_AFTER_TIMEOUT_MS = 1800;
export const MOVE_UP_AFTER_TIMEOUTS = 5;
export const MOVE_SUMMARY_EVERY = 5;
export const MOVE_ROUND = 25;
export const ROUND_SIZE = 7;
export const UNLOCKED_SHOWN = 7;
export const QUESTIONS_PER_PAGE = 10;
/** Fixed sets: a Skill quiz and a Topic quiz serve at most this many questions. */
export const FIXED_QUIZ_SIZE = 10;
/** Accuracy colours in quizzes: 90 % or more green, 70 % or more amber, otherwise red. */
export const QUIZ_ACCURACY_BANDS = [90, 70] as const;
/** Practice vs Accuracy chart colours: 80 % or more green, 50 % or more amber, otherwise red. */
export const PRACTICE_ACCURACY_BANDS = [80, 50] as const;
/** Slack on a question's 45 s for a slow device or a late tick (decision 0016). */
export const RESPONSE_TIME_GRACE_MS = 5_000;
/** An attempt's response time is more than 0 and at most this: longer cannot come from the quiz's countdown. */
export const MAX_RESPONSE_TIME_MS = QUESTION_TIME_MS + RESPONSE_TIME_GRACE_MS;

export const SKILL_STATUSES = ['mastered', 'learning', 'up_next', 'future'] as const;
export const LEARNING_PATH_QUESTIONS_LIMIT = 3;
/** How many not-yet-started skills without prerequisites a student is offered at once. */
export const UP_NEXT_FRESH_SKILLS = 5;
/** Results categories by p_mastery: mastered ≥ 0.85, good (near mastery) ≥ 0.70, learning ≥ 0.50, needs work below. */
export const RESULTS_BANDS = { mastered: 0.85, good: 0.7, learning: 0.5 } as const;
export const RESULTS_TOP_BOTTOM = 5;
export const RESULTS_PREDICTED_VS_ACTUAL = 16;
export const RESULTS_PRACTICE_VS_ACCURACY = 20;
export const RESULTS_PRACTICE_PER_WEAK_SKILL = 10;
export const RESULTS_REVIEW_MINUTES = 15;
export const CRITICAL_GAP_PRACTICE = 5;
export const LEADERBOARD_LIMIT = 30;

/** Bayesian Knowledge Tracing cold-start parameters, and the clamps that keep fitted ones meaningful. */
export const BKT_DEFAULTS = { p_init: 0.3, p_learn: 0.15, p_guess: 0.2, p_slip: 0.1 } as const;
export const BKT_LIMITS = { p_guess: 0.3, p_slip: 0.2, p_learn: 0.4 } as const;

// ---- Social: friends, careers, the Ring ----

export const FRIEND_SEARCH_MIN_CHARS = 3;
export const FRIEND_SEARCH_DEBOUNCE_MS = 280;
export const FRIEND_SUGGESTIONS_LIMIT = 10;
export const FRIEND_SEARCH_LIMIT = 20;

export const CAREER_MAX_SELECTED = 3;
export const CAREER_MIN_SELECTED = 1;
export const CAREER_UPDATES_TOTAL = 3;
export const FOCUS_MIN = 0;
export const FOCUS_MAX = 100;
export const FOCUS_STEP = 1;
export const FOCUS_BUTTON_STEP = 5;
export const DEFAULT_CAREER_FOCUS = 50;

export const RING_QUESTION_TIME_MS = 30_000;
export const RING_QUESTIONS = 10;
export const RING_MIN_PARTICIPANTS = 2;
export const RING_JOIN_WINDOW_S = 60;
/** Extra seconds after the last question's 30 s before answers close (network latency). */
export const RING_DEADLINE_GRACE_S = 10;
export const RING_STATUS_POLL_MS = 4000;
export const RING_STATUS_POLLS = 12;
export const RING_FLASH_MAX = 6;
export const RING_FLASH_MS = 2400;
export const RING_TOAST_MS = 4000;
/** Ring bar colours: amber below 60 % of the time left, red below 30 %. */
export const RING_BAR_BANDS = [0.6, 0.3] as const;
