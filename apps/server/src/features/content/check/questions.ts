// Questions: unique keys, a known subtopic (their own or their skill's), distinct options, an answer among them,
// formulas KaTeX renders and a figure of the allowed SVG.
import type { PackError, QuestionInput, SkillInput } from '../pack-format.ts';
import type { PathSegment, SourceFile } from '../reader/source-file.ts';
import { checkNotation } from './notation.ts';
import type { Unique } from './unique-keys.ts';

const normalizeOption = (s: string) => s.trim().toLowerCase();

/** Counts the question in its subtopic's entry of `subtopicCount`. */
export function checkQuestion(
  src: SourceFile,
  skill: SkillInput,
  q: QuestionInput,
  qAt: PathSegment[],
  subtopicCount: Map<string, number>,
  unique: Unique,
  errors: PackError[],
): void {
  unique('question', q.key, src, qAt);
  const subtopic = q.subtopic ?? skill.subtopic;
  if (q.subtopic !== undefined && !subtopicCount.has(q.subtopic))
    errors.push(src.error([...qAt, 'subtopic'], `"${q.subtopic}" is not a subtopic of this file`));
  else if (subtopic === undefined) errors.push(src.error(qAt, 'needs a subtopic (its own or its skill’s)'));
  else if (subtopicCount.has(subtopic)) subtopicCount.set(subtopic, subtopicCount.get(subtopic)! + 1);

  const seen = new Map<string, number>();
  q.options.forEach((o, oi) => {
    const n = normalizeOption(o);
    const first = seen.get(n);
    if (first !== undefined)
      errors.push(src.error([...qAt, 'options', oi], `"${o}" repeats options[${first}]`));
    else seen.set(n, oi);
  });
  const matches = q.options.filter((o) => o === q.answer).length;
  if (matches === 0) errors.push(src.error([...qAt, 'answer'], `"${q.answer}" is not one of the options`));
  checkNotation(src, q, qAt, errors);
}
