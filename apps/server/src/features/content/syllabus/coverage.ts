// What the syllabus map and the pack cover, class by class and subject by subject: the figures behind
// `npm run content:coverage` and docs/content-coverage.md.
import type { ParsedPack, SkillInput } from '../pack-format.ts';
import { packSubjects, subjectId } from './cross-check.ts';
import type { SyllabusChapter, SyllabusMapFile, SyllabusSubject } from './syllabus-format.ts';

export interface CoverageRow {
  cls: number;
  subject: string;
  /** The map's entries of this subject (one a part or section of the book). */
  entries: SyllabusSubject[];
  books: string;
  chapters: number;
  covered: number;
  skills: number;
  questions: number;
  /** The fewest questions any skill of the subject has (0 when it has no skills). */
  minPerSkill: number;
}

export interface Coverage {
  rows: CoverageRow[];
  /** Every pack skill by key, for question counts in the per-chapter lists. */
  skills: Map<string, SkillInput>;
}

/** "Ganita Manjari (Part 1, Part 2)", "Kaveri", "Flamingo; Vistas". */
export function bookNames(entries: readonly SyllabusSubject[]): string {
  const byBook = new Map<string, string[]>();
  for (const e of entries.filter((x) => x.chapters.length)) {
    const parts = byBook.get(e.book) ?? [];
    const part = e.part !== undefined ? `Part ${e.part}` : e.section;
    if (part) parts.push(part);
    byBook.set(e.book, parts);
  }
  if (!byBook.size) return 'no book of its own';
  return [...byBook]
    .map(([book, parts]) => (parts.length ? `${book} (${parts.join(', ')})` : book))
    .join('; ');
}

export const isCovered = (ch: SyllabusChapter): boolean => ch.skills.length > 0;

/** Rows in class order, subjects in the order the map lists them. Assumes the map passed its cross-check. */
export function computeCoverage(files: readonly SyllabusMapFile[], pack: ParsedPack): Coverage {
  const subjects = packSubjects(pack);
  const skills = new Map<string, SkillInput>();
  for (const p of subjects.values()) for (const [k, s] of p.skills) skills.set(k, s);

  const rows: CoverageRow[] = [];
  for (const f of [...files].sort((a, b) => a.map.class - b.map.class)) {
    const names = [...new Set(f.map.subjects.map((s) => s.subject))];
    for (const subject of names) {
      const entries = f.map.subjects.filter((s) => s.subject === subject);
      const chapters = entries.flatMap((e) => e.chapters);
      const counts = [...(subjects.get(subjectId(f.map.class, subject))?.skills.values() ?? [])].map(
        (s) => s.questions.length,
      );
      rows.push({
        cls: f.map.class,
        subject,
        entries,
        books: bookNames(entries),
        chapters: chapters.length,
        covered: chapters.filter(isCovered).length,
        skills: counts.length,
        questions: counts.reduce((a, b) => a + b, 0),
        minPerSkill: counts.length ? Math.min(...counts) : 0,
      });
    }
  }
  return { rows, skills };
}

const HEADINGS = ['Class', 'Subject', 'Chapters', 'Covered', 'Skills', 'Questions', 'Min a skill', 'Books'];
const NUMERIC = [true, false, true, true, true, true, true, false];

export function rowCells(r: CoverageRow): string[] {
  return [r.cls, r.subject, r.chapters, r.covered, r.skills, r.questions, r.minPerSkill, r.books].map(String);
}

/** The summary as aligned plain text, for the terminal. */
export function formatCoverageTable(rows: readonly CoverageRow[]): string {
  const table = [HEADINGS, ...rows.map(rowCells)];
  const widths = HEADINGS.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
  return table
    .map((r) =>
      r
        .map((c, i) => (NUMERIC[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** A Markdown table laid out as Prettier lays it out, so `npm run format:check` leaves the file alone. */
export function markdownTable(headings: readonly string[], rows: readonly string[][]): string {
  const all = [headings, ...rows];
  const widths = headings.map((_, i) => Math.max(3, ...all.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(headings), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)].join(
    '\n',
  );
}

export const SUMMARY_HEADINGS = HEADINGS;
