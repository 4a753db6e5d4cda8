// Skill statuses of the learning path: mastered at p ≥ 0.85; learning once attempted; up_next when every
// prerequisite is mastered (a skill without prerequisites only among the first few not yet started, so a new
// student sees a short list to begin with, not the whole class); future (locked) otherwise.
// A prerequisite from a lower class counts as met: the student was taught it in that class, and locking their own
// class behind it would stop them for good. When it is weak the learning path names it to practise first instead.
import { MASTERY_THRESHOLD, UP_NEXT_FRESH_SKILLS } from '@quizring/contracts';
import type { SkillStatus } from '@quizring/contracts';
import type { ContentSkill } from '../read-model/content-cache.ts';

export type SkillProgress = { p_mastery: number; attempts: number };

export function skillStatuses(
  skills: readonly ContentSkill[],
  progress: ReadonlyMap<number, SkillProgress>,
): Map<number, SkillStatus> {
  const statuses = new Map<number, SkillStatus>();
  const ownSkills = new Set(skills.map((s) => s.id));
  const isMet = (id: number) => !ownSkills.has(id) || (progress.get(id)?.p_mastery ?? 0) >= MASTERY_THRESHOLD;
  let freshOffered = 0;
  for (const skill of skills) {
    const p = progress.get(skill.id);
    if (p && p.p_mastery >= MASTERY_THRESHOLD) statuses.set(skill.id, 'mastered');
    else if (p && p.attempts > 0) statuses.set(skill.id, 'learning');
    else if (skill.prerequisite_ids.length > 0)
      statuses.set(skill.id, skill.prerequisite_ids.every(isMet) ? 'up_next' : 'future');
    else if (freshOffered < UP_NEXT_FRESH_SKILLS) {
      statuses.set(skill.id, 'up_next');
      freshOffered++;
    } else statuses.set(skill.id, 'future');
  }
  return statuses;
}
