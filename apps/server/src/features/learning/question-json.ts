// Questions as the JSON text of their DTO (toQuestionDto in learner-state.ts), for the question pages: the part
// that never changes (text, options, names) is serialized and encoded once per loaded content, and only the
// student's part (mastery, prediction, source) is written per page. test/learning/question-json.test.ts holds it to
// JSON.stringify(toQuestionDto(…)).
import type { QuestionSource } from '@quizring/contracts';
import { questionSuccess } from '../mastery/bkt.ts';
import type { ContentQuestion } from './content-cache.ts';
import { round4, skillMasteryOf } from './learner-state.ts';
import type { LearnerView } from './learner-state.ts';

/**
 * `{"id":…,…,"difficulty":n` of each question as bytes: everything but the student's part and the closing brace.
 * Question texts are often not ASCII, whose encoding is the slow path: done once, not per page.
 */
const heads = new WeakMap<ContentQuestion, Buffer>();

function headOf(q: ContentQuestion): Buffer {
  let head = heads.get(q);
  if (!head) {
    const json = JSON.stringify({
      id: q.id,
      question: q.text,
      hint: q.hint,
      options: q.options.map((o) => ({ id: o.id, option_text: o.text, is_answer: o.is_answer })),
      subject_name: q.subject_name,
      chapter_title: q.chapter_title,
      subtopic_title: q.subtopic_title,
      skill_id: q.skill_id,
      skill_name: q.skill_name,
      difficulty: q.difficulty,
    });
    heads.set(q, (head = Buffer.from(json.slice(0, -1))));
  }
  return head;
}

/**
 * The rest of the question's JSON after its head: its predicted success for the student (question_mastery), where
 * it came from, and their mastery of its skill. `skills` keeps each skill's part for the other questions of a page.
 */
function studentPartOf(
  view: LearnerView,
  q: ContentQuestion,
  source: QuestionSource,
  skills: Map<number, string>,
): string {
  const skill = view.content.skillById.get(q.skill_id);
  if (!skill) return `,"q_source":${JSON.stringify(source)}}`;
  const p = view.mastery.get(q.skill_id)?.p_mastery ?? skill.params.p_init;
  const mastery = round4(questionSuccess(p, skill.params, q.difficulty));
  let skillPart = skills.get(skill.id);
  if (skillPart === undefined)
    skills.set(skill.id, (skillPart = JSON.stringify(skillMasteryOf(view, skill))));
  return `,"question_mastery":${mastery},"q_source":${JSON.stringify(source)},"skill_mastery":${skillPart}}`;
}

/** One question's DTO as JSON. */
export function questionJson(view: LearnerView, q: ContentQuestion, source: QuestionSource): string {
  return headOf(q).toString() + studentPartOf(view, q, source, new Map());
}

const PAGE_START = Buffer.from('{"status":"success","message":"OK","data":{"questions":[');
const PAGE_END = Buffer.from(']}}');
const COMMA = Buffer.from(',');

/** A page of questions (as stored: question and source) as the response body. */
export function questionPageBody(
  view: LearnerView,
  stored: readonly { question_id: number; q_source: string }[],
): Buffer {
  const skills = new Map<number, string>();
  const parts: Buffer[] = [PAGE_START];
  for (const s of stored) {
    const q = view.content.questionById.get(s.question_id);
    if (!q) continue;
    if (parts.length > 1) parts.push(COMMA);
    parts.push(headOf(q), Buffer.from(studentPartOf(view, q, s.q_source as QuestionSource, skills)));
  }
  parts.push(PAGE_END);
  return Buffer.concat(parts);
}
