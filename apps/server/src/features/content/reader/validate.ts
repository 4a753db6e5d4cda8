// Checks a file's data against its schema, turning zod's issues into plain-language errors at their lines.
import type { z } from 'zod';
import type { PackError } from '../pack-format.ts';
import { formatPath } from './source-file.ts';
import type { PathSegment, SourceFile } from './source-file.ts';

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

export function validate<T>(
  src: SourceFile,
  schema: z.ZodType<T>,
  data: unknown,
  errors: PackError[],
): T | null {
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
