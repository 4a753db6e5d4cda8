// Reads and validates a whole content pack, collecting every error with its file and line (docs/content-pack.md).
import fs from 'node:fs/promises';
import path from 'node:path';
import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import type { Document, Node } from 'yaml';
import type { z } from 'zod';
import { ContentFileSchema, PackManifestSchema } from './pack-format.ts';
import type { ContentFile, PackError, PackFile, PackManifest, ParsedPack } from './pack-format.ts';

type PathSegment = string | number;

export const MANIFEST_FILE = 'pack.yaml';
export const MIN_RING_QUESTIONS = 10;

/** One parsed YAML file, kept so any path in it can be turned back into a line. */
class SourceFile {
  constructor(
    readonly file: string,
    private readonly doc: Document.Parsed,
    private readonly lines: LineCounter,
  ) {}

  /** The line of the node at `at`, or of its nearest existing ancestor when the node is missing. */
  line(at: readonly PathSegment[]): number {
    let node: unknown = this.doc.contents;
    let offset = this.doc.contents?.range?.[0] ?? 0;
    for (const segment of at) {
      if (isMap(node)) {
        const pair = node.items.find((p) => keyName(p.key) === String(segment));
        if (!pair) break;
        node = pair.value;
        offset =
          (isNode(pair.value) ? pair.value.range?.[0] : undefined) ?? (pair.key as Node).range?.[0] ?? offset;
      } else if (isSeq(node) && typeof segment === 'number') {
        const item: unknown = node.items[segment];
        if (!isNode(item)) break;
        node = item;
        offset = item.range?.[0] ?? offset;
      } else break;
    }
    return this.lines.linePos(offset).line;
  }

  /** The line of a mapping's key (for unknown fields, whose value may span many lines). */
  keyLine(at: readonly PathSegment[], name: string): number {
    const parent = this.doc.getIn(at, true);
    if (isMap(parent)) {
      const pair = parent.items.find((p) => keyName(p.key) === name);
      const start = (pair?.key as Node | undefined)?.range?.[0];
      if (start !== undefined) return this.lines.linePos(start).line;
    }
    return this.line(at);
  }

  error(at: readonly PathSegment[], message: string): PackError {
    return { file: this.file, line: this.line(at), path: formatPath(at), message };
  }
}

function isNode(v: unknown): v is Node {
  return isScalar(v) || isMap(v) || isSeq(v) || isAlias(v);
}

function keyName(k: unknown): string {
  return isScalar(k) ? String(k.value) : String(k);
}

export function formatPath(at: readonly PathSegment[]): string {
  let out = '';
  for (const s of at) out += typeof s === 'number' ? `[${s}]` : out ? `.${s}` : s;
  return out;
}

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

function describeValue(v: unknown): string {
  if (v === null || v === undefined) return 'nothing';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'a mapping';
  if (typeof v === 'string') return `"${v.length > 40 ? `${v.slice(0, 40)}…` : v}"`;
  return String(v);
}

const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a whole number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a mapping of fields',
};

/** Plain-language messages for zod's issues (schema-specific messages in pack-format.ts take precedence). */
function issueMessage(issue: z.core.$ZodRawIssue): string {
  const input = issue.input;
  switch (issue.code) {
    case 'invalid_type':
      if (input === undefined) return 'is required';
      return `must be ${EXPECTED[issue.expected] ?? issue.expected}, not ${describeValue(input)}`;
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1 ? 'must not be empty' : `must have at least ${min} characters`;
      if (issue.origin === 'array') return `needs at least ${min} ${min === 1 ? 'item' : 'items'}`;
      return `must be at least ${min}`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string')
        return `must have at most ${max} characters (it has ${typeof input === 'string' ? input.length : '?'})`;
      if (issue.origin === 'array') return `can have at most ${max} items`;
      return `must be at most ${max}`;
    }
    case 'invalid_value':
      return `must be ${issue.values.map((v) => String(v)).join(' or ')}`;
    default:
      return issue.message ?? 'is invalid';
  }
}

function validate<T>(src: SourceFile, schema: z.ZodType<T>, data: unknown, errors: PackError[]): T | null {
  const result = schema.safeParse(data, { reportInput: true, error: (iss) => issueMessage(iss) });
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const at = issue.path.filter((s): s is PathSegment => typeof s !== 'symbol');
    if (issue.code === 'unrecognized_keys')
      for (const k of issue.keys)
        errors.push({
          file: src.file,
          line: src.keyLine(at, k),
          path: formatPath([...at, k]),
          message: 'unknown field',
        });
    else errors.push(src.error(at, issue.message));
  }
  return null;
}

async function parseYaml(
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
async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true });
  return entries
    .map((e) => e.split(path.sep).join('/'))
    .filter((f) => !f.split('/').some((part) => part.startsWith('.')))
    .sort();
}

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

