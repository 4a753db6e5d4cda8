// Check 6: text written as a plain (unquoted) YAML scalar that a YAML 1.1 reader would turn into a number or
// a boolean (`3:30` → 210, `no` → false, `012` → 10). Judged from the source token, not the parsed value.
import { isMap, isScalar, isSeq, LineCounter, parseDocument, Scalar, visit } from 'yaml';
import type { Node } from 'yaml';
import type { Finding } from './types.ts';

// The pack's text fields (as in reader/parse-yaml.ts): a number or boolean is a mistake only there.
const TEXT_FIELDS = new Set([
  'title',
  'name',
  'description',
  'text',
  'options',
  'answer',
  'hint',
  'explanation',
]);

/** PyYAML's (YAML 1.1) booleans; `y` and `n` are left out, as PyYAML does, since they are common variables. */
const BOOLEAN = /^(yes|no|true|false|on|off)$/i;
const SEXAGESIMAL = /^[-+]?[0-9][0-9_]*(:[0-5]?[0-9])+(\.[0-9_]*)?$/;
const INTEGER = /^[-+]?(0b[01_]+|0x[0-9a-fA-F_]+|0o?[0-7_]+|[0-9][0-9_]*)$/;
const FLOAT = /^[-+]?(\.[0-9]+|[0-9][0-9_]*(\.[0-9_]*)?)([eE][-+]?[0-9]+)?$|^[-+]?\.(inf|nan)$/i;

/**
 * How a YAML 1.1 (or 1.2) reader would misread a plain scalar, or null when it keeps its text. Numbers that
 * read back unchanged (`1947`, `2.5`) are left alone: the importer keeps them as text in text fields.
 */
export function yaml11Misreading(source: string): string | null {
  if (BOOLEAN.test(source)) return 'a boolean';
  if (SEXAGESIMAL.test(source)) return 'a base-60 number';
  if (INTEGER.test(source) || FLOAT.test(source)) {
    const value = Number(source.replace(/_/g, '').replace(/^([-+]?)0(?=[0-7]+$)/, '$10o'));
    return String(value) === source ? null : `the number ${String(value)}`;
  }
  return null;
}

export function checkYaml11(file: string, subject: string, source: string): Finding[] {
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines });
  const out: Finding[] = [];
  const report = (node: Scalar, field: string, owner: string) => {
    if (node.type !== Scalar.PLAIN || node.source === undefined) return;
    const misread = yaml11Misreading(node.source);
    if (!misread) return;
    out.push({
      check: 'yaml-1.1',
      file,
      line: lines.linePos(node.range?.[0] ?? 0).line,
      key: owner,
      subject,
      message: `${field}: ${node.source} is read as ${misread} by a YAML 1.1 reader; quote it`,
    });
  };
  visit(doc, {
    Pair(_, pair, path) {
      const field = isScalar(pair.key) ? String(pair.key.value) : '';
      if (!TEXT_FIELDS.has(field)) return;
      const owner = ownerKey(path);
      const value = pair.value as Node | null;
      if (isScalar(value)) report(value, field, owner);
      else if (isSeq(value)) for (const item of value.items) if (isScalar(item)) report(item, field, owner);
    },
  });
  return out;
}

/** The `key` of the nearest mapping that has one (the question, skill or chapter being read). */
function ownerKey(path: readonly unknown[]): string {
  for (let i = path.length - 1; i >= 0; i--) {
    const node = path[i];
    if (isMap(node)) {
      const key = node.get('key');
      if (typeof key === 'string') return key;
    }
  }
  return '';
}
