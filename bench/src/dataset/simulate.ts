// One student's 90 days of practice, simulated and turned into exactly the rows the app's attempt transaction
// (apps/server/src/features/learning/crediting.ts) would have left: the attempts, then per skill, per
// question, per day and per student aggregates, and the score. The student answers like a BKT learner: each skill
// is either known (right unless they slip) or not (right only by a guess), and practice may teach it.
import { MASTERY_THRESHOLD, QUESTIONS_PER_PAGE } from '@quizring/contracts';
import type { QuestionSource, SkillStatus } from '@quizring/contracts';
import type {
  ClassContent,
  ContentQuestion,
  ContentSkill,
} from '../../../apps/server/src/read-model/content-cache.ts';
import { addDays, dayOf, nextStreak } from '../../../apps/server/src/shared/days.ts';
import { skillStatuses } from '../../../apps/server/src/shared/skill-status.ts';
import { reviewInterval, SCORE_PER_CORRECT } from '../../../apps/server/src/features/learning/crediting.ts';
import { isEvidenceCorrect, updateMastery } from '../../../apps/server/src/shared/bkt.ts';
import { DATASET_NOW, DATASET_TIMEZONE, rng } from './plan.ts';
import type { PlannedStudent } from './plan.ts';
import type { RowSink } from './tables.ts';

type Mode = 'move' | 'punch' | 'chill' | 'skill' | 'topic' | null;
const PAGED = new Set<Mode>(['move', 'punch', 'chill']);
/** How students split their practice between the modes (null: a client that sent no mode). */
const MODE_WEIGHTS: [Mode, number][] = [
  ['move', 0.45],
  ['punch', 0.12],
  ['chill', 0.12],
  ['skill', 0.2],
  ['topic', 0.08],
  [null, 0.03],
];
const SESSION_MAX = 30;
const DAY_MS = 86_400_000;

type Mastery = {
  p_mastery: number;
  attempts: number;
  correct: number;
  hints: number;
  response_ms: number;
  first: string;
  last: string;
  mastered_at: string | null;
  review_due_at: string | null;
};
type Progress = { attempts: number; correct: number; last_correct: number; last: string };
type DayRow = {
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
};

export type SimulationResult = { attempts: number; nextAttemptId: number };

/**
 * Writes the student's history into `sink`, numbering attempts from `firstAttemptId` in time order (so the
 * dashboard's "latest attempts by id" reads the real latest).
 */
