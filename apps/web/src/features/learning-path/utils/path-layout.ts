import { MASTERY_THRESHOLD } from '@quizring/contracts';
import type { LearningPathNode } from '@quizring/contracts';

/** The subject colours of the path, as literal class names so Tailwind keeps them. */
export type SubjectColour = { stripe: string; chip: string; dot: string };

const SUBJECT_COLOURS: readonly SubjectColour[] = [
  { stripe: 'border-l-indigo-500', chip: 'bg-indigo-50 text-indigo-800', dot: 'bg-indigo-500' },
  { stripe: 'border-l-teal-500', chip: 'bg-teal-50 text-teal-800', dot: 'bg-teal-500' },
  { stripe: 'border-l-fuchsia-500', chip: 'bg-fuchsia-50 text-fuchsia-800', dot: 'bg-fuchsia-500' },
  { stripe: 'border-l-orange-500', chip: 'bg-orange-50 text-orange-800', dot: 'bg-orange-500' },
  { stripe: 'border-l-sky-500', chip: 'bg-sky-50 text-sky-800', dot: 'bg-sky-500' },
  { stripe: 'border-l-lime-600', chip: 'bg-lime-50 text-lime-800', dot: 'bg-lime-600' },
];

/** One colour per subject in the order subjects first appear, cycling when there are more subjects. */
export function subjectColours(nodes: readonly LearningPathNode[]): Map<string, SubjectColour> {
  const colours = new Map<string, SubjectColour>();
  for (const n of nodes) {
    if (!colours.has(n.subject_name))
      colours.set(n.subject_name, SUBJECT_COLOURS[colours.size % SUBJECT_COLOURS.length]!);
  }
  return colours;
}

/** The nodes in path order (by position; ties keep the server's order). */
export function inPathOrder(nodes: readonly LearningPathNode[]): LearningPathNode[] {
  return nodes
    .map((node, index) => ({ node, index }))
    .sort((a, b) => a.node.position - b.node.position || a.index - b.index)
    .map(({ node }) => node);
}

/** Consecutive nodes of one subject; `start` is the index of its first node in the whole path. */
export type SubjectRun = { subject: string; start: number; nodes: LearningPathNode[] };

/** The path cut wherever it changes subject, so the map can head each stretch with its subject. */
export function subjectRuns(nodes: readonly LearningPathNode[]): SubjectRun[] {
  const runs: SubjectRun[] = [];
  nodes.forEach((node, index) => {
    const last = runs[runs.length - 1];
    if (last && last.subject === node.subject_name) last.nodes.push(node);
    else runs.push({ subject: node.subject_name, start: index, nodes: [node] });
  });
  return runs;
}

/** A 0–1 fraction (or an already-percent figure) as a whole percent. */
export function asPercent(value: number): number {
  return Math.round(value > 1 ? value : value * 100);
}

/** The mastery target to show: the server's threshold, or the spec's 85 % when it sends none. */
export function masteryTargetPercent(threshold: number | null | undefined): number {
  return asPercent(threshold && threshold > 0 ? threshold : MASTERY_THRESHOLD);
}
