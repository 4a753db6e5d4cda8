// Questions as the JSON text of their DTO (toQuestionDto in learner-state.ts), for the question pages: the part
// that never changes (text, options, names) is serialized and encoded once per loaded content, and only the
// student's part (mastery, prediction, source) is written per page. test/learning/question-json.test.ts holds it to
// JSON.stringify(toQuestionDto(…)).
import type { QuestionSource } from '@quizring/contracts';
import { questionSuccess } from '../../shared/bkt.ts';
import type { ContentQuestion } from '../../read-model/content-cache.ts';
import { questionContentOf, skillMasteryOf } from '../../shared/learner-state.ts';
import { round4 } from '../../lib/numbers.ts';
import type { LearnerView } from '../../shared/learner-state.ts';

/** `{"id":…,…,"difficulty":n` of each question: everything but the student's part and the closing brace. */
const heads = new WeakMap<ContentQuestion, string>();

function headOf(q: ContentQuestion): string {
  let head = heads.get(q);
  if (!head) {
    const json = JSON.stringify(questionContentOf(q));
    heads.set(q, (head = json.slice(0, -1)));
  }
  return head;
}

const SOURCE_JSON: Record<QuestionSource, string> = {
  new: '"new"',
  practice: '"practice"',
  review: '"review"',
};
const SOURCE_INDEX: Record<QuestionSource, number> = { new: 0, practice: 1, review: 2 };

/**
 * The rest of the question's JSON after its head: its predicted success for the student (question_mastery), where
 * it came from, and their mastery of its skill. All three depend on the skill, the difficulty and the source only,
 * so each combination is written once per learner view (which stands for one version of the student's state).
 */
const studentParts = new WeakMap<LearnerView, Map<number, string>>();

function studentPartOf(view: LearnerView, q: ContentQuestion, source: QuestionSource): string {
  let parts = studentParts.get(view);
  if (!parts) studentParts.set(view, (parts = new Map()));
  const key = (q.skill_id * 4 + q.difficulty) * 4 + SOURCE_INDEX[source];
  let part = parts.get(key);
  if (part === undefined) {
    const skill = view.content.skillById.get(q.skill_id);
    if (!skill) part = `,"q_source":${SOURCE_JSON[source]}}`;
    else {
      const p = view.mastery.get(q.skill_id)?.p_mastery ?? skill.params.p_init;
      const mastery = round4(questionSuccess(p, skill.params, q.difficulty));
      const skillPart = JSON.stringify(skillMasteryOf(view, skill));
      part = `,"question_mastery":${mastery},"q_source":${SOURCE_JSON[source]},"skill_mastery":${skillPart}}`;
    }
    parts.set(key, part);
  }
  return part;
}

/** One question's DTO as JSON. */
export function questionJson(view: LearnerView, q: ContentQuestion, source: QuestionSource): string {
  return headOf(q) + studentPartOf(view, q, source);
}

/**
 * A page of questions (as stored: question and source) as the response body. Text, not bytes: a body built for one
 * response is cheapest written as a string (Node encodes it straight into the socket write; a Buffer of this size
 * would be an allocation of its own per response).
 */
export function questionPageBody(
  view: LearnerView,
  stored: readonly { question_id: number; q_source: string }[],
  page: number,
): string {
  let body = '{"status":"success","message":"OK","data":{"questions":[';
  let isFirst = true;
  for (const s of stored) {
    const q = view.content.questionById.get(s.question_id);
    if (!q) continue;
    body += `${isFirst ? '' : ','}${headOf(q)}${studentPartOf(view, q, s.q_source as QuestionSource)}`;
    isFirst = false;
  }
  return `${body}],"page":${page}}}`;
}
