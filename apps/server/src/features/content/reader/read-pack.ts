// Reads and validates a whole content pack, collecting every error with its file and line (docs/content-pack.md).
import fs from 'node:fs/promises';
import path from 'node:path';
import { checkPack } from '../check/check-pack.ts';
import type { LoadedFile } from '../check/check-pack.ts';
import { ContentFileSchema, PackManifestSchema } from '../pack-format.ts';
import type { PackError, PackFile, PackManifest, ParsedPack } from '../pack-format.ts';
import { listFiles, parseYaml } from './parse-yaml.ts';
import { validate } from './validate.ts';

export const MANIFEST_FILE = 'pack.yaml';

/** Reads and validates only the manifest (cheap: the server checks it on every start). */
export async function readManifest(
  dir: string,
): Promise<{ manifest: PackManifest | null; errors: PackError[] }> {
  const errors: PackError[] = [];
  try {
    await fs.access(path.join(dir, MANIFEST_FILE));
  } catch {
    errors.push({
      file: MANIFEST_FILE,
      line: 0,
      path: '',
      message: `is missing: ${dir} is not a content pack`,
    });
    return { manifest: null, errors };
  }
  const parsed = await parseYaml(dir, MANIFEST_FILE, errors);
  const manifest = parsed ? validate(parsed.src, PackManifestSchema, parsed.data, errors) : null;
  return { manifest, errors };
}

export async function readPack(dir: string): Promise<{ pack: ParsedPack | null; errors: PackError[] }> {
  const { manifest, errors } = await readManifest(dir);
  if (!manifest && errors[0]?.line === 0) return { pack: null, errors };

  const all = await listFiles(dir);
  for (const f of all)
    if (f.endsWith('.yml'))
      errors.push({ file: f, line: 0, path: '', message: 'is not read: content files must end in .yaml' });
  const names = all.filter((f) => f.endsWith('.yaml') && f !== MANIFEST_FILE);
  if (!names.length)
    errors.push({
      file: MANIFEST_FILE,
      line: 0,
      path: '',
      message: 'the pack has no content files (*.yaml)',
    });

  const parsed = await Promise.all(names.map((f) => parseYaml(dir, f, errors)));
  const files: LoadedFile[] = [];
  const unchecked = new Set<string>();
  for (const p of parsed) {
    if (!p) continue;
    const content = validate(p.src, ContentFileSchema, p.data, errors);
    if (content) files.push({ src: p.src, content });
    else for (const k of skillKeysOf(p.data)) unchecked.add(k);
  }
  checkPack(files, unchecked, errors);

  const order = new Map([MANIFEST_FILE, ...all.filter((f) => f !== MANIFEST_FILE)].map((f, i) => [f, i]));
  errors.sort((a, b) => (order.get(a.file) ?? 0) - (order.get(b.file) ?? 0) || a.line - b.line);
  if (errors.length || !manifest) return { pack: null, errors };
  const packFiles: PackFile[] = files.map((f) => ({
    file: f.src.file,
    content: f.content,
    line: (at) => f.src.line(at),
  }));
  return { pack: { dir, manifest, files: packFiles }, errors };
}

/** Skill keys of a file that failed its schema, so references to them are not reported as missing too. */
function skillKeysOf(data: unknown): string[] {
  const skills = (data as { skills?: unknown } | null)?.skills;
  if (!Array.isArray(skills)) return [];
  return skills
    .map((s) => (s as { key?: unknown } | null)?.key)
    .filter((k): k is string => typeof k === 'string');
}
