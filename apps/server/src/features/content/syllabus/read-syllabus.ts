// Reads the syllabus map (content/syllabus/class-NN.yaml), checking each file's shape with file:line errors.
import fs from 'node:fs/promises';
import type { PackError } from '../pack-format.ts';
import { parseYaml } from '../reader/parse-yaml.ts';
import { validate } from '../reader/validate.ts';
import { SyllabusFileSchema } from './syllabus-format.ts';
import type { SyllabusMapFile } from './syllabus-format.ts';

const FILE_PATTERN = /^class-(\d\d)\.yaml$/;
export const CLASSES = Array.from({ length: 12 }, (_, i) => i + 1);

export const syllabusFileName = (cls: number): string => `class-${String(cls).padStart(2, '0')}.yaml`;

/**
 * Reads every class-NN.yaml in `dir`; a file for each class 1–12 must exist and say its own class. Errors come in
 * file and line order.
 */
export async function readSyllabus(dir: string): Promise<{ files: SyllabusMapFile[]; errors: PackError[] }> {
  const errors: PackError[] = [];
  let names: string[];
  try {
    names = (await fs.readdir(dir)).filter((f) => f.endsWith('.yaml') || f.endsWith('.yml')).sort();
  } catch (err) {
    // An empty file name: the folder itself (the command prefixes every error with the folder).
    errors.push({ file: '', line: 0, path: '', message: `cannot be read (${(err as Error).message})` });
    return { files: [], errors };
  }
  for (const f of names)
    if (!FILE_PATTERN.test(f))
      errors.push({ file: f, line: 0, path: '', message: 'is not read: map files are named class-NN.yaml' });
  for (const cls of CLASSES)
    if (!names.includes(syllabusFileName(cls)))
      errors.push({ file: syllabusFileName(cls), line: 0, path: '', message: `is missing (class ${cls})` });

  const files: SyllabusMapFile[] = [];
  for (const name of names.filter((f) => FILE_PATTERN.test(f))) {
    const parsed = await parseYaml(dir, name, errors);
    if (!parsed) continue;
    const map = validate(parsed.src, SyllabusFileSchema, parsed.data, errors);
    if (!map) continue;
    if (syllabusFileName(map.class) !== name) {
      errors.push(parsed.src.error(['class'], `is ${map.class}, but the file is ${name}`));
      continue;
    }
    files.push({ file: name, map, line: (at) => parsed.src.line(at) });
  }
  errors.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return { files, errors };
}
