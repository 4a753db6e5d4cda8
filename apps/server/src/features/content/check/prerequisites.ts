// Prerequisites: existing, not self, same class or lower, listed once.
import type { PackError } from '../pack-format.ts';
import type { SkillNode } from './skills.ts';

/** A valid prerequisite entry: the skill it points to and its index in the list. */
export type Edge = { to: string; index: number };

/** Returns each skill's valid prerequisite entries, for the cycle check. */
export function checkPrerequisites(
  skills: ReadonlyMap<string, SkillNode>,
  unchecked: ReadonlySet<string>,
  errors: PackError[],
): Map<string, Edge[]> {
  const edges = new Map<string, Edge[]>();
  for (const [key, s] of skills) {
    const list: Edge[] = [];
    const listed = new Set<string>();
    s.prerequisites.forEach((p, i) => {
      const at = [...s.at, 'prerequisites', i];
      const target = skills.get(p);
      if (p === key) errors.push(s.src.error(at, 'a skill cannot be its own prerequisite'));
      else if (!target) {
        if (!unchecked.has(p)) errors.push(s.src.error(at, `"${p}" is not a skill of this pack`));
      } else if (target.cls > s.cls)
        errors.push(
          s.src.error(
            at,
            `"${p}" is a class ${target.cls} skill; prerequisites must be of class ${s.cls} or lower`,
          ),
        );
      else if (listed.has(p)) errors.push(s.src.error(at, `"${p}" is listed twice`));
      else list.push({ to: p, index: i });
      listed.add(p);
    });
    edges.set(key, list);
  }
  return edges;
}
