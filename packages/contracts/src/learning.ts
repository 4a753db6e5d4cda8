import { z } from 'zod';
import { successEnvelope } from './envelope.ts';
import { MAX_RESPONSE_TIME_MS, QUESTION_SOURCES, QUIZ_MODES, SKILL_STATUSES } from './constants.ts';

const Id = z.number().int().positive();
const Probability = z.number().min(0).max(1);

export const SkillStatus = z.enum(SKILL_STATUSES);
export type SkillStatus = z.infer<typeof SkillStatus>;

/** A skill's mastery as questions and attempt responses carry it. */
export const SkillMastery = z.object({
  skill_id: Id,
  skill_name: z.string(),
  p_mastery: Probability,
  status: SkillStatus,
  /** p·(1−slip) + (1−p)·guess: the chance of answering a question of this skill right. */
  predicted_success: Probability,
});
export type SkillMastery = z.infer<typeof SkillMastery>;

export const QuestionOption = z.object({
  id: Id,
  option_text: z.string(),
  /** Always false as served: the answer is told only once the question is answered (decision 0016). */
  is_answer: z.boolean(),
});
export type QuestionOption = z.infer<typeof QuestionOption>;

/**
 * A question's drawing: SVG that passed the import's allow-list (no script, no style, no link, no external
 * reference), shown as an image above the options, and the words a screen reader says for it.
 */
export const QuestionFigure = z.object({ svg: z.string(), alt: z.string() });
export type QuestionFigure = z.infer<typeof QuestionFigure>;

export const Question = z.object({
  id: Id,
  question: z.string(),
  hint: z.string().nullable(),
  options: z.array(QuestionOption),
  figure: QuestionFigure.nullable(),
  subject_name: z.string(),
  chapter_title: z.string(),
  subtopic_title: z.string(),
  skill_id: Id,
  skill_name: z.string(),
  difficulty: z.number().int().min(1).max(3),
  /** Predicted success on this very question (the skill's mastery adjusted for the question's difficulty). */
  question_mastery: Probability.optional(),
  /** Why it was chosen: never attempted (new), practice of a skill being learnt, or review of a mastered one. */
  q_source: z.enum(QUESTION_SOURCES).optional(),
  skill_mastery: SkillMastery.optional(),
});
export type Question = z.infer<typeof Question>;

export const QuestionsData = z.object({
  questions: z.array(Question),
  /**
   * Move, Punch and Chill: the page of the day these questions are. A page is asked for as `page` and answered
   * with the first page from there that still has questions to answer (only those), or a new one; the next is
   * `page + 1`. A page answered is done, so a quiz opened again goes on where the student left it.
   */
  page: z.number().int().positive().optional(),
});
export const QuestionsResponse = successEnvelope(QuestionsData);
export type QuestionsData = z.infer<typeof QuestionsData>;

export const QuestionPageQuery = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) });

/**
 * The attempt payload of the spec: `question_id: [id]`, `response_time` (ms), `hint_seen`, the chosen option as
 * `option_{questionId}`, `difficulty`; plus our `mode` and `client_attempt_id` (a retry with the same id counts
 * once). Mastery fields a client may echo back are accepted and ignored: the server computes them.
 */
export const AttemptPayload = z.looseObject({
  question_id: z.array(Id).length(1),
  /** Milliseconds on the question's countdown: a pause held is not counted, so never more than its 45 s. */
  response_time: z.number().gt(0).max(MAX_RESPONSE_TIME_MS).transform(Math.round),
  hint_seen: z.boolean().default(false),
  difficulty: z.number().int().min(1).max(3).nullable().optional(),
  mode: z.enum(QUIZ_MODES).optional(),
  client_attempt_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
  question_mastery: z.unknown().optional(),
  q_source: z.unknown().optional(),
  skill_mastery: z.unknown().optional(),
});
export type AttemptPayload = z.input<typeof AttemptPayload>;

export const AttemptResult = z.object({
  attempt_id: Id,
  is_correct: z.boolean(),
  correct_option_id: Id,
  explanation: z.string().nullable(),
  skill_mastery: SkillMastery,
  /** True when this was a retry of an attempt already recorded (nothing counted twice). */
  duplicate: z.boolean(),
  /** Whether it counted for score, mastery and streak: a question answered again the same day earns nothing. */
  credited: z.boolean(),
});
export type AttemptResult = z.infer<typeof AttemptResult>;
export const AttemptResponse = successEnvelope(AttemptResult);

/** A question whose time ran out: its answer is shown, and answering it later that day earns nothing. */
export const TimeoutPayload = z.object({ question_id: Id });
export type TimeoutPayload = z.infer<typeof TimeoutPayload>;
export const TimeoutResult = z.object({ correct_option_id: Id, explanation: z.string().nullable() });
export type TimeoutResult = z.infer<typeof TimeoutResult>;
export const TimeoutResponse = successEnvelope(TimeoutResult);

// ---- Subject contents ----

