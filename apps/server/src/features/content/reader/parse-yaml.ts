// Reads a pack's YAML files into plain data, keeping each file's source for line numbers.
import fs from 'node:fs/promises';
import path from 'node:path';
import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import type { Document } from 'yaml';
import type { PackError } from '../pack-format.ts';
import { keyName, SourceFile } from './source-file.ts';

// Fields whose values are always text: a plain `1947`, `2.50` or `true` there keeps its source spelling.
const TEXT_FIELDS = new Set([
  'id',
  'version',
  'subject',
  'key',
  'title',
  'name',
  'description',
  'subtopic',
  'prerequisites',
  'text',
  'options',
  'answer',
  'hint',
  'explanation',
  'svg',
  'alt',
]);

function toPlain(node: unknown, doc: Document.Parsed, asText: boolean): unknown {
  if (isAlias(node)) return toPlain(node.resolve(doc), doc, asText);
  if (isMap(node))
    return Object.fromEntries(
      node.items.map((p) => {
        const name = keyName(p.key);
        return [name, toPlain(p.value, doc, TEXT_FIELDS.has(name))];
      }),
    );
  if (isSeq(node)) return node.items.map((item) => toPlain(item, doc, asText));
  if (isScalar(node)) {
    const v = node.value;
    if (asText && (typeof v === 'number' || typeof v === 'boolean')) return node.source ?? String(v);
    return v;
  }
  return node ?? null;
}

export async function parseYaml(
  dir: string,
  file: string,
  errors: PackError[],
): Promise<{ src: SourceFile; data: unknown } | null> {
  let text: string;
  try {
    text = await fs.readFile(path.join(dir, file), 'utf8');
  } catch (err) {
    errors.push({ file, line: 0, path: '', message: `cannot be read (${(err as Error).message})` });
    return null;
  }
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length) {
    for (const e of doc.errors)
      errors.push({ file, line: lines.linePos(e.pos[0]).line, path: '', message: e.message.split('\n')[0]! });
    return null;
  }
  return { src: new SourceFile(file, doc, lines), data: toPlain(doc.contents, doc, false) };
}

/** Every *.yaml below `dir` except the manifest, '/'-separated, sorted; hidden folders are skipped. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true });
  return entries
    .map((e) => e.split(path.sep).join('/'))
    .filter((f) => !f.split('/').some((part) => part.startsWith('.')))
    .sort();
}
