// The syllabus map's format (content/syllabus/class-NN.yaml, docs/content-pack.md "Syllabus map"): for each
// class, the chapters of the NCERT textbook of each subject the pack offers, and the pack's skills that cover each.
import { z } from 'zod';

const KEY_PATTERN = /^[a-z0-9-]+$/;
const skillKey = z
  .string()
  .min(1)
  .max(80)
  .regex(KEY_PATTERN, { error: 'must be lowercase letters, digits and dashes' });
const text = (max: number) => z.string().min(1).max(max);

export const SyllabusChapterSchema = z.strictObject({
  number: z.int().min(1),
  title: text(200),
  skills: z.array(skillKey),
});

export const SyllabusSubjectSchema = z
  .strictObject({
    subject: text(60),
    book: text(200),
    /** Which printing the class follows, e.g. "First Edition 2024"; null for a subject without a book. */
    edition: text(200).nullable(),
    curriculum: z.enum(['ncf-2005', 'ncf-2023']),
    /** The reference file (syllabus-reference/) the chapter list was taken from. */
    source: text(200),
    /** false when the chapter list could not be confirmed against NCERT; the note says what is uncertain. */
    confirmed: z.boolean(),
    note: text(2000).optional(),
    /** A book printed in parts (Part 1, Part 2) has one entry a part. */
    part: z.int().min(1).max(9).optional(),
    /** A book in sections (Prose, Poetry) has one entry a section. */
    section: text(60).optional(),
    /** Pack skills that no chapter of the current book teaches; the note says why. */
    unmapped_skills: z.array(skillKey).optional(),
    /** Empty for a subject without a book of its own in the class (EVS in classes 1–2 under NCF 2023). */
    chapters: z.array(SyllabusChapterSchema),
  })
  .superRefine((entry, ctx) => {
    if (entry.chapters.length) {
      if (entry.edition === null)
        ctx.addIssue({ code: 'custom', path: ['edition'], message: 'must name the edition of the book' });
    } else if (!entry.note)
      ctx.addIssue({ code: 'custom', path: ['chapters'], message: 'is empty: the note must say why' });
  });

export const SyllabusFileSchema = z.strictObject({
  class: z.int().min(1).max(12),
  subjects: z.array(SyllabusSubjectSchema).min(1),
});

export type SyllabusChapter = z.infer<typeof SyllabusChapterSchema>;
export type SyllabusSubject = z.infer<typeof SyllabusSubjectSchema>;
export type SyllabusFile = z.infer<typeof SyllabusFileSchema>;

/** One valid map file, with its name (e.g. class-09.yaml) and a way back from a path to its line. */
export interface SyllabusMapFile {
  file: string;
  map: SyllabusFile;
  line: (at: readonly (string | number)[]) => number;
}
