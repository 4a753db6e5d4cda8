// The content-pack format (docs/content-pack.md), format 1. Objects are strict so a misspelt field is an error
// instead of silently lost data. Rules that span fields or files live in check/.
import { z } from 'zod';

export const PACK_FORMAT = 1;

const KEY_PATTERN = /^[a-z0-9-]+$/;

const key = z
  .string()
  .min(1)
  .max(80)
  .regex(KEY_PATTERN, { error: 'must be lowercase letters, digits and dashes' });

const text = (min: number, max: number) => z.string().min(min).max(max);

/** The largest figure the import takes: a drawing of a few dozen shapes is 2–6 KB. */
export const FIGURE_MAX_CHARS = 20_000;

/** A question's drawing (docs/content-pack.md, "Figures"); its SVG is checked against an allow-list in check/. */
export const FigureSchema = z.strictObject({
  svg: text(1, FIGURE_MAX_CHARS),
  alt: text(1, 500).refine((s) => s.trim().length > 0, { error: 'must say what the figure shows' }),
});

export const PackManifestSchema = z.strictObject({
  format: z.literal(PACK_FORMAT, { error: `must be ${PACK_FORMAT} (the format this importer reads)` }),
  id: key,
  title: text(1, 200),
  version: text(1, 50),
});

export const QuestionSchema = z.strictObject({
  key,
  subtopic: key.optional(),
  difficulty: z.int().min(1).max(3),
  text: text(1, 1000),
  options: z.array(text(1, 300)).min(2).max(5),
  answer: text(1, 300),
  hint: text(1, 500).optional(),
  explanation: text(1, 500).optional(),
  figure: FigureSchema.optional(),
  // Markers read by `npm run content:check` (docs/content-pack.md, "Content checks").
  revisits: key.optional(), // a deliberate revisit of this earlier question: not a near-duplicate
  two_way: z.literal(true, { error: 'must be true (or left out)' }).optional(), // a true two-way choice
});

export const SkillSchema = z.strictObject({
  key,
  name: text(1, 200),
  description: text(1, 500),
  position: z.int().min(1),
  prerequisites: z.array(key).default([]),
  subtopic: key.optional(),
  questions: z.array(QuestionSchema).min(1),
});

export const SubtopicSchema = z.strictObject({
  key,
  title: text(1, 200),
  ring: z.boolean().default(false),
});

export const ChapterSchema = z.strictObject({
  key,
  number: z.int().min(1),
  title: text(1, 200),
  subtopics: z.array(SubtopicSchema).min(1),
});

export const ContentFileSchema = z.strictObject({
  subject: text(2, 60),
  class: z.int().min(1).max(12),
  book: z.strictObject({ key, title: text(1, 200) }),
  chapters: z.array(ChapterSchema).min(1),
  skills: z.array(SkillSchema).min(1),
});

export type PackManifest = z.infer<typeof PackManifestSchema>;
export type ContentFile = z.infer<typeof ContentFileSchema>;
export type ChapterInput = z.infer<typeof ChapterSchema>;
export type SubtopicInput = z.infer<typeof SubtopicSchema>;
export type SkillInput = z.infer<typeof SkillSchema>;
export type QuestionInput = z.infer<typeof QuestionSchema>;
export type FigureInput = z.infer<typeof FigureSchema>;

/** One valid content file, with its path relative to the pack folder ('/'-separated). */
export interface PackFile {
  file: string;
  content: ContentFile;
  /** The line of a path in this file (e.g. ['skills', 0, 'key']), for errors found after reading. */
  line: (at: readonly (string | number)[]) => number;
}

/** A pack that passed every rule: safe to import. */
export interface ParsedPack {
  dir: string;
  manifest: PackManifest;
  files: PackFile[];
}

/** A problem in a pack: `file:line: path: message`. Line 0 means the file as a whole. */
export interface PackError {
  file: string;
  line: number;
  path: string;
  message: string;
}

export function formatPackError(e: PackError): string {
  const where = e.line > 0 ? `${e.file}:${e.line}` : e.file;
  return `${where}: ${e.path ? `${e.path}: ` : ''}${e.message}`;
}
