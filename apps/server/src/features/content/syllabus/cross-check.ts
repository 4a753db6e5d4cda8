// Checks the syllabus map against the pack: every skill the map names exists in that class and subject, every
// pack skill appears exactly once (in a chapter or in unmapped_skills), and every pack subject has an entry.
import type { PackError, ParsedPack, SkillInput } from '../pack-format.ts';
import { formatPath } from '../reader/source-file.ts';
import type { SyllabusMapFile } from './syllabus-format.ts';

/** The pack's skills of one class and subject, in the pack's order. */
export interface PackSubject {
  cls: number;
  subject: string;
  skills: Map<string, SkillInput>;
}

export const subjectId = (cls: number, subject: string): string => `${cls}|${subject}`;

export function packSubjects(pack: ParsedPack): Map<string, PackSubject> {
  const out = new Map<string, PackSubject>();
  for (const { content } of pack.files) {
    const id = subjectId(content.class, content.subject);
    const entry = out.get(id) ?? { cls: content.class, subject: content.subject, skills: new Map() };
    for (const s of content.skills) entry.skills.set(s.key, s);
    out.set(id, entry);
  }
  return out;
}

export function crossCheck(files: readonly SyllabusMapFile[], pack: ParsedPack): PackError[] {
  const errors: PackError[] = [];
  const subjects = packSubjects(pack);
  const err = (f: SyllabusMapFile, at: (string | number)[], message: string) =>
    errors.push({ file: f.file, line: f.line(at), path: formatPath(at), message });

  for (const f of files) {
    const cls = f.map.class;
    // Where each skill was first named, per subject, to report a second mention.
    const seen = new Map<string, Map<string, string>>();
    f.map.subjects.forEach((entry, e) => {
      const pack = subjects.get(subjectId(cls, entry.subject));
      if (!pack) {
        err(f, ['subjects', e, 'subject'], `the pack has no ${entry.subject} for class ${cls}`);
        return;
      }
      const named = seen.get(entry.subject) ?? new Map<string, string>();
      seen.set(entry.subject, named);
      const mention = (key: string, at: (string | number)[], label: string) => {
        if (!pack.skills.has(key))
          err(f, at, `${key} is not a skill of class ${cls} ${entry.subject} in the pack`);
        else if (named.has(key)) err(f, at, `${key} is already listed (${named.get(key)})`);
        else named.set(key, `${label}, line ${f.line(at)}`);
      };
      entry.chapters.forEach((ch, c) =>
        ch.skills.forEach((key, k) =>
          mention(key, ['subjects', e, 'chapters', c, 'skills', k], `chapter ${ch.number}`),
        ),
      );
      (entry.unmapped_skills ?? []).forEach((key, k) =>
        mention(key, ['subjects', e, 'unmapped_skills', k], 'unmapped_skills'),
      );
    });
    for (const [subject, named] of seen) {
      const pack = subjects.get(subjectId(cls, subject))!;
      const first = f.map.subjects.findIndex((s) => s.subject === subject);
      for (const key of pack.skills.keys())
        if (!named.has(key))
          err(
            f,
            ['subjects', first, 'subject'],
            `${subject}: the pack's skill ${key} is not in the map: name it in its chapter or in unmapped_skills`,
          );
    }
  }

  for (const p of subjects.values()) {
    // A class without a valid file is reported by the reader.
    const f = files.find((x) => x.map.class === p.cls);
    if (f && !f.map.subjects.some((s) => s.subject === p.subject))
      err(
        f,
        ['subjects'],
        `the pack offers ${p.subject} for class ${p.cls}, but the map has no entry for it`,
      );
  }
  return errors.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
