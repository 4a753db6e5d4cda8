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

/** One chapter's skills on the path; `chapterNumber` and `title` are null for skills without a chapter. */
export type ChapterGroup = {
  key: string;
  chapterNumber: number | null;
  title: string | null;
  nodes: LearningPathNode[];
};
export type SubjectGroup = { subject: string; chapters: ChapterGroup[] };

/**
 * The path grouped by subject (in the order subjects first appear on it), then by chapter (book order; skills
 * without a chapter last), each chapter's skills in path order. With 40–60 skills a class, a chapter is the unit a
 * student finds their way by.
 */
export function groupBySubjectAndChapter(nodes: readonly LearningPathNode[]): SubjectGroup[] {
  const subjects = new Map<string, Map<string, ChapterGroup>>();
  for (const node of inPathOrder(nodes)) {
    let chapters = subjects.get(node.subject_name);
    if (!chapters) subjects.set(node.subject_name, (chapters = new Map()));
    const key = `${node.subject_name}|${node.chapter_id ?? 'none'}`;
    let group = chapters.get(key);
    if (!group) {
      group = { key, chapterNumber: node.chapter_number, title: node.chapter_title, nodes: [] };
      chapters.set(key, group);
    }
    group.nodes.push(node);
  }
  const order = (c: ChapterGroup) => c.chapterNumber ?? Number.MAX_SAFE_INTEGER;
  return [...subjects].map(([subject, chapters]) => ({
    subject,
    chapters: [...chapters.values()].sort((a, b) => order(a) - order(b)),
  }));
}

/** The skills whose name or chapter title contains the text (ignoring case and surrounding spaces); empty: all. */
export function filterSkills(nodes: readonly LearningPathNode[], text: string): LearningPathNode[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...nodes];
  return nodes.filter(
    (n) => n.name.toLowerCase().includes(needle) || (n.chapter_title ?? '').toLowerCase().includes(needle),
  );
}

/** A chapter opens by itself when it holds a skill the student is on (learning or up next). */
export function isChapterActive(group: ChapterGroup): boolean {
  return group.nodes.some((n) => n.status === 'learning' || n.status === 'up_next');
}

/** A 0–1 fraction (or an already-percent figure) as a whole percent. */
export function asPercent(value: number): number {
  return Math.round(value > 1 ? value : value * 100);
}

/** The mastery target to show: the server's threshold, or the spec's 85 % when it sends none. */
export function masteryTargetPercent(threshold: number | null | undefined): number {
  return asPercent(threshold && threshold > 0 ? threshold : MASTERY_THRESHOLD);
}
