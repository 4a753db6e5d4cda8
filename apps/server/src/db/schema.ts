// Table types for Kysely. Timestamps are ISO-8601 UTC strings and booleans 0/1 integers on both SQLite and
// PostgreSQL, so the same queries and comparisons behave identically (docs/decisions/0003-portable-sql.md).
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  firstname: string;
  lastname: string;
  username: string | null;
  email: string;
  dial_code: string;
  mobile: string;
  password_hash: string;
  gender: string | null;
  students_class: number | null;
  academic_board: string | null;
  city: string | null;
  address: string | null;
  state: string | null;
  zip: string | null;
  referral_code: string;
  referred_by: number | null;
  coins: Generated<number>;
  score: Generated<number>;
  avatar: string | null;
  profile_complete: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface OtpCodesTable {
  id: Generated<number>;
  dial_code: string;
  mobile: string;
  purpose: string;
  code_hash: string;
  created_at: string;
  expires_at: string;
  wrong_tries: Generated<number>;
  consumed_at: string | null;
}

export interface OrdersTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  order_id: string;
  plan: string;
  amount: number;
  currency: string;
  status: string;
  payment_id: string | null;
  created_at: string;
  paid_at: string | null;
  period_start: string | null;
  period_end: string | null;
}

export interface MembershipsTable {
  user_id: number;
  plan: string;
  platform: string;
  expiry_date: string;
  updated_at: string;
}

export interface PaymentEventsTable {
  id: Generated<number>;
  event_id: string;
  event: string;
  order_id: string | null;
  received_at: string;
}

export interface DeviceTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  token: string;
  platform: string;
  is_app: number;
  from_api: number;
  created_at: string;
  updated_at: string;
}

export interface AvatarsTable {
  file_name: string;
  user_id: number;
  content_type: string;
  data: Uint8Array;
  created_at: string;
}

