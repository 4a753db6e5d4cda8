// Prerequisite cycles: a depth-first search reports each back edge once, at the prerequisite entry that closes
// the cycle.
import type { PackError } from '../pack-format.ts';
import type { Edge } from './prerequisites.ts';
import type { SkillNode } from './skills.ts';

export function checkCycles(
  skills: ReadonlyMap<string, SkillNode>,
  edges: ReadonlyMap<string, Edge[]>,
  errors: PackError[],
): void {
  const state = new Map<string, 'active' | 'done'>();
  for (const start of skills.keys()) {
    if (state.has(start)) continue;
    const stack: { key: string; next: number }[] = [{ key: start, next: 0 }];
    state.set(start, 'active');
    while (stack.length) {
      const top = stack[stack.length - 1]!;
      const out = edges.get(top.key) ?? [];
      const edge = out[top.next++];
      if (!edge) {
        state.set(top.key, 'done');
        stack.pop();
        continue;
      }
      const st = state.get(edge.to);
      if (st === 'active') {
        const from = stack.findIndex((f) => f.key === edge.to);
        const cycle = [...stack.slice(from).map((f) => f.key), edge.to];
        const s = skills.get(top.key)!;
        errors.push(
          s.src.error(
            [...s.at, 'prerequisites', edge.index],
            `prerequisites form a cycle: ${cycle.join(' → ')}`,
          ),
        );
      } else if (st === undefined) {
        state.set(edge.to, 'active');
        stack.push({ key: edge.to, next: 0 });
      }
    }
  }
}