interface LoadedFile {
  src: SourceFile;
  content: ContentFile;
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

const normalizeOption = (s: string) => s.trim().toLowerCase();

/**
 * The rules that look at more than one field: within a file and across the pack. Files that failed their
 * schema are left out; `unchecked` holds their skill keys.
 */
function checkPack(files: LoadedFile[], unchecked: ReadonlySet<string>, errors: PackError[]): void {
  type Seen = { src: SourceFile; at: PathSegment[] };
  const firstSeen = new Map<string, Seen>();
  const unique = (kind: string, key: string, src: SourceFile, at: PathSegment[]) => {
    const id = `${kind}\u0000${key}`;
    const first = firstSeen.get(id);
    if (!first) return void firstSeen.set(id, { src, at });
    errors.push(
      src.error(
        [...at, 'key'],
        `duplicate ${kind} key "${key}" (also at ${first.src.file}:${first.src.line([...first.at, 'key'])})`,
      ),
    );
  };

  type SkillNode = { src: SourceFile; at: PathSegment[]; cls: number; prerequisites: string[] };
  const skills = new Map<string, SkillNode>();
  const books = new Map<string, SourceFile>();

  for (const { src, content } of files) {
    const bookId = `${content.class}\u0000${content.subject}`;
    const otherBook = books.get(bookId);
    if (otherBook)
      errors.push(
        src.error(
          ['subject'],
          `class ${content.class} ${content.subject} already has its book in ${otherBook.file} (one file per class and subject)`,
        ),
      );
    else books.set(bookId, src);
    unique('book', content.book.key, src, ['book']);

    const subtopicCount = new Map<string, number>();
    const numbers = new Map<number, number>();
    content.chapters.forEach((ch, ci) => {
      unique('chapter', ch.key, src, ['chapters', ci]);
      const first = numbers.get(ch.number);
      if (first !== undefined)
        errors.push(
          src.error(['chapters', ci, 'number'], `chapter number ${ch.number} is already chapters[${first}]`),
        );
      else numbers.set(ch.number, ci);
      ch.subtopics.forEach((st, si) => {
        unique('subtopic', st.key, src, ['chapters', ci, 'subtopics', si]);
        subtopicCount.set(st.key, 0);
      });
    });

    content.skills.forEach((skill, ki) => {
      const skillAt: PathSegment[] = ['skills', ki];
      unique('skill', skill.key, src, skillAt);
      if (!skills.has(skill.key))
        skills.set(skill.key, { src, at: skillAt, cls: content.class, prerequisites: skill.prerequisites });
      const skillSubtopicKnown = skill.subtopic === undefined || subtopicCount.has(skill.subtopic);
      if (!skillSubtopicKnown)
        errors.push(
          src.error([...skillAt, 'subtopic'], `"${skill.subtopic}" is not a subtopic of this file`),
        );

      skill.questions.forEach((q, qi) => {
        const qAt: PathSegment[] = [...skillAt, 'questions', qi];
        unique('question', q.key, src, qAt);
        const subtopic = q.subtopic ?? skill.subtopic;
        if (q.subtopic !== undefined && !subtopicCount.has(q.subtopic))
          errors.push(src.error([...qAt, 'subtopic'], `"${q.subtopic}" is not a subtopic of this file`));
        else if (subtopic === undefined)
          errors.push(src.error(qAt, 'needs a subtopic (its own or its skill’s)'));
        else if (subtopicCount.has(subtopic)) subtopicCount.set(subtopic, subtopicCount.get(subtopic)! + 1);

        const seen = new Map<string, number>();
        q.options.forEach((o, oi) => {
          const n = normalizeOption(o);
          const first = seen.get(n);
          if (first !== undefined)
            errors.push(src.error([...qAt, 'options', oi], `"${o}" repeats options[${first}]`));
          else seen.set(n, oi);
        });
        const matches = q.options.filter((o) => o === q.answer).length;
        if (matches === 0)
          errors.push(src.error([...qAt, 'answer'], `"${q.answer}" is not one of the options`));
      });
    });

    content.chapters.forEach((ch, ci) =>
      ch.subtopics.forEach((st, si) => {
        const count = subtopicCount.get(st.key) ?? 0;
        if (st.ring && count < MIN_RING_QUESTIONS)
          errors.push(
            src.error(
              ['chapters', ci, 'subtopics', si, 'ring'],
              `Ring subtopic "${st.key}" has ${count} ${count === 1 ? 'question' : 'questions'}; a Ring topic needs at least ${MIN_RING_QUESTIONS}`,
            ),
          );
      }),
    );
  }

  // Prerequisites: existing, not self, same class or lower, listed once.
  const edges = new Map<string, { to: string; index: number }[]>();
  for (const [key, s] of skills) {
    const list: { to: string; index: number }[] = [];
    const listed = new Set<string>();
    s.prerequisites.forEach((p, i) => {
      const at = [...s.at, 'prerequisites', i];
      const target = skills.get(p);
      if (p === key) errors.push(s.src.error(at, 'a skill cannot be its own prerequisite'));
      else if (!target) {
        if (!unchecked.has(p)) errors.push(s.src.error(at, `"${p}" is not a skill of this pack`));
      } else if (target.cls > s.cls)
        errors.push(
          s.src.error(
            at,
            `"${p}" is a class ${target.cls} skill; prerequisites must be of class ${s.cls} or lower`,
          ),
        );
      else if (listed.has(p)) errors.push(s.src.error(at, `"${p}" is listed twice`));
      else list.push({ to: p, index: i });
      listed.add(p);
    });
    edges.set(key, list);
  }

  // Cycles: a depth-first search reports each back edge once, at the prerequisite entry that closes the cycle.
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