export interface FriendshipsTable {
  id: Generated<number>;
  /** The smaller user id of the pair. */
  user_a_id: number;
  user_b_id: number;
  requester_id: number;
  status: 'pending' | 'accepted';
  created_at: string;
  responded_at: string | null;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

// ---- Learning engine: content (from content packs) ----

export interface ContentPacksTable {
  id: string;
  title: string;
  version: string;
  format: number;
  imported_at: string;
}

export interface SubjectsTable {
  id: Generated<number>;
  name: string;
}

export interface BooksTable {
  id: Generated<number>;
  key: string;
  pack_id: string;
  subject_id: number;
  class: number;
  title: string;
}

export interface ChaptersTable {
  id: Generated<number>;
  key: string;
  book_id: number;
  chapter_number: number;
  title: string;
}

export interface SubtopicsTable {
  id: Generated<number>;
  key: string;
  chapter_id: number;
  position: number;
  title: string;
  is_ring_topic: Generated<number>;
}

export interface SkillsTable {
  id: Generated<number>;
  key: string;
  pack_id: string;
  class: number;
  subject_id: number;
  name: string;
  description: string;
  position: number;
  p_init: Generated<number>;
  p_learn: Generated<number>;
  p_guess: Generated<number>;
  p_slip: Generated<number>;
  params_fitted_at: string | null;
  retired_at: string | null;
}

export interface SkillPrerequisitesTable {
  skill_id: number;
  prerequisite_id: number;
}

export interface QuestionsTable {
  id: Generated<number>;
  key: string;
  pack_id: string;
  skill_id: number;
  subtopic_id: number;
  class: number;
  difficulty: number;
  text: string;
  hint: string | null;
  explanation: string | null;
  /** The figure's SVG and alt text (both or neither). */
  figure_svg: string | null;
  figure_alt: string | null;
  retired_at: string | null;
}

export interface QuestionOptionsTable {
  id: Generated<number>;
  question_id: number;
  position: number;
  text: string;
  is_answer: number;
}

// ---- Learning engine: learners ----

export interface AttemptsTable {
  id: Generated<number>;
  user_id: number;
  question_id: number;
  skill_id: number;
  option_id: number | null;
  is_correct: number;
  hint_seen: number;
  response_time_ms: number;
  mode: string | null;
  difficulty: number;
  q_source: string | null;
  client_attempt_id: string | null;
  p_mastery_before: number;
  p_mastery_after: number;
  /** The calendar day of the attempt in APP_TIMEZONE (YYYY-MM-DD). */
  day: string;
  created_at: string;
  /** 1 when the attempt counted (score, mastery, aggregates); 0 for a repeat the same day (decision 0016). */
  credited: Generated<number>;
}

export interface SkillMasteryTable {
  user_id: number;
  skill_id: number;
  p_mastery: number;
  attempts: number;
  correct: number;
  hints: number;
  response_ms: number;
  first_attempted_at: string;
  last_attempted_at: string;
  mastered_at: string | null;
  review_due_at: string | null;
}

export interface QuestionProgressTable {
  user_id: number;
  question_id: number;
  attempts: number;
  correct: number;
  last_correct: number;
  last_attempted_at: string;
  /** The day the question last earned something: a later answer that day earns nothing. */
  credited_day: string | null;
}

export interface DailyActivityTable {
  user_id: number;
  day: string;
  attempts: number;
  correct: number;
  response_ms: number;
  hints: number;
  move: number;
  punch: number;
  chill: number;
  skill: number;
  topic: number;
  other: number;
}

export interface LearnerStatsTable {
  user_id: number;
  total_attempts: number;
  total_correct: number;
  response_ms: number;
  hints_used: number;
  streak_days: number;
  last_active_day: string;
  skills_attempted: number;
  skills_mastered: number;
  total_mastery: number;
  updated_at: string;
}

/** A question page served to a student: its questions in order, as JSON `[[question id, source], …]`. */
export interface ServedPagesTable {
  user_id: number;
  mode: string;
  day: string;
  page: number;
  questions: string;
}

// ---- Careers ----

export interface CareerCategoriesTable {
  id: number;
  name: string;
  position: number;
}

export interface CareersTable {
  id: number;
  category_id: number;
  name: string;
  position: number;
  min_class: number;
  max_class: number;
  /** JSON array of subject names. */
  related_subjects: string;
}

export interface CareerPreferencesTable {
  user_id: number;
  career_focus_percent: number;
  career_update_count: Generated<number>;
  updated_at: string;
}

export interface CareerSelectionsTable {
  user_id: number;
  career_id: number;
  position: number;
  created_at: string;
}

// ---- The Ring ----

export interface RingSessionsTable {
  id: Generated<number>;
  host_id: number;
  /** A subtopic with is_ring_topic. */
  topic_id: number;
  status: 'pending' | 'in_progress' | 'finished';
  question_count: number;
  /** The number of the session's last realtime event. */
  seq: Generated<number>;
  created_at: string;
  updated_at: string;
  started_at: string | null;
  ended_at: string | null;
  deadline_at: string | null;
  /** When a ring that never started lapses. */
  expires_at: string;
}

export interface RingInvitesTable {
  id: Generated<number>;
  session_id: number;
  user_id: number;
  invited_by: number;
  created_at: string;
}

export interface RingParticipantsTable {
  id: Generated<number>;
  session_id: number;
  user_id: number;
  created_at: string;
  joined_at: string | null;
  finished_at: string | null;
  /** The latest time this participant can still be answering (set once joined into a running ring). */
  done_by: string | null;
}

export interface RingQuestionsTable {
  id: Generated<number>;
  session_id: number;
  question_order: number;
  question_id: number;
}

export interface RingAnswersTable {
  id: Generated<number>;
  session_id: number;
  participant_id: number;
  user_id: number;
  question_id: number;
  option_id: number;
  is_correct: number;
  answer_time_ms: number;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  otp_codes: OtpCodesTable;
  orders: OrdersTable;
  memberships: MembershipsTable;
  payment_events: PaymentEventsTable;
  device_tokens: DeviceTokensTable;
  avatars: AvatarsTable;
  app_settings: AppSettingsTable;
  friendships: FriendshipsTable;
  content_packs: ContentPacksTable;
  subjects: SubjectsTable;
  books: BooksTable;
  chapters: ChaptersTable;
  subtopics: SubtopicsTable;
  skills: SkillsTable;
  skill_prerequisites: SkillPrerequisitesTable;
  questions: QuestionsTable;
  question_options: QuestionOptionsTable;
  attempts: AttemptsTable;
  skill_mastery: SkillMasteryTable;
  question_progress: QuestionProgressTable;
  daily_activity: DailyActivityTable;
  learner_stats: LearnerStatsTable;
  served_pages: ServedPagesTable;
  career_categories: CareerCategoriesTable;
  careers: CareersTable;
  career_preferences: CareerPreferencesTable;
  career_selections: CareerSelectionsTable;
  ring_sessions: RingSessionsTable;
  ring_invites: RingInvitesTable;
  ring_participants: RingParticipantsTable;
  ring_questions: RingQuestionsTable;
  ring_answers: RingAnswersTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type OrderRow = Selectable<OrdersTable>;