export const BookContents = z.object({
  id: Id,
  title: z.string(),
  class: z.number().int(),
  subject_name: z.string(),
  chapters: z.array(
    z.object({
      id: Id,
      chapter_number: z.number().int(),
      title: z.string(),
      subtopics: z.array(z.object({ id: Id, title: z.string(), question_count: z.number().int() })),
    }),
  ),
});
export type BookContents = z.infer<typeof BookContents>;
export const BookContentsQuery = z.object({ subject: z.string().trim().max(60).optional() });
export const BookContentsResponse = successEnvelope(z.object({ books: z.array(BookContents) }));

// ---- Learning path ----

export const LearningPathNode = z.object({
  skill_id: Id,
  name: z.string(),
  description: z.string(),
  subject_name: z.string(),
  p_mastery: Probability,
  attempts: z.number().int(),
  status: SkillStatus,
  position: z.number().int(),
  last_attempted_at: z.string().nullable(),
  prerequisite_ids: z.array(Id),
  /** The chapter the skill is taught in (the one most of its questions belong to); null when it has none. */
  chapter_id: Id.nullable(),
  chapter_number: z.number().int().nullable(),
  chapter_title: z.string().nullable(),
  questions: z.array(Question).optional(),
});
export type LearningPathNode = z.infer<typeof LearningPathNode>;

/**
 * A prerequisite from an earlier class that is weak for the student (`isWeakSkill`) and that a skill of their
 * class not yet mastered needs: the learning path shows it as the thing to practise first. Its skill quiz is open.
 */
export const PractiseFirstSkill = z.object({
  skill_id: Id,
  name: z.string(),
  description: z.string(),
  subject_name: z.string(),
  /** The earlier class the skill belongs to (always below the student's class). */
  class: z.number().int(),
  p_mastery: Probability,
  attempts: z.number().int(),
  /** The skills of the student's class that need it, in path order. */
  needed_for: z.array(z.object({ skill_id: Id, name: z.string() })),
});
export type PractiseFirstSkill = z.infer<typeof PractiseFirstSkill>;

export const LearningPathData = z.object({
  path: z.array(LearningPathNode),
  /** Weak prerequisites from earlier classes, the one needed soonest on the path first. */
  practise_first: z.array(PractiseFirstSkill).default([]),
  meta: z.object({
    grade: z.number().int().nullable(),
    mastery_threshold: z.number(),
    counts: z.object({
      mastered: z.number().int(),
      learning: z.number().int(),
      up_next: z.number().int(),
      future: z.number().int(),
    }),
  }),
});
export type LearningPathData = z.infer<typeof LearningPathData>;
export const LearningPathQuery = z.object({
  include_questions: z.coerce.number().int().min(0).max(1).default(0),
  questions_limit: z.coerce.number().int().min(1).max(10).default(3),
  /** A cache-buster the client sends; ignored. */
  t: z.string().max(40).optional(),
});
export const LearningPathResponse = successEnvelope(LearningPathData);

// ---- Results ----

const SkillRef = { skill_id: Id, skill_name: z.string() };

export const LearningResultsData = z.object({
  summary_stats: z.object({
    total_attempts: z.number().int(),
    accuracy_pct: z.number(),
    avg_response_time_ms: z.number(),
    daily_streak: z.number().int(),
    hints_used: z.number().int(),
    skill_categories: z.object({
      mastered: z.number().int(),
      good: z.number().int(),
      learning: z.number().int(),
      needs_work: z.number().int(),
    }),
  }),
  predictions: z.array(z.object({ ...SkillRef, predicted_success_pct: z.number() })),
  skill_mastery_map: z.array(z.object({ ...SkillRef, p_mastery: Probability })),
  exposures_map: z.record(z.string(), z.object({ attempts: z.number().int(), skill_name: z.string() })),
  correctness_map: z.record(z.string(), z.object({ percent: z.number() })),
  knowledge_gaps: z.array(z.object({ ...SkillRef, attempts: z.number().int(), correct_pct: z.number() })),
  top_skills: z.array(z.object({ ...SkillRef, predicted_success_pct: z.number() })),
  bottom_skills: z.array(z.object({ ...SkillRef, predicted_success_pct: z.number() })),
});
export type LearningResultsData = z.infer<typeof LearningResultsData>;
export const LearningResultsResponse = z.object({
  status: z.literal('success'),
  remark: z.string(),
  message: z.string(),
  data: LearningResultsData,
});

// ---- Leaderboard ----

export const LeaderboardEntry = z.object({
  user_id: Id,
  user_name: z.string(),
  avatar: z.string().nullable(),
  rank: z.number().int(),
  total_mastery: z.number(),
  accuracy_pct: z.number(),
  skills_count: z.number().int(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntry>;
export const LeaderboardData = z.object({
  leaders: z.array(LeaderboardEntry),
  my_stats: LeaderboardEntry.nullable(),
  my_position: z.number().int().nullable(),
});
export type LeaderboardData = z.infer<typeof LeaderboardData>;
export const LeaderboardQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(30) });
export const LeaderboardResponse = successEnvelope(LeaderboardData);