export function simulateStudent(
  student: PlannedStudent,
  content: ClassContent,
  historyDays: number,
  firstAttemptId: number,
  sink: RowSink,
): SimulationResult {
  const random = rng(`student:${student.index}`);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const lastDay = dayOf(DATASET_NOW, DATASET_TIMEZONE);

  const days = activeDays(student, historyDays, random).map((k) => addDays(lastDay, -k));
  const perDay = spreadOver(student.attempts, days.length, random);

  const mastery = new Map<number, Mastery>();
  const known = new Map<number, boolean>();
  const progress = new Map<number, Progress>();
  const daily = new Map<string, DayRow>();
  let stats = {
    total_attempts: 0,
    total_correct: 0,
    response_ms: 0,
    hints_used: 0,
    streak_days: 0,
    last_active_day: null as string | null,
    skills_attempted: 0,
    skills_mastered: 0,
    total_mastery: 0,
    updated_at: '',
  };
  let score = 0;
  let attemptId = firstAttemptId;

  days.forEach((day, d) => {
    const count = perDay[d]!;
    // Practice starts between 07:00 and 10:00 local time and ends before 18:00 (the data set's "now").
    const dayStart = Date.parse(`${day}T07:00:00+05:30`) + Math.floor(random() * 3 * 3_600_000);
    const spacing = Math.min(20_000 + random() * 20_000, (7.5 * 3_600_000) / Math.max(1, count));
    let t = dayStart;
    const served = new Map<Mode, { ids: Set<number>; questions: [number, string][] }>();

    for (let done = 0; done < count;) {
      const size = Math.min(SESSION_MAX, count - done);
      const statuses = skillStatuses(content.skills, mastery);
      const open = content.skills.filter((s) => isOpen(statuses.get(s.id)));
      const mastered = content.skills.filter((s) => statuses.get(s.id) === 'mastered');
      if (open.length === 0 && mastered.length === 0) break;
      const focusPool = open.length ? open.slice(0, 3) : mastered;
      const focus = [pick(focusPool), pick(focusPool)];
      let mode = weighted(MODE_WEIGHTS, random());
      const topicQuestions =
        mode === 'topic'
          ? (content.questionsBySubtopic.get(pick(questionsOf(content, focus[0]!)).subtopic_id) ?? [])
          : [];

      for (let i = 0; i < size; i++, done++) {
        const review = mode === 'move' && mastered.length > 0 && random() < 0.2;
        const skill = review ? pick(mastered) : mode === 'skill' ? focus[0]! : pick(focus);
        let pool = mode === 'topic' && topicQuestions.length ? topicQuestions : questionsOf(content, skill);
        let servedToday: { ids: Set<number>; questions: [number, string][] } | undefined;
        if (PAGED.has(mode)) {
          servedToday = served.get(mode) ?? { ids: new Set(), questions: [] };
          served.set(mode, servedToday);
          const ids = servedToday.ids;
          pool = pool.filter((q) => !ids.has(q.id));
          // A page never repeats a question of the same day: when the skill is exhausted, fall back to a fixed
          // skill quiz (which has no such rule) for the rest of the session.
          if (pool.length === 0) {
            mode = 'skill';
            servedToday = undefined;
            pool = questionsOf(content, skill);
          }
        }
        if (pool.length === 0) continue;
        const unseen = pool.filter((q) => !progress.has(q.id));
        const question = pick(unseen.length && random() < 0.7 ? unseen : pool);
        const qSkill = content.skillById.get(question.skill_id)!;
        const at = new Date(t);
        t += spacing * (0.5 + random());
        const nowIso = at.toISOString();

        // The student: knows the skill or not; practice may teach it.
        if (!known.has(qSkill.id))
          known.set(qSkill.id, random() < qSkill.params.p_init * (0.5 + student.ability));
        const knows = known.get(qSkill.id)!;
        const slip = qSkill.params.p_slip * [0.6, 1, 1.6][question.difficulty - 1]!;
        const guess = Math.min(0.9, qSkill.params.p_guess * [1.4, 1, 0.7][question.difficulty - 1]!);
        const isCorrect = knows ? random() > slip : random() < guess;
        if (!knows && random() < qSkill.params.p_learn * (0.5 + student.ability)) known.set(qSkill.id, true);
        const hintSeen = random() < (knows ? 0.04 : 0.15);
        const responseMs = Math.round(
          Math.min(120_000, 2_500 + (knows ? 5_000 : 9_000) * -Math.log(1 - random())),
        );
        const option = isCorrect
          ? question.options.find((o) => o.is_answer)!
          : pick(question.options.filter((o) => !o.is_answer));

        // The attempt transaction, step by step as in crediting.ts.
        const row = mastery.get(qSkill.id);
        const before = row?.p_mastery ?? qSkill.params.p_init;
        const after = updateMastery(before, isEvidenceCorrect(isCorrect, hintSeen), qSkill.params);
        const wasMastered = row !== undefined && before >= MASTERY_THRESHOLD;
        const isMasteredNow = after >= MASTERY_THRESHOLD;
        const correct = isCorrect ? 1 : 0;
        const hint = hintSeen ? 1 : 0;
        const qSource: QuestionSource | null = PAGED.has(mode)
          ? sourceOf(statuses.get(qSkill.id), row?.attempts ?? 0)
          : null;

        sink.add('attempts', [
          attemptId++,
          student.id,
          question.id,
          qSkill.id,
          option.id,
          correct,
          hint,
          responseMs,
          mode,
          question.difficulty,
          qSource,
          clientAttemptId(random),
          before,
          after,
          day,
          nowIso,
        ]);
        if (servedToday && mode) {
          servedToday.ids.add(question.id);
          servedToday.questions.push([question.id, qSource ?? 'practice']);
        }

        const reviewDue = isMasteredNow ? new Date(at.getTime() + reviewInterval(after)).toISOString() : null;
        if (row) {
          row.p_mastery = after;
          row.attempts++;
          row.correct += correct;
          row.hints += hint;
          row.response_ms += responseMs;
          row.last = nowIso;
          row.mastered_at = isMasteredNow ? (row.mastered_at ?? nowIso) : null;
          row.review_due_at = reviewDue;
        } else
          mastery.set(qSkill.id, {
            p_mastery: after,
            attempts: 1,
            correct,
            hints: hint,
            response_ms: responseMs,
            first: nowIso,
            last: nowIso,
            mastered_at: isMasteredNow ? nowIso : null,
            review_due_at: reviewDue,
          });

        const qp = progress.get(question.id);
        if (qp) {
          qp.attempts++;
          qp.correct += correct;
          qp.last_correct = correct;
          qp.last = nowIso;
        } else progress.set(question.id, { attempts: 1, correct, last_correct: correct, last: nowIso });

        let dayRow = daily.get(day);
        if (!dayRow) {
          dayRow = {
            attempts: 0,
            correct: 0,
            response_ms: 0,
            hints: 0,
            move: 0,
            punch: 0,
            chill: 0,
            skill: 0,
            topic: 0,
            other: 0,
          };
          daily.set(day, dayRow);
        }
        dayRow.attempts++;
        dayRow.correct += correct;
        dayRow.response_ms += responseMs;
        dayRow.hints += hint;
        dayRow[mode ?? 'other']++;

        stats = {
          total_attempts: stats.total_attempts + 1,
          total_correct: stats.total_correct + correct,
          response_ms: stats.response_ms + responseMs,
          hints_used: stats.hints_used + hint,
          streak_days: nextStreak(stats.last_active_day, stats.streak_days, day),
          last_active_day: day,
          skills_attempted: stats.skills_attempted + (row ? 0 : 1),
          skills_mastered: stats.skills_mastered + (isMasteredNow ? 1 : 0) - (wasMastered ? 1 : 0),
          total_mastery: stats.total_mastery + after - (row ? before : 0),
          updated_at: nowIso,
        };
        if (isCorrect) score += SCORE_PER_CORRECT[question.difficulty] ?? 0;
      }
    }
    // The app keeps the pages of today and yesterday only (served-pages-prune.ts), and a bench run starts the last
    // day afresh (generate.ts): yesterday's pages are the ones a data set holds.
    if (day === addDays(lastDay, -1))
      for (const [mode, today] of served)
        for (let p = 0; p * QUESTIONS_PER_PAGE < today.questions.length; p++)
          sink.add('served_pages', [
            student.id,
            mode,
            day,
            p + 1,
            JSON.stringify(today.questions.slice(p * QUESTIONS_PER_PAGE, (p + 1) * QUESTIONS_PER_PAGE)),
          ]);
  });

  writeStudent(student, sink, { score, firstDay: days[0] ?? lastDay, random });
  for (const [skillId, m] of mastery)
    sink.add('skill_mastery', [
      student.id,
      skillId,
      m.p_mastery,
      m.attempts,
      m.correct,
      m.hints,
      m.response_ms,
      m.first,
      m.last,
      m.mastered_at,
      m.review_due_at,
    ]);
  for (const [questionId, p] of progress)
    sink.add('question_progress', [student.id, questionId, p.attempts, p.correct, p.last_correct, p.last]);
  for (const [day, r] of daily)
    sink.add('daily_activity', [
      student.id,
      day,
      r.attempts,
      r.correct,
      r.response_ms,
      r.hints,
      r.move,
      r.punch,
      r.chill,
      r.skill,
      r.topic,
      r.other,
    ]);
  if (stats.total_attempts > 0)
    sink.add('learner_stats', [
      student.id,
      stats.total_attempts,
      stats.total_correct,
      stats.response_ms,
      stats.hints_used,
      stats.streak_days,
      stats.last_active_day,
      stats.skills_attempted,
      stats.skills_mastered,
      stats.total_mastery,
      stats.updated_at,
    ]);
  return { attempts: stats.total_attempts, nextAttemptId: attemptId };
}

