// Skills: unique keys, a subtopic of their own file, and their questions.
import type { ContentFile, PackError } from '../pack-format.ts';
import type { PathSegment, SourceFile } from '../reader/source-file.ts';
import { checkQuestion } from './questions.ts';
import type { Unique } from './unique-keys.ts';

/** Where a skill is defined, for the prerequisite rules that span the pack. */
export interface SkillNode {
  src: SourceFile;
  at: PathSegment[];
  cls: number;
  prerequisites: string[];
}

export function checkSkills(
  src: SourceFile,
  content: ContentFile,
  subtopicCount: Map<string, number>,
  skills: Map<string, SkillNode>,
  unique: Unique,
  errors: PackError[],
): void {
  content.skills.forEach((skill, ki) => {
    const skillAt: PathSegment[] = ['skills', ki];
    unique('skill', skill.key, src, skillAt);
    if (!skills.has(skill.key))
      skills.set(skill.key, { src, at: skillAt, cls: content.class, prerequisites: skill.prerequisites });
    const skillSubtopicKnown = skill.subtopic === undefined || subtopicCount.has(skill.subtopic);
    if (!skillSubtopicKnown)
      errors.push(src.error([...skillAt, 'subtopic'], `"${skill.subtopic}" is not a subtopic of this file`));

    skill.questions.forEach((q, qi) =>
      checkQuestion(src, skill, q, [...skillAt, 'questions', qi], subtopicCount, unique, errors),
    );
  });
}
