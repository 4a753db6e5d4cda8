// The tables the generator fills, with their columns in the order rows are given, and the PostgreSQL type of
// each column (for the unnest() batches). They mirror apps/server/src/db/migrations.

export type TableName =
  | 'users'
  | 'memberships'
  | 'auth_tokens'
  | 'attempts'
  | 'skill_mastery'
  | 'question_progress'
  | 'daily_activity'
  | 'learner_stats'
  | 'served_pages';

type Column = readonly [name: string, pgType: 'int4' | 'int8' | 'float8' | 'text'];

export const TABLES: Record<TableName, readonly Column[]> = {
  users: [
    ['id', 'int4'],
    ['firstname', 'text'],
    ['lastname', 'text'],
    ['username', 'text'],
    ['email', 'text'],
    ['dial_code', 'text'],
    ['mobile', 'text'],
    ['password_hash', 'text'],
    ['gender', 'text'],
    ['students_class', 'int4'],
    ['academic_board', 'text'],
    ['city', 'text'],
    ['state', 'text'],
    ['referral_code', 'text'],
    ['score', 'int4'],
    ['avatar', 'text'],
    ['profile_complete', 'int4'],
    ['created_at', 'text'],
    ['updated_at', 'text'],
  ],
  memberships: [
    ['user_id', 'int4'],
    ['plan', 'text'],
    ['platform', 'text'],
    ['expiry_date', 'text'],
    ['updated_at', 'text'],
  ],
  auth_tokens: [
    ['user_id', 'int4'],
    ['token_hash', 'text'],
    ['created_at', 'text'],
    ['expires_at', 'text'],
  ],
  attempts: [
    ['id', 'int4'],
    ['user_id', 'int4'],
    ['question_id', 'int4'],
    ['skill_id', 'int4'],
    ['option_id', 'int4'],
    ['is_correct', 'int4'],
    ['hint_seen', 'int4'],
    ['response_time_ms', 'int4'],
    ['mode', 'text'],
    ['difficulty', 'int4'],
    ['q_source', 'text'],
    ['client_attempt_id', 'text'],
    ['p_mastery_before', 'float8'],
    ['p_mastery_after', 'float8'],
    ['day', 'text'],
    ['created_at', 'text'],
  ],
  skill_mastery: [
    ['user_id', 'int4'],
    ['skill_id', 'int4'],
    ['p_mastery', 'float8'],
    ['attempts', 'int4'],
    ['correct', 'int4'],
    ['hints', 'int4'],
    ['response_ms', 'int8'],
    ['first_attempted_at', 'text'],
    ['last_attempted_at', 'text'],
    ['mastered_at', 'text'],
    ['review_due_at', 'text'],
  ],
  question_progress: [
    ['user_id', 'int4'],
    ['question_id', 'int4'],
    ['attempts', 'int4'],
    ['correct', 'int4'],
    ['last_correct', 'int4'],
    ['last_attempted_at', 'text'],
  ],
  daily_activity: [
    ['user_id', 'int4'],
    ['day', 'text'],
    ['attempts', 'int4'],
    ['correct', 'int4'],
    ['response_ms', 'int8'],
    ['hints', 'int4'],
    ['move', 'int4'],
    ['punch', 'int4'],
    ['chill', 'int4'],
    ['skill', 'int4'],
    ['topic', 'int4'],
    ['other', 'int4'],
  ],
  learner_stats: [
    ['user_id', 'int4'],
    ['total_attempts', 'int4'],
    ['total_correct', 'int4'],
    ['response_ms', 'int8'],
    ['hints_used', 'int4'],
    ['streak_days', 'int4'],
    ['last_active_day', 'text'],
    ['skills_attempted', 'int4'],
    ['skills_mastered', 'int4'],
    ['total_mastery', 'float8'],
    ['updated_at', 'text'],
  ],
  served_pages: [
    ['user_id', 'int4'],
    ['mode', 'text'],
    ['day', 'text'],
    ['page', 'int4'],
    ['questions', 'text'],
  ],
};

export type Row = (string | number | null)[];

/** Where generated rows go: buffered, written in big batches by the database's bulk path. */
export interface RowSink {
  add(table: TableName, row: Row): void;
  /** Writes everything buffered (one transaction on SQLite, one statement per table on PostgreSQL). */
  flush(): Promise<void>;
  /** Rows buffered, all tables together (the caller flushes when it grows). */
  readonly pending: number;
}