const isOpen = (s: SkillStatus | undefined) => s === 'up_next' || s === 'learning';

function sourceOf(status: SkillStatus | undefined, attempts: number): QuestionSource {
  if (status === 'mastered') return 'review';
  return attempts > 0 ? 'practice' : 'new';
}

function questionsOf(content: ClassContent, skill: ContentSkill): ContentQuestion[] {
  return content.questionsBySkill.get(skill.id) ?? [];
}

function weighted<T>(choices: [T, number][], x: number): T {
  for (const [choice, w] of choices) {
    if (x < w) return choice;
    x -= w;
  }
  return choices[choices.length - 1]![0];
}

/**
 * Which of the last `historyDays` days (0 = the data set's last day) the student practised on: as many as their
 * volume needs at 8–24 attempts a day, recent days likelier (weighted sampling without replacement), oldest first.
 */
function activeDays(student: PlannedStudent, historyDays: number, random: () => number): number[] {
  const perDay = student.growth ? Infinity : 8 + Math.floor(random() * 17);
  const count = student.growth
    ? historyDays
    : Math.min(historyDays, Math.max(1, Math.ceil(student.attempts / perDay)));
  const keyed = Array.from({ length: historyDays }, (_, k) => ({
    k,
    key: -Math.log(1 - random()) / (1 + (historyDays - k) / historyDays),
  }));
  return keyed
    .sort((a, b) => a.key - b.key)
    .slice(0, count)
    .map((d) => d.k)
    .sort((a, b) => b - a);
}

/** `total` split over `parts` days, each within one of the even share. */
function spreadOver(total: number, parts: number, random: () => number): number[] {
  const base = Math.floor(total / parts);
  const out = Array.from({ length: parts }, () => base);
  let left = total - base * parts;
  while (left > 0) {
    out[Math.floor(random() * parts)]! += 1;
    left--;
  }
  return out;
}

function clientAttemptId(random: () => number): string {
  let s = '';
  for (let i = 0; i < 4; i++)
    s += Math.floor(random() * 0x100000000)
      .toString(16)
      .padStart(8, '0');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-4${s.slice(13, 16)}-a${s.slice(17, 20)}-${s.slice(20, 32)}`;
}

const FIRST_NAMES = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Diya',
  'Ananya',
  'Isha',
  'Kabir',
  'Meera',
  'Rohan',
  'Saanvi',
  'Arjun',
  'Kavya',
  'Ira',
  'Reyansh',
  'Nisha',
  'Farhan',
];
const LAST_NAMES = [
  'Sharma',
  'Verma',
  'Iyer',
  'Nair',
  'Reddy',
  'Gupta',
  'Khan',
  'Das',
  'Patel',
  'Singh',
  'Menon',
  'Joshi',
];
const CITIES: [string, string][] = [
  ['Pune', 'Maharashtra'],
  ['Chennai', 'Tamil Nadu'],
  ['Kochi', 'Kerala'],
  ['Jaipur', 'Rajasthan'],
  ['Lucknow', 'Uttar Pradesh'],
  ['Bengaluru', 'Karnataka'],
];
const BOARDS = ['CBSE', 'ICSE', 'State Board'];

/** Letters only, as usernames are. */
const letters = (n: number) =>
  n
    .toString(26)
    .split('')
    .map((c) => String.fromCharCode(97 + parseInt(c, 26)))
    .join('');

function writeStudent(
  student: PlannedStudent,
  sink: RowSink,
  extra: { score: number; firstDay: string; random: () => number },
) {
  const { random } = extra;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const [city, state] = pick(CITIES);
  const joined = new Date(
    Date.parse(`${extra.firstDay}T06:00:00+05:30`) - Math.floor(random() * 20) * DAY_MS,
  ).toISOString();
  sink.add('users', [
    student.id,
    pick(FIRST_NAMES),
    pick(LAST_NAMES),
    `bench${letters(student.id)}`,
    `student${student.id}@bench.quizring.local`,
    '91',
    `6${String(student.id).padStart(9, '0')}`,
    passwordHash.value,
    pick(['male', 'female', 'other']),
    student.grade,
    pick(BOARDS),
    city,
    state,
    `B${student.id.toString(32).toUpperCase().padStart(7, '0')}`,
    extra.score,
    random() < 0.6 ? `a${1 + Math.floor(random() * 8)}.png` : null,
    1,
    joined,
    joined,
  ]);
}

/** Set once by the generator (argon2 is slow: one hash shared by every generated student). */
export const passwordHash = { value: '' };
